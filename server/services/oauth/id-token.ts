import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { Env } from '../../env';
import { sha256Hex } from '../../lib/crypto';
import { ApiError } from '../../lib/api-error';
import type { ExternalIdentity } from './types';

export type IdTokenProvider = 'google' | 'microsoft' | 'apple';

// Microsoft personal accounts (outlook.com, live.com) live in this tenant; their addresses are verified.
const MICROSOFT_CONSUMER_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

const notConfigured = (provider: string, setting: string) =>
  new ApiError(400, 'provider_not_configured', `Sign-in with ${provider} is not configured on this server (${setting} is not set).`);

const rejected = (provider: string, reason: string) =>
  new ApiError(401, 'provider_token_invalid', `The ${provider} sign-in could not be verified: ${reason}.`);

function describe(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'the token has expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `the token's ${error.claim} claim is wrong`;
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'the signature does not match';
  if (error instanceof joseErrors.JWKSNoMatchingKey) return 'it was not signed by the provider';
  if (error instanceof joseErrors.JOSEError) return 'the token is malformed';
  return 'the provider could not be reached';
}

const truthy = (value: unknown) => value === true || value === 'true';

/**
 * Verifies Google, Microsoft and Apple ID tokens against the provider's published keys: signature,
 * issuer, audience (our client id), expiry, and the nonce the browser committed to. One JWKS
 * cache per provider lives as long as the app.
 */
export class IdTokenVerifier {
  private readonly keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  constructor(private readonly env: Env) {}

  private keys(url: string) {
    let set = this.keySets.get(url);
    if (!set) {
      set = createRemoteJWKSet(new URL(url), { timeoutDuration: 10_000, cooldownDuration: 30_000 });
      this.keySets.set(url, set);
    }
    return set;
  }

  private settings(provider: IdTokenProvider) {
    const e = this.env;
    switch (provider) {
      case 'google':
        return {
          name: 'Google',
          setting: 'GOOGLE_CLIENT_ID',
          clientId: e.GOOGLE_CLIENT_ID,
          issuer: e.GOOGLE_ISSUER,
          jwks: e.GOOGLE_JWKS_URL,
        };
      case 'microsoft':
        return {
          name: 'Microsoft',
          setting: 'MICROSOFT_CLIENT_ID',
          clientId: e.MICROSOFT_CLIENT_ID,
          issuer: e.MICROSOFT_ISSUER,
          jwks: e.MICROSOFT_JWKS_URL,
        };
      case 'apple':
        return { name: 'Apple', setting: 'APPLE_CLIENT_ID', clientId: e.APPLE_CLIENT_ID, issuer: e.APPLE_ISSUER, jwks: e.APPLE_JWKS_URL };
    }
  }

  async verify(provider: IdTokenProvider, idToken: string, nonce: string): Promise<ExternalIdentity> {
    const config = this.settings(provider);
    if (!config.clientId) throw notConfigured(config.name, config.setting);
    let payload: JWTPayload;
    try {
      // Microsoft's common authority issues per-tenant issuers; the tenant is checked below.
      const issuer = provider === 'microsoft' ? undefined : config.issuer;
      ({ payload } = await jwtVerify(idToken, this.keys(config.jwks), {
        audience: config.clientId,
        ...(issuer ? { issuer } : {}),
        algorithms: ['RS256', 'ES256'],
        clockTolerance: 60,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      throw rejected(config.name, describe(error));
    }
    if (provider === 'microsoft') {
      const tid = typeof payload.tid === 'string' ? payload.tid : '';
      if (!tid || payload.iss !== config.issuer.replace('{tenantid}', tid)) throw rejected(config.name, "the token's iss claim is wrong");
    }
    if (payload.nonce !== sha256Hex(nonce)) throw rejected(config.name, 'the nonce does not match this sign-in');

    const email =
      typeof payload.email === 'string'
        ? payload.email
        : typeof payload.preferred_username === 'string' && provider === 'microsoft'
          ? payload.preferred_username
          : null;
    let emailVerified = truthy(payload.email_verified);
    if (provider === 'microsoft') {
      // Microsoft's e-mail claims are not verified by default (the "nOAuth" problem): trust them only
      // for personal accounts or when the tenant proved it owns the domain (xms_edov).
      emailVerified = payload.tid === MICROSOFT_CONSUMER_TENANT || truthy(payload.xms_edov);
    }
    const name = typeof payload.name === 'string' ? payload.name : null;
    return {
      provider,
      subject: String(payload.sub),
      email: email?.toLowerCase() ?? null,
      emailVerified: Boolean(email) && emailVerified,
      name,
    };
  }
}
