/**
 * One-time SMS codes (docs/product-rules.md#sms-codes): six random digits, valid 5 minutes, single use.
 * Every limit counts per phone AND purpose (register, login, reset, consent, the two sides of a
 * change of mobile number): one code per 60 s and ten per Shanghai day, so a stranger who spends
 * a victim's login codes leaves their reset codes alone. A new code does not cancel the ones
 * already sent: a check tries every live code of the phone and purpose (unused, unexpired, not
 * guessed to death; at most five, given the cooldown and the lifetime), so the code the victim
 * is typing stays good.
 *
 * Wrong tries are counted per phone and purpose, not per code, so more codes never mean more
 * guesses: a wrong try counts against every live code at once, a new code starts with the count
 * of the live ones, and the fifth wrong try kills them all. Only after every code has died or
 * expired does a new one start from zero, as one code alone would. Using a code retires the other
 * live codes of its purpose. Checks and sends of one phone and purpose take one lock, so parallel
 * guesses are counted one after the other.
 *
 * Codes are stored salted and hashed; counters live in the database so every replica enforces
 * the same limits.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, gte, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import { SMS_PURPOSE, type SmsPurpose } from '@/contract/auth';
import { TRANSFER_MESSAGES } from '@/contract/orderTransfers';
import type { Db, Executor } from '../../db/client';
import { smsCodes, sysUsers } from '../../db/schema';
import type { SmsSender } from '../../providers/sms';
import { sha256Hex } from '../auth/tokens';
import { consentingCompany } from './companyConsent';
import { lockNames } from '../shared/advisoryLocks';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, startOfShanghaiDay } from '../shared/clock';
import { Refusal } from '../shared/refusal';
import { addressLimit, takeSlot } from '../shared/throttle';
import { isPhoneRegistered } from './accounts';

export const SMS_CODE_TTL_MS = 5 * MINUTE_MS;
export const SMS_COOLDOWN_MS = 60 * SECOND_MS;
/** Per phone and purpose. */
export const SMS_DAILY_LIMIT = 10;
export const SMS_MAX_WRONG_ATTEMPTS = 5;
/** Per client address, whatever the phone: stops one machine from spraying codes (and probing which phones exist). */
const SMS_PER_ADDRESS = 30;

export const SMS_MESSAGES = {
  alreadyRegistered: '该手机号已注册',
  notRegistered: '该手机号尚未注册',
  dailyLimit: '今日验证码发送次数已达上限，请明天再试',
  addressLimit: '验证码发送过于频繁，请稍后再试',
  sendFailed: '短信发送失败，请稍后再试',
  notCompany: TRANSFER_MESSAGES.notCompany,
  noCode: '验证码已失效，请重新获取',
  expired: '验证码已过期，请重新获取',
  wrong: '验证码错误',
  tooManyWrong: '验证码错误次数过多，请重新获取',
} as const;

export const cooldownMessage = (seconds: number) => `验证码发送过于频繁，请 ${seconds} 秒后再试`;

function hashCode(salt: string, phone: string, purpose: number, code: string): string {
  return sha256Hex(`${salt}:${phone}:${purpose}:${code}`);
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Sends and checks of one phone's codes of one purpose queue on this lock. */
const codesLock = (phone: string, purpose: number) => `sms:${phone}:${purpose}`;

const ofPhoneAndPurpose = (phone: string, purpose: number) => and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose));

/** Unused, unexpired and not guessed to death. */
const liveAt = (now: Date) => and(isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, now), lt(smsCodes.wrongAttempts, SMS_MAX_WRONG_ATTEMPTS));

/** `requesterId`: the customer asking, for a company's consent (type 4): the phone must be another account's, a verified company's. */
export type IssueRequest = { phone: string; purpose: SmsPurpose; clientAddress: string; now: Date; requesterId?: number | undefined };

