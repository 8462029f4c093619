/** Secrets handed to browsers: 256 random bits, stored only as their SHA-256. */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The public customer id (quanJuId): random, so one id says nothing about the others. */
export function newPublicId(): string {
  return randomBytes(12).toString('hex');
}
