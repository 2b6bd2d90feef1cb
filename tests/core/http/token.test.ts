import { describe, expect, it } from 'vitest';
import { decodeAccessToken, isExpired } from '@core/http/token';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: Record<string, unknown>) => `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const VALID = { sub: 'user-1', role_id: 3, exp: NOW / 1000 + 600 };

describe('the access token as the device reads it (docs/product.md §3)', () => {
  it('keeps the claims the app uses, and the e-mail only when it is text', () => {
    expect(decodeAccessToken(token({ ...VALID, email: 'client@example.com', extra: true }))).toEqual({
      ...VALID,
      email: 'client@example.com',
    });
    expect(decodeAccessToken(token({ ...VALID, email: 42 }))).toEqual(VALID);
  });

  it('a token missing any claim the app relies on, or of the wrong type, is no token', () => {
    for (const claims of [
      { ...VALID, sub: undefined },
      { ...VALID, sub: 7 },
      { ...VALID, exp: undefined },
      { ...VALID, exp: '1795000000' },
      { ...VALID, role_id: undefined },
      { ...VALID, role_id: '3' },
    ]) {
      expect(decodeAccessToken(token(claims))).toBeUndefined();
    }
  });

  it('text that is not a token is no token, without throwing', () => {
    expect(decodeAccessToken('not a token')).toBeUndefined();
    expect(decodeAccessToken(`${part({ alg: 'HS256' })}.not-json.signature`)).toBeUndefined();
  });

  it('is expired from 20 seconds before its end (it would likely die in flight), and when unreadable', () => {
    const endsAt = (seconds: number) => token({ ...VALID, exp: NOW / 1000 + seconds });
    expect(isExpired(endsAt(21), NOW)).toBe(false);
    expect(isExpired(endsAt(20), NOW)).toBe(true);
    expect(isExpired(endsAt(-1), NOW)).toBe(true);
    expect(isExpired(endsAt(61), NOW, 60)).toBe(false);
    expect(isExpired(endsAt(60), NOW, 60)).toBe(true);
    expect(isExpired('not a token', NOW)).toBe(true);
  });
});