/** Checks every sending rule, stores the code and hands it to the SMS sender. */
export async function issueSmsCode(db: Db, sms: SmsSender, { phone, purpose, clientAddress, now, requesterId }: IssueRequest): Promise<void> {
  if (!(await takeSlot(db, addressLimit('sms', clientAddress, SMS_PER_ADDRESS, HOUR_MS), now))) throw new Refusal(SMS_MESSAGES.addressLimit);

  if (purpose === SMS_PURPOSE.companyConsent) {
    // After the address slot: probing which phones are verified companies costs a slot each.
    if (requesterId === undefined || !(await consentingCompany(db, phone, requesterId))) throw new Refusal(SMS_MESSAGES.notCompany);
  } else if (purpose === SMS_PURPOSE.merchantPassword) {
    // Only to a number a merchant login keeps: never a way to send codes to anyone.
    if (!(await isMerchantLoginPhone(db, phone))) throw new Refusal(SMS_MESSAGES.notRegistered);
  } else {
    const registered = await isPhoneRegistered(db, phone);
    // A registration and a change of mobile number both need a number nobody uses yet.
    const needsFreePhone = purpose === SMS_PURPOSE.register || purpose === SMS_PURPOSE.phoneChangeNew;
    if (needsFreePhone && registered) throw new Refusal(SMS_MESSAGES.alreadyRegistered);
    if (!needsFreePhone && !registered) throw new Refusal(SMS_MESSAGES.notRegistered);
  }

  const pending = await db.transaction((tx) => storeSmsCode(tx, { phone, purpose, clientAddress, now }));
  await deliverSmsCode(db, sms, pending);
}

/** A code stored and not yet handed to the sender. */
export type PendingSmsCode = { id: number; phone: string; purpose: SmsPurpose; code: string; sentAt: Date };

/**
 * Stores a new code of the phone and purpose inside the caller's transaction, after the per-phone
 * rules (the cooldown, the daily limit), which refuse. The caller hands it to the sender after
 * its commit (`deliverSmsCode`): a code whose change rolled back is never sent.
 */
export async function storeSmsCode(
  tx: Executor,
  { phone, purpose, clientAddress, now }: { phone: string; purpose: SmsPurpose; clientAddress: string; now: Date },
): Promise<PendingSmsCode> {
  // Serialises sends and checks for one phone and purpose across connections and replicas, so
  // two requests in the same instant cannot both pass the cooldown check.
  await lockNames(tx, [codesLock(phone, purpose)]);
  const [latest] = await tx.select({ createdAt: smsCodes.createdAt }).from(smsCodes).where(ofPhoneAndPurpose(phone, purpose)).orderBy(desc(smsCodes.createdAt)).limit(1);
  if (latest) {
    const waitMs = latest.createdAt.getTime() + SMS_COOLDOWN_MS - now.getTime();
    if (waitMs > 0) throw new Refusal(cooldownMessage(Math.ceil(waitMs / SECOND_MS)));
  }
  const [today] = await tx
    .select({ n: count() })
    .from(smsCodes)
    .where(and(ofPhoneAndPurpose(phone, purpose), gte(smsCodes.createdAt, startOfShanghaiDay(now))));
  if ((today?.n ?? 0) >= SMS_DAILY_LIMIT) throw new Refusal(SMS_MESSAGES.dailyLimit);
  // The new code joins the live ones with their wrong tries: asking for codes buys no guesses.
  const [live] = await tx
    .select({ wrongAttempts: max(smsCodes.wrongAttempts) })
    .from(smsCodes)
    .where(and(ofPhoneAndPurpose(phone, purpose), liveAt(now)));

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const [row] = await tx
    .insert(smsCodes)
    .values({
      phone,
      purpose,
      salt,
      codeHash: hashCode(salt, phone, purpose, code),
      wrongAttempts: live?.wrongAttempts ?? 0,
      clientAddress,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
    })
    .returning({ id: smsCodes.id });
  if (!row) throw new Error('the SMS code was not stored');
  return { id: row.id, phone, purpose, code, sentAt: now };
}

/**
 * Hands a stored code to the sender. When the provider refuses, the code is deleted (it must not
 * count against the cooldown or the daily limit) and the refusal says the SMS was not sent.
 */
export async function deliverSmsCode(db: Db, sms: SmsSender, pending: PendingSmsCode): Promise<void> {
  try {
    await sms.send({ phone: pending.phone, code: pending.code, purpose: pending.purpose, sentAt: pending.sentAt });
  } catch (error) {
    await db.delete(smsCodes).where(eq(smsCodes.id, pending.id));
    throw new Refusal(SMS_MESSAGES.sendFailed, undefined, { cause: error });
  }
}

