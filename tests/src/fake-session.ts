import type { RoleId } from '@core/auth-constants';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A JWT-shaped token for the browser's bookkeeping; the browser never checks signatures. */
export function fakeToken({ sub = '0190a1b2-0000-7000-8000-0000000000aa', roleId = 1, expiresInSeconds = 900 } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub, role_id: roleId, email: 'someone@test.lv', iat: now, exp: now + expiresInSeconds })}.signature`;
}

/** Stores a session exactly as a sign-in would (docs/product.md §3 keys). */
export function storeSession(roleId: RoleId, expiresInSeconds = 900): string {
  const token = fakeToken({ roleId, expiresInSeconds });
  window.localStorage.setItem('access_token', token);
  window.localStorage.setItem('role_id', String(roleId));
  window.localStorage.setItem('email', 'someone@test.lv');
  return token;
}
