/**
 * Sending SMS. A real provider (Aliyun, Tencent Cloud …) plugs in behind SmsSender; the embedded
 * default is a sandbox that sends nothing, logs the code and keeps an outbox row that the
 * /dev/sms/latest route reads, so a developer or an end-to-end test can finish a registration.
 */
import { desc, eq, lt } from 'drizzle-orm';
import type { SmsPurpose } from '@/contract/auth';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import { DAY_MS } from '../domain/shared/clock';
import type { Logger } from '../log';

export type SmsMessage = { phone: string; code: string; purpose: SmsPurpose; sentAt: Date };

export interface SmsSender {
  /** Resolves once the provider accepted the message; rejects when it did not. */
  send(message: SmsMessage): Promise<void>;
}

export function sandboxSmsSender(db: Db, log: Logger): SmsSender {
  return {
    async send({ phone, code, purpose, sentAt }) {
      log.info(`[sms] ${phone} ${code}`);
      await db.insert(smsOutbox).values({ phone, code, purpose, sentAt });
    },
  };
}

export type OutboxEntry = { phone: string; code: string; purpose: number; sentAt: Date };

export async function latestOutboxEntry(db: Db, phone: string): Promise<OutboxEntry | null> {
  const [row] = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
    .limit(1);
  return row ?? null;
}

export async function purgeOldOutbox(db: Db, now: Date): Promise<void> {
  await db.delete(smsOutbox).where(lt(smsOutbox.sentAt, new Date(now.getTime() - 7 * DAY_MS)));
}
