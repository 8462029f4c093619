/**
 * Password hashing with argon2id (memory-hard, no 72-byte truncation unlike bcrypt). The
 * library's defaults are argon2id, 19 MiB, 2 passes, 1 lane: OWASP's recommended minimum.
 */
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a crash.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Burns the same time as a real check when the account does not exist, so the answer time does
 * not tell an attacker which phone numbers are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
