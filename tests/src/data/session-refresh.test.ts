import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayHaveRefreshCookie, refreshSession } from '@/data/session-refresh';

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
});
