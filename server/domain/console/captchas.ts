/**
 * Back-office login captchas: stored in the database (any replica can check them), valid two
 * minutes, and spent by the first attempt, right or wrong, so one image allows one guess.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { CaptchaChallenge } from '@/contract/auth';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import type { CaptchaMaker } from '../../providers/captcha';
import { HOUR_MS, MINUTE_MS } from '../shared/clock';
import { MESSAGES, Refusal } from '../shared/refusal';
import { addressLimit, takeSlot } from '../shared/throttle';

export const CAPTCHA_TTL_MS = 2 * MINUTE_MS;
/** Images are cheap to ask for but each is a row: bound what one address can create. */
const CAPTCHAS_PER_MINUTE = 30;

export const CAPTCHA_MESSAGES = { wrong: '验证码错误', expired: '验证码已失效' } as const;

export async function createCaptcha(db: Db, maker: CaptchaMaker, { now, clientAddress }: { now: Date; clientAddress: string }): Promise<CaptchaChallenge> {
  if (!(await takeSlot(db, addressLimit('captcha', clientAddress, CAPTCHAS_PER_MINUTE, MINUTE_MS), now))) {
    throw new Refusal(MESSAGES.tooManyRequests);
  }
  const { text, svg } = maker.make();
  const uuid = randomUUID();
  await db.insert(captchas).values({
    uuid,
    answer: text,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  return { uuid, img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Spends the captcha and refuses unless the answer matches (case-insensitive) in time. */
export async function checkCaptcha(db: Db, { uuid, answer, now }: { uuid: string; answer: string; now: Date }): Promise<void> {
  const [spent] = await db
    .update(captchas)
    .set({ consumedAt: now })
    .where(and(eq(captchas.uuid, uuid), isNull(captchas.consumedAt)))
    .returning({ answer: captchas.answer, expiresAt: captchas.expiresAt });
  if (!spent || spent.expiresAt.getTime() <= now.getTime()) throw new Refusal(CAPTCHA_MESSAGES.expired);
  if (spent.answer.toLowerCase() !== answer.trim().toLowerCase()) throw new Refusal(CAPTCHA_MESSAGES.wrong);
}

/** For GET /dev/captcha/latest only: the answer of an unspent captcha. */
export async function peekCaptchaAnswer(db: Db, uuid: string): Promise<string | null> {
  const [row] = await db.select({ answer: captchas.answer }).from(captchas).where(eq(captchas.uuid, uuid)).limit(1);
  return row?.answer ?? null;
}

export async function purgeOldCaptchas(db: Db, now: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - HOUR_MS)));
}
