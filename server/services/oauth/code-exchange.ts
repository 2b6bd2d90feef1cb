import { z } from 'zod';
import type { Env } from '../../env';
import { ApiError } from '../../lib/api-error';
import type { ExternalIdentity } from './types';

const providerFailed = (provider: string, detail: string) =>
  new ApiError(502, 'provider_error', `${provider} did not complete the sign-in (${detail}). Please try again.`);

async function fetchJson(provider: string, url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw providerFailed(provider, 'could not be reached');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw providerFailed(provider, `HTTP ${response.status}`);
  return body;
}

const tokenAnswer = z.union([
  z.object({ access_token: z.string().min(1) }),
  z.object({ error: z.string(), error_description: z.string().optional() }),
]);

function accessTokenFrom(provider: string, body: unknown): string {
  const parsed = tokenAnswer.safeParse(body);
  if (!parsed.success) throw providerFailed(provider, 'unexpected token response');
  if ('error' in parsed.data) {
    // bad_verification_code / invalid_grant: the code was used, expired or forged.
    throw new ApiError(
      401,
      'provider_code_invalid',
      `The ${provider} sign-in code was not accepted (${parsed.data.error}). Please sign in again.`,
    );
  }
  return parsed.data.access_token;
}

const githubUser = z.object({ id: z.number(), login: z.string(), name: z.string().nullable().optional() });
const githubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));

/** GitHub's OAuth web flow: code → access token (with our secret) → user and verified e-mails. */
export async function exchangeGithubCode(env: Env, code: string): Promise<ExternalIdentity> {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) {
    throw new ApiError(
      400,
      'provider_not_configured',
      'Sign-in with GitHub is not configured on this server (GITHUB_CLIENT_ID is not set).',
    );
  }
  const token = accessTokenFrom(
    'GitHub',
    await fetchJson('GitHub', env.GITHUB_TOKEN_URL, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: `${env.publicUrl}/auth/github/callback`,
      }),
    }),
  );
  const headers = { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json', 'user-agent': 'Treneris' };
  const user = githubUser.safeParse(await fetchJson('GitHub', `${env.GITHUB_API_URL}/user`, { headers }));
  const emails = githubEmails.safeParse(await fetchJson('GitHub', `${env.GITHUB_API_URL}/user/emails`, { headers }));
  if (!user.success || !emails.success) throw providerFailed('GitHub', 'unexpected user response');
  const primary = emails.data.find((e) => e.primary && e.verified) ?? emails.data.find((e) => e.verified);
  return {
    provider: 'github',
    subject: String(user.data.id),
    email: primary?.email.toLowerCase() ?? null,
    emailVerified: Boolean(primary),
    name: user.data.name ?? user.data.login,
  };
}

const linkedinUserinfo = z.object({
  sub: z.string(),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

/** LinkedIn's OpenID Connect flow: code → access token → the OIDC userinfo endpoint. */
export async function exchangeLinkedinCode(env: Env, code: string): Promise<ExternalIdentity> {
  if (!env.LINKEDIN_CLIENT_ID || !env.LINKEDIN_CLIENT_SECRET) {
    throw new ApiError(
      400,
      'provider_not_configured',
      'Sign-in with LinkedIn is not configured on this server (LINKEDIN_CLIENT_ID is not set).',
    );
  }
  const token = accessTokenFrom(
    'LinkedIn',
    await fetchJson('LinkedIn', env.LINKEDIN_TOKEN_URL, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${env.publicUrl}/user/login`,
        client_id: env.LINKEDIN_CLIENT_ID,
        client_secret: env.LINKEDIN_CLIENT_SECRET,
      }),
    }),
  );
  const info = linkedinUserinfo.safeParse(
    await fetchJson('LinkedIn', env.LINKEDIN_USERINFO_URL, { headers: { authorization: `Bearer ${token}` } }),
  );
  if (!info.success) throw providerFailed('LinkedIn', 'unexpected userinfo response');
  return {
    provider: 'linkedin',
    subject: info.data.sub,
    email: info.data.email?.toLowerCase() ?? null,
    emailVerified: Boolean(info.data.email) && info.data.email_verified === true,
    name: info.data.name ?? null,
  };
}
