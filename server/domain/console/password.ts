/**
 * A merchant login sets its password with an SMS code (type 7) sent to the phone on file: the
 * first password of a login opened by an approved application, or a forgotten one. Both calls are
 * public, so neither tells whether a login exists: asking for a code answers the same whatever the
 * username (the code goes out only to an enabled merchant login with a phone), and a wrong
 * username, a wrong, used or expired code are one refusal. Both are throttled per client address
 * and per username; the code's own limits (one a minute, ten a day, five wrong tries) apply too.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { SMS_PURPOSE } from '@/contract/auth';
import { CONSOLE_USER_MESSAGES } from '@/contract/consoleUsers';
import type { Db } from '../../db/client';
import { sessions, sysUsers } from '../../db/schema';
import type { Logger } from '../../runtime/log';
import type { SmsSender } from '../../providers/sms';
import { hashPassword } from '../auth/passwords';
import { checkSmsCode, claimSmsCode, issueSmsCode } from '../customers/smsCodes';
import { HOUR_MS, MINUTE_MS } from '../shared/clock';
import { Refusal } from '../shared/refusal';
import { addressLimit, takeSlots, type Limit } from '../shared/throttle';
import { recordAudit } from '../staff/audit';

export type PasswordContext = { now: Date; clientAddress: string };

const CODES_PER_ADDRESS_HOUR = 10;
const CODES_PER_USERNAME_HOUR = 5;
const SETS_PER_ADDRESS = 20;
const SETS_PER_USERNAME = 10;
const SET_WINDOW_MS = 15 * MINUTE_MS;

const usernameLimit = (kind: string, username: string, max: number, windowMs: number): Limit => ({ key: `sys-password-${kind}:user:${username.toLowerCase()}`, max, windowMs });

/** The enabled merchant login of that name with a phone, or null. */
async function merchantLogin(db: Db, username: string) {
  const [user] = await db
    .select()
    .from(sysUsers)
    .where(and(eq(sysUsers.username, username), eq(sysUsers.role, 'editor'), eq(sysUsers.disabled, false), isNotNull(sysUsers.phone)))
    .limit(1);
  return user?.phone ? { ...user, phone: user.phone } : null;
}

/** `POST /auth/api/sys/password/code`. */
export async function sendMerchantPasswordCode(db: Db, sms: SmsSender, log: Logger, username: string, ctx: PasswordContext): Promise<void> {
  const limits = [addressLimit('sys-password-code', ctx.clientAddress, CODES_PER_ADDRESS_HOUR, HOUR_MS), usernameLimit('code', username, CODES_PER_USERNAME_HOUR, HOUR_MS)];
  if (!(await takeSlots(db, limits, ctx.now))) throw new Refusal(CONSOLE_USER_MESSAGES.codeThrottled);
  const user = await merchantLogin(db, username);
  if (!user) return;
  try {
    await issueSmsCode(db, sms, { phone: user.phone, purpose: SMS_PURPOSE.merchantPassword, clientAddress: ctx.clientAddress, now: ctx.now });
  } catch (error) {
    // The cooldown and the daily limit are said to nobody: they would tell that the login exists.
    if (!(error instanceof Refusal)) throw error;
    log.info(`[sms] no password code for back-office user ${user.id}: ${error.message}`);
  }
}

/** `POST /auth/api/sys/password/set`: the new password, and every session of the login ends. */
export async function setMerchantPassword(db: Db, input: { username: string; code: string; password: string }, ctx: PasswordContext): Promise<void> {
  const limits = [addressLimit('sys-password-set', ctx.clientAddress, SETS_PER_ADDRESS, SET_WINDOW_MS), usernameLimit('set', input.username, SETS_PER_USERNAME, SET_WINDOW_MS)];
  if (!(await takeSlots(db, limits, ctx.now))) throw new Refusal(CONSOLE_USER_MESSAGES.codeThrottled);
  const user = await merchantLogin(db, input.username);
  if (!user) throw new Refusal(CONSOLE_USER_MESSAGES.codeRefused);
  const codeId = await asCodeRefusal(() => checkSmsCode(db, { phone: user.phone, purpose: SMS_PURPOSE.merchantPassword, code: input.code, now: ctx.now }));
  const passwordHash = await hashPassword(input.password);
  await asCodeRefusal(() =>
    db.transaction(async (tx) => {
      await claimSmsCode(tx, codeId, ctx.now);
      await tx.update(sysUsers).set({ passwordHash }).where(eq(sysUsers.id, user.id));
      await tx.delete(sessions).where(eq(sessions.sysUserId, user.id));
      await recordAudit(tx, user, { action: 'user.setPassword', targetType: 'sys_user', targetId: user.id, summary: `${user.username} 通过短信验证码设置了登录密码` }, ctx.now);
    }),
  );
}

/** Every refusal of the code (unknown, wrong, used, expired, guessed to death) says the same. */
async function asCodeRefusal<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof Refusal) throw new Refusal(CONSOLE_USER_MESSAGES.codeRefused);
    throw error;
  }
}
