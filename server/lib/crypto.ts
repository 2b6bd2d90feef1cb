import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for links and cookies: 256 bits, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak live sessions. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
