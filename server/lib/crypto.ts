import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** An unguessable token for links and cookies: 256 bits, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak live sessions. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A key for one purpose derived from a secret, so one secret can serve several purposes safely. */
function derivedKey(secret: Uint8Array, purpose: string): Buffer {
  return createHash('sha256').update(secret).update('\0').update(purpose).digest();
}

/** Encrypts and authenticates `plain` (AES-256-GCM) for `purpose`; the result is URL-safe text. */
export function seal(secret: Uint8Array, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The text `seal` sealed, or undefined when it was not sealed with this secret and purpose. */
export function unseal(secret: Uint8Array, purpose: string, sealed: string): string | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', derivedKey(secret, purpose), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
