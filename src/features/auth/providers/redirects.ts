import type { PublicConfig } from '@core/auth';
import { beginSignIn, sha256Hex, siteOrigin } from './flow';

/** GitHub's authorization redirect: client id, redirect URI, read-user and e-mail scope, random state. */
export function githubAuthorizeUrl(config: PublicConfig, redirect: string): string | undefined {
  if (!config.github_client_id) return undefined;
  const pending = beginSignIn('github', redirect);
  const params = new URLSearchParams({
    client_id: config.github_client_id,
    redirect_uri: `${siteOrigin()}/auth/github/callback`,
    scope: 'read:user user:email',
    state: pending.state,
  });
  return `${config.github_authorize_url}?${params.toString()}`;
}

/** LinkedIn's OpenID Connect redirect, returning to the login page (docs/product.md §2, §7). */
export function linkedinAuthorizeUrl(config: PublicConfig, redirect: string): string | undefined {
  if (!config.linkedin_client_id) return undefined;
  const pending = beginSignIn('linkedin', redirect);
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: config.linkedin_client_id,
    redirect_uri: `${siteOrigin()}/user/login`,
    scope: 'profile email openid',
    state: pending.state,
  });
  return `${config.linkedin_authorize_url}?${params.toString()}`;
}

/**
 * Microsoft, as MSAL's redirect flow does it: the common (multi-tenant) authority, redirect URI
 * equal to the site origin, state and nonce kept in local storage rather than cookies. The ID
 * token comes back in the URL fragment.
 */
export async function microsoftAuthorizeUrl(config: PublicConfig, redirect: string): Promise<string | undefined> {
  if (!config.microsoft_client_id) return undefined;
  const pending = beginSignIn('microsoft', redirect);
  const params = new URLSearchParams({
    client_id: config.microsoft_client_id,
    response_type: 'id_token',
    response_mode: 'fragment',
    redirect_uri: siteOrigin(),
    scope: 'openid profile email',
    state: pending.state,
    nonce: await sha256Hex(pending.nonce),
    prompt: 'select_account',
  });
  return `${config.microsoft_authorize_url}?${params.toString()}`;
}