/** Whether a back-office login keeps this number (the only phones a type 7 code goes to). */
async function isMerchantLoginPhone(db: Db, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: sysUsers.id }).from(sysUsers).where(eq(sysUsers.phone, phone)).limit(1);
  return row !== undefined;
}

export type CodeCheck = { phone: string; purpose: SmsPurpose; code: string; now: Date };

/**
 * Consumes a live code of this phone and purpose, or refuses. Not meant to run inside a caller's
 * transaction: a wrong try must be counted even though the request is refused.
 */
export async function consumeSmsCode(db: Db, check: CodeCheck): Promise<void> {
  await claimSmsCode(db, await checkSmsCode(db, check), check.now);
}

type CheckVerdict = { id: number } | { refusal: string };

/**
 * Checks the code against every live code of the phone and purpose without using it up, or
 * refuses (a wrong try is counted, so call it outside any transaction). Answers the matching
 * code's id for claimSmsCode, which a caller runs inside the transaction the code allows, so
 * that a refusal there leaves it usable.
 */
export async function checkSmsCode(db: Db, { phone, purpose, code, now }: CodeCheck): Promise<number> {
  const verdict = await db.transaction(async (tx): Promise<CheckVerdict> => {
    await lockNames(tx, [codesLock(phone, purpose)]);
    const live = await tx
      .select({ id: smsCodes.id, salt: smsCodes.salt, codeHash: smsCodes.codeHash })
      .from(smsCodes)
      .where(and(ofPhoneAndPurpose(phone, purpose), liveAt(now)));
    if (live.length === 0) return { refusal: await whyNoLiveCode(tx, phone, purpose, now) };
    const match = live.find((row) => sameHash(row.codeHash, hashCode(row.salt, phone, purpose, code)));
    if (match) return { id: match.id };
    // One wrong try against the whole set: the live codes share one budget of guesses.
    const counted = await tx
      .update(smsCodes)
      .set({ wrongAttempts: sql`${smsCodes.wrongAttempts} + 1` })
      .where(
        inArray(
          smsCodes.id,
          live.map((row) => row.id),
        ),
      )
      .returning({ wrongAttempts: smsCodes.wrongAttempts });
    const attempts = Math.max(...counted.map((row) => row.wrongAttempts));
    return { refusal: attempts >= SMS_MAX_WRONG_ATTEMPTS ? SMS_MESSAGES.tooManyWrong : SMS_MESSAGES.wrong };
  });
  // Thrown after the commit, so the wrong try stays counted.
  if ('refusal' in verdict) throw new Refusal(verdict.refusal);
  return verdict.id;
}

/** The refusal that tells the person what became of their newest code. */
async function whyNoLiveCode(db: Executor, phone: string, purpose: number, now: Date): Promise<string> {
  const [newest] = await db.select().from(smsCodes).where(ofPhoneAndPurpose(phone, purpose)).orderBy(desc(smsCodes.createdAt), desc(smsCodes.id)).limit(1);
  if (!newest || newest.consumedAt) return SMS_MESSAGES.noCode;
  if (newest.wrongAttempts >= SMS_MAX_WRONG_ATTEMPTS) return SMS_MESSAGES.tooManyWrong;
  if (newest.expiresAt.getTime() <= now.getTime()) return SMS_MESSAGES.expired;
  return SMS_MESSAGES.noCode;
}

/**
 * Uses up a code checkSmsCode accepted (in the caller's transaction, if any) and retires the other
 * live codes of its phone and purpose; refuses when another request used it first.
 */
export async function claimSmsCode(db: Executor, id: number, now: Date): Promise<void> {
  // Conditional, so two requests racing with the same code cannot both use it.
  const [used] = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt), lt(smsCodes.wrongAttempts, SMS_MAX_WRONG_ATTEMPTS)))
    .returning({ phone: smsCodes.phone, purpose: smsCodes.purpose });
  if (!used) throw new Refusal(SMS_MESSAGES.noCode);
  await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(ofPhoneAndPurpose(used.phone, used.purpose), isNull(smsCodes.consumedAt)));
}

/** Keeps two days: the daily limit looks back to the start of today. */
export async function purgeOldSmsCodes(db: Db, now: Date): Promise<void> {
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, new Date(now.getTime() - 2 * DAY_MS)));
}
