import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefreshOutcome } from '@core/http/api-client';
import { FORBIDDEN, guardDecision, type GuardDeps } from '@/app/guard';
import type { Access } from '@/app/route-table';
import { clearSession, readSession } from '@/data/session';
import { safeRedirectTarget } from '@/ui/safe-redirect';
import { fakeToken, storeSession } from '../fake-session';

function deps(outcome: RefreshOutcome | ((stale: string | null) => RefreshOutcome)): GuardDeps & { refresh: ReturnType<typeof vi.fn> } {
  return {
    readSession,
    clearSession,
    now: Date.now,
    refresh: vi.fn(async (stale: string | null) => (typeof outcome === 'function' ? outcome(stale) : outcome)),
  };
}

const at = (path: string) => new URL(path, 'https://coach.example.com');
const decide = (access: Access, path: string, d: GuardDeps) => guardDecision(access, at(path), d);

describe('the route guards (docs/product.md §5)', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends an unauthenticated visitor of any signed-in page to /user/login, remembering where they were going', async () => {
    const d = deps({ failure: 'refused' });
    expect(await decide('signed-in', '/calendar?week=3', d)).toBe('/user/login?redirect=%2Fcalendar%3Fweek%3D3');
    // A missing token triggers one refresh attempt first.
    expect(d.refresh).toHaveBeenCalledTimes(1);
    expect(d.refresh).toHaveBeenCalledWith(null);
  });

  it('lets a visitor with a missing token in when the refresh cookie still works', async () => {
    const d = deps(() => {
      window.localStorage.setItem('access_token', fakeToken({ roleId: 2 }));
      return { token: 'fresh' };
    });
    expect(await decide('signed-in', '/calendar', d)).toBeUndefined();
  });

  it('an expired token also triggers one refresh attempt, and its failure says why', async () => {
    const stale = storeSession(2, -60);
    const d = deps({ failure: 'refused' });
    expect(await decide('signed-in', '/clients', d)).toBe('/user/login?redirect=%2Fclients&reason=expired');
    expect(d.refresh).toHaveBeenCalledWith(stale);
    // The failed session is cleared (docs/product.md §4: logout clears token, role and e-mail).
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });

  it('a fresh token is let through without any network', async () => {
    storeSession(3);
    const d = deps({ failure: 'refused' });
    expect(await decide('signed-in', '/workouts', d)).toBeUndefined();
    expect(d.refresh).not.toHaveBeenCalled();
  });

  it('keeps an expired session when the server cannot be reached: offline, the app stays usable', async () => {
    storeSession(3, -60);
    expect(await decide('signed-in', '/workouts', deps({ failure: 'unreachable' }))).toBeUndefined();
    expect(readSession()).not.toBeNull();
  });

  it.each(['/user/login', '/user/register', '/user/forgot-password', '/user/password'])(
    'sends an authenticated visitor of %s to /',
    async (path) => {
      storeSession(2);
      expect(await decide('guest', path, deps({ failure: 'refused' }))).toBe('/');
    },
  );

  it.each(['/user/login', '/user/register', '/user/forgot-password', '/user/password'])(
    'admits a signed-out visitor to %s',
    async (path) => {
      expect(await decide('guest', path, deps({ failure: 'refused' }))).toBeUndefined();
    },
  );

  it.each(['/workout/abc', '/workout/abc-v2'])('skips the guard for %s (the workout area)', async (path) => {
    const d = deps({ failure: 'refused' });
    expect(await decide('workout', path, d)).toBeUndefined();
    expect(await decide('signed-in', path, d)).toBeUndefined();
    expect(d.refresh).not.toHaveBeenCalled();
  });

  it('admin pages need role 1: a coach is told the page is not theirs, not sent anywhere', async () => {
    storeSession(2);
    expect(await decide('admin', '/admin/users', deps({ failure: 'refused' }))).toBe(FORBIDDEN);
    window.localStorage.clear();
    storeSession(1);
    expect(await decide('admin', '/admin/users', deps({ failure: 'refused' }))).toBeUndefined();
  });

  it('public pages (logout, provider callbacks) need nothing', async () => {
    const d = deps({ failure: 'refused' });
    expect(await decide('public', '/user/logout', d)).toBeUndefined();
    expect(d.refresh).not.toHaveBeenCalled();
  });

  it('only same-site paths are followed after signing in', () => {
    expect(safeRedirectTarget('/calendar?x=1')).toBe('/calendar?x=1');
    expect(safeRedirectTarget('//evil.example.com')).toBe('/');
    expect(safeRedirectTarget('https://evil.example.com')).toBe('/');
    expect(safeRedirectTarget('/user/login')).toBe('/');
    expect(safeRedirectTarget(null)).toBe('/');
  });

  it.each(['/', '/calendar', '/client/0190a1b2?tab=notes#goals', '/workout/abc-v2', '/admin/users/42/dashboard', '/users', '/authors'])(
    'follows %s, a page of the app, unchanged',
    (path) => expect(safeRedirectTarget(path)).toBe(path),
  );

  it.each([
    // The sign-out: a link to /user/login?redirect=/user/logout would sign the person straight out again.
    '/user/logout',
    '/user/logout?next=/',
    // ...however the router would still read it as the sign-out (it ignores case, decodes, resolves dots).
    '/User/Logout',
    '/%75ser/logout',
    '/x/../user/logout',
    '/./user/logout',
    '/x/%2e%2e/user/logout',
    // The other sign-in pages and the providers' returns.
    '/user/login',
    '/user/register',
    '/user/forgot-password',
    '/user/password?token=abc',
    '/user/confirm?token=abc',
    '/user',
    '/auth/github/callback?code=x',
    // Other sites, however they are spelled.
    '//evil.example.com/calendar',
    '/\\evil.example.com',
    '/\t/evil.example.com',
    'https://evil.example.com',
    'javascript:alert(1)',
    'evil.example.com',
    '',
    '/%E0%A4%A',
  ])('refuses %j and goes home instead', (value) => expect(safeRedirectTarget(value)).toBe('/'));
});
