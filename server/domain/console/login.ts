/** Back-office logins: captcha first, then the same throttle and one-message rule as customers. */
import { eq } from 'drizzle-orm';
import type { SysLoginBody, SysUserInfo } from '@/contract/auth';
import type { Db } from '../../db/client';
import { stores, sysUsers } from '../../db/schema';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import { LOGIN_MESSAGES, type AuthContext } from '../customers/login';
import { MINUTE_MS } from '../shared/clock';
import { Refusal } from '../shared/refusal';
import { addressLimit, clearEvents, releaseSlots, takeSlots, type Limit } from '../shared/throttle';
import { checkCaptcha } from './captchas';
import type { SysUser } from '../staff/scope';

export const SYS_LOGIN_MESSAGES = {
  badCredentials: '账号或密码错误',
  disabled: '账号已停用，请联系管理员',
} as const;

const WINDOW_MS = 15 * MINUTE_MS;
const userLimit = (username: string): Limit => ({ key: `sys:user:${username.toLowerCase()}`, max: 5, windowMs: WINDOW_MS });
const sysAddressLimit = (address: string) => addressLimit('sys', address, 30, WINDOW_MS);

export async function findSysUserById(db: Db, id: number): Promise<SysUser | null> {
  const [row] = await db.select().from(sysUsers).where(eq(sysUsers.id, id)).limit(1);
  return row ?? null;
}

export async function loginSysUser(db: Db, { username, password, code, uuid }: SysLoginBody, ctx: AuthContext): Promise<{ user: SysUser; token: string }> {
  await checkCaptcha(db, { uuid, answer: code, now: ctx.now });
  // As for customers: the slots are taken before the password is checked, and a success gives them back.
  const byUser = userLimit(username);
  const taken = await takeSlots(db, [byUser, sysAddressLimit(ctx.clientAddress)], ctx.now);
  if (!taken) throw new Refusal(LOGIN_MESSAGES.throttled);
  const [user] = await db.select().from(sysUsers).where(eq(sysUsers.username, username)).limit(1);
  const passed = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !passed) throw new Refusal(SYS_LOGIN_MESSAGES.badCredentials);
  if (user.disabled) throw new Refusal(SYS_LOGIN_MESSAGES.disabled);
  await clearEvents(db, byUser.key);
  await releaseSlots(db, taken);
  const token = await createSession(db, { kind: 'sys', sysUserId: user.id }, { now: ctx.now, ttlMs: ctx.sessionTtlMs });
  return { user, token };
}

/** Who is logged in, as the console shows it: an editor's shop by name as well. */
export async function toSysUserInfo(db: Db, user: SysUser): Promise<SysUserInfo> {
  const [store] = user.storeId === null ? [] : await db.select({ name: stores.name }).from(stores).where(eq(stores.id, user.storeId)).limit(1);
  return {
    userId: String(user.id),
    username: user.username,
    nickName: user.nickName,
    role: user.role,
    storeId: user.storeId === null ? null : String(user.storeId),
    storeName: store?.name ?? null,
  };
}
