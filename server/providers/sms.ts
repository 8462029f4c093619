/**
 * Sending SMS. A real provider (Aliyun, Tencent Cloud …) plugs in behind SmsSender; the embedded
 * default is a sandbox that sends nothing, logs the code and keeps an outbox row that the
 * /dev/sms/latest route reads, so a developer or an end-to-end test can finish a registration.
 * Besides codes the platform sends notices (a shop application's result): words without a code.
 */
import { and, desc, eq, lt, ne } from 'drizzle-orm';
import type { SmsPurpose } from '@/contract/auth';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import { DAY_MS } from '../domain/shared/clock';
import type { Logger } from '../runtime/log';

export type SmsMessage = { phone: string; code: string; purpose: SmsPurpose; sentAt: Date };

/** A message without a code (a real provider sends it through a notice template). */
export type SmsNotice = { phone: string; text: string; sentAt: Date };

/** The outbox's purpose for a notice: codes have 1–8. */
export const SMS_NOTICE_PURPOSE = 0;

export interface SmsSender {
  /** Resolves once the provider accepted the message; rejects when it did not. */
  send(message: SmsMessage): Promise<void>;
  /** The same for a notice. */
  notify(notice: SmsNotice): Promise<void>;
}

export function sandboxSmsSender(db: Db, log: Logger): SmsSender {
  return {
    async send({ phone, code, purpose, sentAt }) {
      log.info(`[sms] ${phone} ${code}`);
      await db.insert(smsOutbox).values({ phone, code, purpose, sentAt });
    },
    async notify({ phone, text, sentAt }) {
      log.info(`[sms] ${phone} ${text}`);
      await db.insert(smsOutbox).values({ phone, code: '', purpose: SMS_NOTICE_PURPOSE, text, sentAt });
    },
  };
}

export type OutboxEntry = { phone: string; code: string; purpose: number; text: string; sentAt: Date };

/** The newest code (`kind` code) or notice sent to the phone. */
export async function latestOutboxEntry(db: Db, phone: string, kind: 'code' | 'notice' = 'code'): Promise<OutboxEntry | null> {
  const ofKind = kind === 'code' ? ne(smsOutbox.purpose, SMS_NOTICE_PURPOSE) : eq(smsOutbox.purpose, SMS_NOTICE_PURPOSE);
  const [row] = await db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phone, phone), ofKind))
    .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
    .limit(1);
  return row ?? null;
}

export async function purgeOldOutbox(db: Db, now: Date): Promise<void> {
  await db.delete(smsOutbox).where(lt(smsOutbox.sentAt, new Date(now.getTime() - 7 * DAY_MS)));
}
