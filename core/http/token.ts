import { jwtDecode } from 'jwt-decode';

export interface AccessTokenClaims {
  sub: string;
  role_id: number;
  email?: string;
  /** Seconds since the epoch (docs/product.md §3). */
  exp: number;
}

export function decodeAccessToken(token: string): AccessTokenClaims | undefined {
  try {
    const claims = jwtDecode<Partial<AccessTokenClaims>>(token);
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || typeof claims.role_id !== 'number') return undefined;
    return {
      sub: claims.sub,
      role_id: claims.role_id,
      exp: claims.exp,
      ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
    };
  } catch {
    return undefined;
  }
}

/**
 * Expired, or about to be: a token with under `marginSeconds` left would likely die in flight,
 * so it is refreshed first (docs/product.md §4: the expired state attempts one refresh).
 */
export function isExpired(token: string, nowMs: number, marginSeconds = 20): boolean {
  const claims = decodeAccessToken(token);
  return !claims || claims.exp * 1000 <= nowMs + marginSeconds * 1000;
}
