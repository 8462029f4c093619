/**
 * Changing the account's mobile number (its login name) from /accountSafe: one SMS code to the
 * current number (purpose 5: the owner still holds it) and one to the new number (purpose 6: the
 * owner holds that one too, and nobody uses it yet). Each code obeys the SMS rules of every code
 * (60 s, 10 a day per phone and purpose, 5 wrong tries, 30 sends an hour per address). The
 * sessions stay (the password did not change); a 消息 records the change.
 */
import { and, eq } from 'drizzle-orm';
import { SMS_PURPOSE } from '@/contract/auth';
import type { ChangePhoneBody, PhoneChangeCodeBody, PhoneChanged } from '@/contract/accountSafety';
import { maskedPhone } from '@/contract/format';
import { SITE } from '@/contract/site';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import type { SmsSender } from '../../providers/sms';
import { isPhoneRegistered, type CustomerAccount } from './accounts';
import { checkSmsCode, claimSmsCode, issueSmsCode, SMS_MESSAGES } from './smsCodes';
import { notifyCustomer } from '../notifications/notify';
import { Refusal } from '../shared/refusal';

export const PHONE_MESSAGES = {
  samePhone: '新手机号不能与当前手机号相同',
  taken: SMS_MESSAGES.alreadyRegistered,
  changedMeanwhile: '手机号已变更，请刷新页面后重试',
} as const;

export const PHONE_CHANGED_TITLE = '登录手机号已更换';

export type PhoneChangeContext = { now: Date; clientAddress: string };

/** Sends the code of one side: the account's own number, or the new one (which must be free). */
export async function sendPhoneChangeCode(db: Db, sms: SmsSender, customer: CustomerAccount, body: PhoneChangeCodeBody, { now, clientAddress }: PhoneChangeContext): Promise<void> {
  if (body.step === 'old') {
    await issueSmsCode(db, sms, { phone: customer.phone, purpose: SMS_PURPOSE.phoneChangeOld, clientAddress, now, requesterId: customer.id });
    return;
  }
  if (body.phone === customer.phone) throw new Refusal(PHONE_MESSAGES.samePhone);
  await issueSmsCode(db, sms, { phone: body.phone, purpose: SMS_PURPOSE.phoneChangeNew, clientAddress, now, requesterId: customer.id });
}

/** PostgreSQL's unique_violation, wherever the driver wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Moves the account to the new number. Both codes are checked first (a wrong one is counted even
 * though the request is refused) and used up in the transaction that changes the number, so a
 * refusal there leaves them usable. The unique phone index settles a race with a registration of
 * the same number: whoever commits second is refused.
 */
export async function changePhone(db: Db, customer: CustomerAccount, { oldCode, phone, code }: ChangePhoneBody, { now }: PhoneChangeContext): Promise<PhoneChanged> {
  if (phone === customer.phone) throw new Refusal(PHONE_MESSAGES.samePhone);
  if (await isPhoneRegistered(db, phone)) throw new Refusal(PHONE_MESSAGES.taken);
  const oldCodeId = await checkSmsCode(db, { phone: customer.phone, purpose: SMS_PURPOSE.phoneChangeOld, code: oldCode, now });
  const newCodeId = await checkSmsCode(db, { phone, purpose: SMS_PURPOSE.phoneChangeNew, code, now });
  try {
    await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(customers)
        .set({ phone, updatedAt: now })
        .where(and(eq(customers.id, customer.id), eq(customers.phone, customer.phone)))
        .returning({ id: customers.id });
      if (!moved) throw new Refusal(PHONE_MESSAGES.changedMeanwhile);
      await claimSmsCode(tx, oldCodeId, now);
      await claimSmsCode(tx, newCodeId, now);
      await notifyCustomer(
        tx,
        {
          customerId: customer.id,
          title: PHONE_CHANGED_TITLE,
          content: `您的登录手机号已由 ${maskedPhone(customer.phone)} 更换为 ${maskedPhone(phone)}，今后请使用新手机号登录。如非本人操作，请立即联系客服 ${SITE.hotline}。`,
        },
        now,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal(PHONE_MESSAGES.taken);
    throw error;
  }
  return { mobile: phone };
}
