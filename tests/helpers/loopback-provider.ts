import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload, type CryptoKey } from 'jose';

export interface CodeGrant {
  accessToken: string;
  /** GitHub: /user and /user/emails; LinkedIn: /userinfo. */
  github?: { user: { id: number; login: string; name: string | null }; emails: { email: string; primary: boolean; verified: boolean }[] };
  linkedin?: { sub: string; email?: string; email_verified?: boolean; name?: string };
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * An identity provider on 127.0.0.1 speaking the documented endpoints the server calls: a JWKS
 * for ID tokens (Google, Microsoft, Apple), GitHub's token, user and e-mail endpoints, and
 * LinkedIn's token and OpenID userinfo endpoints. Tokens are signed with real RSA keys.
 */
export class LoopbackProvider {
  readonly codes = new Map<string, CodeGrant>();
  /** Access tokens handed out in exchange for codes. */
  private readonly issued = new Map<string, CodeGrant>();
  /** Every request the server made, for assertions on what it sent. */
  readonly requests: { method: string; path: string; body: string; authorization?: string }[] = [];
  private server?: Server;
  private key?: CryptoKey;
  private rogueKey?: CryptoKey;
  url = '';

  async start(): Promise<this> {
    const [signing, rogue] = await Promise.all([generateKeyPair('RS256'), generateKeyPair('RS256')]);
    this.key = signing.privateKey;
    this.rogueKey = rogue.privateKey;
    const jwk = { ...(await exportJWK(signing.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    this.server = createServer((request, response) => {
      void (async () => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        const body = await readBody(request);
        this.requests.push({
          method: request.method ?? '',
          path,
          body,
          ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
        });
        const [status, value] = this.answer(path, body, request.headers.authorization?.replace(/^Bearer /, ''), jwk);
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      })();
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** What each documented endpoint answers. */
  private answer(path: string, body: string, bearer: string | undefined, jwk: object): [number, unknown] {
    const grant = bearer ? this.issued.get(bearer) : undefined;
    const exchange = (code: string, secretOk: boolean): [number, unknown] | undefined => {
      const found = this.codes.get(code);
      if (!found || !secretOk) return undefined;
      this.codes.delete(code);
      this.issued.set(found.accessToken, found);
      return [200, { access_token: found.accessToken, token_type: 'bearer', expires_in: 3600 }];
    };
    switch (path) {
      case '/jwks':
        return [200, { keys: [jwk] }];
      case '/github/login/oauth/access_token': {
        const { code, client_secret } = JSON.parse(body) as { code: string; client_secret: string };
        // GitHub answers 200 with an error field for a bad code.
        return exchange(code, client_secret === 'github-secret') ?? [200, { error: 'bad_verification_code' }];
      }
      case '/github/api/user':
        return grant?.github ? [200, grant.github.user] : [401, { message: 'Bad credentials' }];
      case '/github/api/user/emails':
        return grant?.github ? [200, grant.github.emails] : [401, { message: 'Bad credentials' }];
      case '/linkedin/oauth/v2/accessToken': {
        const form = new URLSearchParams(body);
        const secretOk = form.get('client_secret') === 'linkedin-secret' && form.get('grant_type') === 'authorization_code';
        return exchange(form.get('code') ?? '', secretOk) ?? [400, { error: 'invalid_grant' }];
      }
      case '/linkedin/v2/userinfo':
        return grant?.linkedin ? [200, grant.linkedin] : [401, { message: 'invalid token' }];
      default:
        return [404, { error: 'not found' }];
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The server settings that point every provider here. */
  env(): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_ISSUER: `${this.url}/google`,
      GOOGLE_JWKS_URL: `${this.url}/jwks`,
      MICROSOFT_CLIENT_ID: 'microsoft-client',
      MICROSOFT_ISSUER: `${this.url}/{tenantid}/v2.0`,
      MICROSOFT_JWKS_URL: `${this.url}/jwks`,
      APPLE_CLIENT_ID: 'apple-client',
      APPLE_ISSUER: `${this.url}/apple`,
      APPLE_JWKS_URL: `${this.url}/jwks`,
      GITHUB_CLIENT_ID: 'github-client',
      GITHUB_CLIENT_SECRET: 'github-secret',
      GITHUB_TOKEN_URL: `${this.url}/github/login/oauth/access_token`,
      GITHUB_API_URL: `${this.url}/github/api`,
      LINKEDIN_CLIENT_ID: 'linkedin-client',
      LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
      LINKEDIN_TOKEN_URL: `${this.url}/linkedin/oauth/v2/accessToken`,
      LINKEDIN_USERINFO_URL: `${this.url}/linkedin/v2/userinfo`,
    };
  }

  /** An ID token as the provider would issue it; options bend one property for negative tests. */
  async idToken(claims: JWTPayload, options: { expiresInSeconds?: number; rogueSignature?: boolean } = {}): Promise<string> {
    const key = options.rogueSignature ? this.rogueKey : this.key;
    if (!key) throw new Error('provider not started');
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresInSeconds ?? 600))
      .sign(key);
  }
}
