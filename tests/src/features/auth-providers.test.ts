import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '@core/auth';
import { readProviderReturn } from '@/features/auth/provider-return';
import { sha256Hex } from '@/features/auth/providers/flow';
import { warnAboutMissingProviders } from '@/features/auth/providers/missing';
import { githubAuthorizeUrl, linkedinAuthorizeUrl, microsoftAuthorizeUrl } from '@/features/auth/providers/redirects';
import { mountGoogleButton } from '@/features/auth/providers/scripts';

const NONE: PublicConfig = {
  google_client_id: null,
  microsoft_client_id: null,
  microsoft_authorize_url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
  apple_client_id: null,
  github_client_id: null,
  github_authorize_url: 'https://github.com/login/oauth/authorize',
  linkedin_client_id: null,
  linkedin_authorize_url: 'https://www.linkedin.com/oauth/v2/authorization',
  analytics_id: null,
  tag_manager_id: null,
  push_public_key: 'B'.padEnd(87, 'A'),
};
const ALL: PublicConfig = {
  ...NONE,
  google_client_id: 'g-id',
  microsoft_client_id: 'ms-id',
  apple_client_id: 'apple-id',
  github_client_id: 'gh-id',
  linkedin_client_id: 'li-id',
};

const paramsOf = (url: string | undefined) => new URL(url ?? 'about:blank').searchParams;

describe('external sign-in in the browser (docs/product.md §7)', () => {
  beforeEach(() => window.localStorage.clear());

  it('GitHub: client id, the callback address, read-user and e-mail scope, and a random state', () => {
    const first = paramsOf(githubAuthorizeUrl(ALL, '/calendar'));
    expect(Object.fromEntries(first)).toMatchObject({
      client_id: 'gh-id',
      redirect_uri: `${window.location.origin}/auth/github/callback`,
      scope: 'read:user user:email',
    });
    const second = paramsOf(githubAuthorizeUrl(ALL, '/calendar'));
    expect(first.get('state')).toMatch(/^[a-z0-9]{6,}$/);
    expect(second.get('state')).not.toBe(first.get('state'));
  });

  it('LinkedIn: response type code, the login page as the return address, profile email openid', () => {
    const params = paramsOf(linkedinAuthorizeUrl(ALL, '/'));
    expect(Object.fromEntries(params)).toMatchObject({
      response_type: 'code',
      client_id: 'li-id',
      redirect_uri: `${window.location.origin}/user/login`,
      scope: 'profile email openid',
    });
  });

  it('Microsoft: the common authority, the site origin as redirect URI, the hash of the nonce', async () => {
    const url = await microsoftAuthorizeUrl(ALL, '/');
    expect(url?.startsWith('https://login.microsoftonline.com/common/')).toBe(true);
    const params = paramsOf(url);
    expect(params.get('redirect_uri')).toBe(window.location.origin);
    expect(params.get('response_type')).toBe('id_token');
    const pending = JSON.parse(window.localStorage.getItem('oauth-pending') ?? '{}') as { nonce: string };
    expect(params.get('nonce')).toBe(await sha256Hex(pending.nonce));
  });

  it('offers nothing for a provider without a client id', async () => {
    expect(githubAuthorizeUrl(NONE, '/')).toBeUndefined();
    expect(linkedinAuthorizeUrl(NONE, '/')).toBeUndefined();
    expect(await microsoftAuthorizeUrl(NONE, '/')).toBeUndefined();
  });

  it('accepts a return whose state matches the sign-in this browser started, once', () => {
    const state = paramsOf(githubAuthorizeUrl(ALL, '/calendar')).get('state');
    const back = readProviderReturn('github', { search: `?code=abc&state=${state ?? ''}`, hash: '' });
    expect(back).toMatchObject({ kind: 'code', provider: 'github', code: 'abc', pending: { redirect: '/calendar' } });
    expect(readProviderReturn('github', { search: `?code=abc&state=${state ?? ''}`, hash: '' })).toEqual({ kind: 'mismatch' });
  });

  it('refuses a return with another state (a forged redirect), or for another provider', () => {
    paramsOf(linkedinAuthorizeUrl(ALL, '/'));
    expect(readProviderReturn('linkedin', { search: '?code=abc&state=forged', hash: '' })).toEqual({ kind: 'mismatch' });
    const state = paramsOf(linkedinAuthorizeUrl(ALL, '/')).get('state') ?? '';
    expect(readProviderReturn('github', { search: `?code=abc&state=${state}`, hash: '' })).toEqual({ kind: 'mismatch' });
  });

  it('reads Microsoft’s ID token from the fragment, and a refusal as denied', async () => {
    const state = paramsOf(await microsoftAuthorizeUrl(ALL, '/')).get('state') ?? '';
    expect(readProviderReturn('microsoft', { search: '', hash: `#id_token=eyJ.x.y&state=${state}` })).toMatchObject({
      kind: 'id_token',
      idToken: 'eyJ.x.y',
    });
    expect(readProviderReturn('microsoft', { search: '', hash: '#error=access_denied&state=x' })).toEqual({ kind: 'denied' });
  });

  it('warns in the console, naming the setting, for each provider that is not configured', () => {
    const warn = vi.fn();
    warnAboutMissingProviders({ ...NONE, github_client_id: 'gh-id' }, warn);
    const messages = warn.mock.calls.map(([message]) => String(message));
    expect(messages).toHaveLength(4);
    for (const setting of ['GOOGLE_CLIENT_ID', 'MICROSOFT_CLIENT_ID', 'APPLE_CLIENT_ID', 'LINKEDIN_CLIENT_ID'])
      expect(messages.some((m) => m.includes(setting))).toBe(true);
    expect(messages.some((m) => m.includes('GITHUB_CLIENT_ID'))).toBe(false);
  });

  it('says it once per page load, however often the sign-in page is visited', () => {
    const warn = vi.fn();
    const warned = new Set<string>();
    warnAboutMissingProviders(NONE, warn, warned);
    warnAboutMissingProviders(NONE, warn, warned);
    warnAboutMissingProviders(NONE, warn, warned);
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it('loads Google’s script only when Google has a client id', async () => {
    const slot = document.createElement('div');
    await mountGoogleButton(NONE, slot, { locale: 'en-US', dark: false, redirect: '/' }, () => undefined);
    expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).toBeNull();
    void mountGoogleButton(ALL, slot, { locale: 'en-US', dark: false, redirect: '/' }, () => undefined).catch(() => undefined);
    expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).not.toBeNull();
  });
});
