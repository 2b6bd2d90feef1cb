import { afterEach, describe, expect, it, vi } from 'vitest';
import Dexie from 'dexie';
import { mayHaveRefreshCookie, refreshSession } from '@/data/session-refresh';
import { databaseName } from '@/data/local/database';
import { META } from '@/data/local/meta';
import { userDatabase } from '@/data/local/registry';
import { tokenStore } from '@/data/session';
import { fakeToken } from '../fake-session';

describe('the session refresh of the first page (docs/product.md §5)', () => {
  afterEach(() => {
    document.cookie = 'treneris_session=; Max-Age=0; Path=/';
  });

  it('reads the server’s hint that a refresh cookie may exist', () => {
    expect(mayHaveRefreshCookie('a=1; treneris_session=1; b=2')).toBe(true);
    expect(mayHaveRefreshCookie('treneris_session=1')).toBe(true);
    expect(mayHaveRefreshCookie('treneris_session=')).toBe(false);
    expect(mayHaveRefreshCookie('xtreneris_session=1')).toBe(false);
    expect(mayHaveRefreshCookie('')).toBe(false);
  });

  it('a visitor with no token and no refresh cookie is signed out without asking the server', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 401 })));
    vi.stubGlobal('fetch', fetch);
    expect(await refreshSession(null)).toEqual({ failure: 'refused' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with the hint, the refresh is attempted', async () => {
    document.cookie = 'treneris_session=1; Path=/';
    const fetch = vi.fn(() => Promise.resolve(Response.json({ access_token: 'fresh-token' })));
    vi.stubGlobal('fetch', fetch);
    expect(await refreshSession(null)).toEqual({ token: 'fresh-token' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('when the server says the account was erased, the account’s local copy leaves this device, even on a trusted device', async () => {
    const userId = '0190a1b2-0000-7000-8000-0000000000ee';
    const db = userDatabase(userId);
    await db.meta.put({ key: META.trusted, value: true });
    expect(await Dexie.exists(databaseName(userId))).toBe(true);
    document.cookie = 'treneris_session=1; Path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ error: { code: 'account_deleted', message: 'gone' } }, { status: 401 }))),
    );
    const token = fakeToken({ sub: userId });
    tokenStore.set(token);
    // A new page: the refresher takes the fetch of its first use.
    vi.resetModules();
    const page = await import('@/data/session-refresh');
    expect(page.accountWasErased()).toBe(false);
    expect(await page.refreshSession(token)).toEqual({ failure: 'refused', accountDeleted: true });
    expect(await Dexie.exists(databaseName(userId))).toBe(false);
    expect(page.accountWasErased()).toBe(true);
  });
});
