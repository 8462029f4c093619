/**
 * A notification's `resource`, encrypted with the API v3 key (AEAD_AES_256_GCM): the nonce as the
 * IV, `associated_data` as the AAD, and the ciphertext in base64 with the 16-byte tag at its end.
 * A resource that does not decrypt under our key (another key, a changed byte) answers null.
 */
import { createDecipheriv } from 'node:crypto';

const TAG_BYTES = 16;

export type EncryptedResource = { algorithm: string; ciphertext: string; associated_data?: string; nonce: string };

export function isEncryptedResource(value: unknown): value is EncryptedResource {
  if (typeof value !== 'object' || value === null) return false;
  const resource = value as Record<string, unknown>;
  return (
    typeof resource.algorithm === 'string' &&
    typeof resource.ciphertext === 'string' &&
    typeof resource.nonce === 'string' &&
    (resource.associated_data === undefined || typeof resource.associated_data === 'string')
  );
}

export function decryptResource(resource: EncryptedResource, apiV3Key: string): string | null {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') return null;
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length <= TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
