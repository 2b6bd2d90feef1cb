import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefreshOutcome } from '@core/http/api-client';
import { guardFirstPage } from '@/app/first-page-guard';
import type { GuardDeps } from '@/app/guard';
import { clearSession, readSession } from '@/data/session';
import { fakeToken, storeSession } from '../fake-session';

function deps(outcome: RefreshOutcome | (() => RefreshOutcome)): GuardDeps & { refresh: ReturnType<typeof vi.fn> } {
  return { readSession, clearSession, now: Date.now, refresh: vi.fn(async () => (typeof outcome === 'function' ? outcome() : outcome)) };
}

/** Where the first page ends up before the router starts: undefined when it stays. */
async function firstPage(path: string, d: GuardDeps): Promise<string | undefined> {
  let replaced: string | undefined;
  await guardFirstPage(d, new URL(path, 'https://coach.example.com').href, (to) => (replaced = to));
  return replaced;
}

describe('the first page, before the router loads any page’s code', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends a signed-out visitor of / or any signed-in page to the sign-in page, remembering where they were going', async () => {
    expect(await firstPage('/', deps({ failure: 'refused' }))).toBe('/user/login?redirect=%2F');
    expect(await firstPage('/calendar?week=3', deps({ failure: 'refused' }))).toBe('/user/login?redirect=%2Fcalendar%3Fweek%3D3');
    expect(await firstPage('/admin/inventory', deps({ failure: 'refused' }))).toBe('/user/login?redirect=%2Fadmin%2Finventory');
    // An unknown address is a signed-in page's "Page not found".
    expect(await firstPage('/no/such/page', deps({ failure: 'refused' }))).toBe('/user/login?redirect=%2Fno%2Fsuch%2Fpage');
  });

  it('lets a visitor without a stored token stay when the refresh cookie still signs them in', async () => {
    const d = deps(() => {
      window.localStorage.setItem('access_token', fakeToken({ roleId: 2 }));
      return { token: 'fresh' };
    });
    expect(await firstPage('/', d)).toBeUndefined();
  });

  it('leaves a device with a stored session to the router, without a refresh, even with an expired token (offline at the gym)', async () => {
    storeSession(3, -60);
    const d = deps({ failure: 'unreachable' });
    expect(await firstPage('/', d)).toBeUndefined();
    expect(d.refresh).not.toHaveBeenCalled();
  });

  it('leaves the sign-in, public and workout pages and the redirects to the router', async () => {
    const d = deps({ failure: 'refused' });
    for (const path of ['/user/login', '/user/register', '/invitation/abc', '/workout/123', '/admin/muscles'])
      expect(await firstPage(path, d)).toBeUndefined();
    expect(d.refresh).not.toHaveBeenCalled();
  });
});
