/**
 * The readable session marker: a short SHA-256 fingerprint of the session token. Page scripts
 * can compare markers to notice a new login, but cannot recover the token from one.
 */
export async function sessionMarker(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest).slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
