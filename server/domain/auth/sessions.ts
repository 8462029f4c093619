/**
 * Logins as database rows, so any replica can check any token and logout is immediate. The row
 * holds the token's SHA-256, never the token. Expiry slides: an active session lives on, but the
 * row is rewritten at most once an hour, not on every call. It slides only up to an absolute
 * lifetime counted from the login, so a stolen token kept busy still dies: 30 days for customers,
 * 7 days for the back office (its sessions open every shop's orders and money, and its staff log
 * in on working days anyway).
 */
import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import { DAY_MS, HOUR_MS } from '../shared/clock';
import { newToken, sha256Hex } from './tokens';

export type SessionOwner = { kind: 'customer'; customerId: number } | { kind: 'sys'; sysUserId: number };

export type SessionPolicy = { now: Date; ttlMs: number };

/** Where a login came from, kept on the session for its owner's device list (/accountSafe). */
export type SessionDevice = { userAgent: string | null; clientAddress: string | null };

/** A User-Agent longer than this is cut: it is shown, never trusted. */
const USER_AGENT_MAX = 512;

const SLIDE_EVERY_MS = HOUR_MS;

export const SESSION_MAX_AGE_MS: Record<SessionOwner['kind'], number> = { customer: 30 * DAY_MS, sys: 7 * DAY_MS };

/** The sliding expiry, never past the absolute end of a session created at `createdAt`. */
function expiryAt(kind: SessionOwner['kind'], createdAt: Date, now: Date, ttlMs: number): Date {
  return new Date(Math.min(now.getTime() + ttlMs, createdAt.getTime() + SESSION_MAX_AGE_MS[kind]));
}

/** Starts a session and returns the raw token (the only time it exists outside the browser). */
export async function createSession(db: Db, owner: SessionOwner, { now, ttlMs }: SessionPolicy, device?: SessionDevice): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userAgent: device?.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    clientAddress: device?.clientAddress ?? null,
    tokenHash: sha256Hex(token),
    kind: owner.kind,
    customerId: owner.kind === 'customer' ? owner.customerId : null,
    sysUserId: owner.kind === 'sys' ? owner.sysUserId : null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: expiryAt(owner.kind, now, now, ttlMs),
  });
  return token;
}

/**
 * The owner of a live session of the given kind, or null when the token is unknown, expired or
 * of the other kind (a customer token opens nothing in the back office).
 */
export async function findSession(db: Db, token: string, kind: SessionOwner['kind'], { now, ttlMs }: SessionPolicy): Promise<SessionOwner | null> {
  const tokenHash = sha256Hex(token);
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  if (!row || row.kind !== kind) return null;
  // The absolute end is checked on its own too: rows written before it existed carry a later expiry.
  if (row.expiresAt.getTime() <= now.getTime() || now.getTime() - row.createdAt.getTime() >= SESSION_MAX_AGE_MS[row.kind]) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= SLIDE_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: expiryAt(row.kind, row.createdAt, now, ttlMs) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  if (row.kind === 'customer' && row.customerId !== null) return { kind: 'customer', customerId: row.customerId };
  if (row.kind === 'sys' && row.sysUserId !== null) return { kind: 'sys', sysUserId: row.sysUserId };
  return null;
}

/** Ends the session of that token if it is of the given kind: a customer logout never ends a back-office session, nor the other way round. */
export async function deleteSession(db: Db, token: string, kind: SessionOwner['kind']): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.tokenHash, sha256Hex(token)), eq(sessions.kind, kind)));
}

/** After a password reset (which has no session) every device must log in again. */
export async function deleteCustomerSessions(db: Executor, customerId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.customerId, customerId));
}

/**
 * After a password change every other device must log in again; the one that changed it stays.
 * Also "sign out all others" of /accountSafe. Answers how many sessions ended.
 */
export async function deleteOtherCustomerSessions(db: Executor, customerId: number, keepTokenHash: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.customerId, customerId), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

export async function purgeExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
