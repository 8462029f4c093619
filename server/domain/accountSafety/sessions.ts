/**
 * The devices a customer is signed in on (/accountSafe): their live sessions, the browser and
 * system read from the User-Agent of the login, the address, when last seen. A session is named
 * by its random public id, never by its token (which the browser never sees), and every call
 * looks only at the sessions of the customer who asks, so another customer's id names nothing.
 */
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { SignedInSession } from '@/contract/accountSafety';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { SESSION_MAX_AGE_MS, deleteOtherCustomerSessions } from '../auth/sessions';
import { formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';
import { describeUserAgent } from './userAgents';

export const DEVICE_MESSAGES = {
  currentDevice: '当前设备请使用页面顶部的“退出”退出登录',
} as const;

/** Whose session asks: the customer and the hash of the request's token (当前设备). */
export type SessionOfRequest = { customerId: number; tokenHash: string };

const liveSessionsOf = (customerId: number, now: Date) =>
  and(
    eq(sessions.kind, 'customer'),
    eq(sessions.customerId, customerId),
    gt(sessions.expiresAt, now),
    gt(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS.customer)),
  );

/** The customer's live sessions: the current one first, then the most recently seen. */
export async function listSignedInSessions(db: Db, asker: SessionOfRequest, now: Date): Promise<SignedInSession[]> {
  const rows = await db
    .select({
      publicId: sessions.publicId,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      clientAddress: sessions.clientAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(liveSessionsOf(asker.customerId, now))
    .orderBy(sql`${sessions.tokenHash} = ${asker.tokenHash} desc`, desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    sessionId: row.publicId,
    ...describeUserAgent(row.userAgent),
    clientAddress: row.clientAddress,
    signedInAt: formatShanghai(row.createdAt),
    lastSeenAt: formatShanghai(row.lastSeenAt),
    current: row.tokenHash === asker.tokenHash,
  }));
}

/**
 * Ends one other session of the asking customer. Another customer's session, an unknown id and
 * an ended session all answer 404 alike; the current one is refused (the top bar's 退出 ends it
 * and clears the cookie, which this call could not).
 */
export async function signOutSession(db: Db, asker: SessionOfRequest, sessionId: string): Promise<void> {
  const [target] = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.publicId, sessionId), eq(sessions.kind, 'customer'), eq(sessions.customerId, asker.customerId)))
    .limit(1);
  if (!target) throw notFound();
  if (target.tokenHash === asker.tokenHash) throw new Refusal(DEVICE_MESSAGES.currentDevice);
  await db.delete(sessions).where(and(eq(sessions.publicId, sessionId), eq(sessions.customerId, asker.customerId), ne(sessions.tokenHash, asker.tokenHash)));
}

/** Ends every session of the asking customer but the current one; answers how many ended. */
export async function signOutOtherSessions(db: Db, asker: SessionOfRequest): Promise<number> {
  return deleteOtherCustomerSessions(db, asker.customerId, asker.tokenHash);
}
