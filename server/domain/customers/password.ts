/**
 * Changing the password from /accountSafe. The old password is required, whoever holds the
 * session: a session left open on a shared computer must not be enough to lock the owner out.
 * Guessing it is throttled like a login (5 tries per account, 30 per client address in 15
 * minutes; the slot is taken before the check, a right password gives it back), and the change
 * signs out every other device in the same transaction, with a 消息 saying so.
 */
import type { ChangePasswordBody, PasswordChanged } from '@/contract/accountSafety';
import { SITE } from '@/contract/site';
import type { Db } from '../../db/client';
import { deleteOtherCustomerSessions } from '../auth/sessions';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { CustomerAccount } from './accounts';
import { setCustomerPassword } from './accounts';
import { notifyCustomer } from '../notifications/notify';
import { formatShanghai, MINUTE_MS } from '../shared/clock';
import { Refusal } from '../shared/refusal';
import { addressLimit, clearEvents, releaseSlots, takeSlots, type Limit } from '../shared/throttle';
import type { SessionOfRequest } from '../accountSafety/sessions';

export const PASSWORD_MESSAGES = {
  wrongOld: '原密码错误',
  throttled: '原密码错误次数过多，请 15 分钟后再试',
  sameAsOld: '新密码不能与原密码相同',
} as const;

export const PASSWORD_CHANGED_TITLE = '登录密码已修改';

const WINDOW_MS = 15 * MINUTE_MS;
const accountLimit = (customerId: number): Limit => ({ key: `password-change:customer:${customerId}`, max: 5, windowMs: WINDOW_MS });
const clientLimit = (address: string) => addressLimit('password-change', address, 30, WINDOW_MS);

export type PasswordChangeContext = { now: Date; clientAddress: string };

export async function changePassword(
  db: Db,
  customer: CustomerAccount,
  asker: SessionOfRequest,
  { oldPassWord, passWord }: ChangePasswordBody,
  { now, clientAddress }: PasswordChangeContext,
): Promise<PasswordChanged> {
  const byAccount = accountLimit(customer.id);
  const taken = await takeSlots(db, [byAccount, clientLimit(clientAddress)], now);
  if (!taken) throw new Refusal(PASSWORD_MESSAGES.throttled);
  if (!(await verifyPassword(customer.passwordHash, oldPassWord))) throw new Refusal(PASSWORD_MESSAGES.wrongOld);
  await clearEvents(db, byAccount.key);
  await releaseSlots(db, taken);
  if (oldPassWord === passWord) throw new Refusal(PASSWORD_MESSAGES.sameAsOld);

  const passwordHash = await hashPassword(passWord);
  const signedOut = await db.transaction(async (tx) => {
    await setCustomerPassword(tx, customer.id, passwordHash, now);
    const ended = await deleteOtherCustomerSessions(tx, customer.id, asker.tokenHash);
    await notifyCustomer(
      tx,
      {
        customerId: customer.id,
        title: PASSWORD_CHANGED_TITLE,
        content: `您的登录密码已于 ${formatShanghai(now)} 修改${ended > 0 ? `，其他 ${ended} 台设备已退出登录` : ''}。如非本人操作，请立即通过“找回密码”重置密码，并联系客服 ${SITE.hotline}。`,
      },
      now,
    );
    return ended;
  });
  return { signedOut };
}
