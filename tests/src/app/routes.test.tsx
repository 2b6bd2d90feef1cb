import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '@/app/route-table';
import { SPEC_ROUTES } from '../../../e2e/spec-routes';
import { storeSession } from '../fake-session';
import { renderAppAt } from '../render-app';

async function expectLayoutAndTitle(layout: string, title: string) {
  await waitFor(() => expect(document.querySelector(`[data-layout="${layout}"]`)).not.toBeNull());
  await waitFor(() => expect(document.title).toBe(`${title} · Treneris`));
}

describe('the route table', () => {
  // Signed out, the guests-only pages render; signed in as an admin, every other page does.
  beforeEach(() => window.localStorage.clear());

  it('registers every path of docs/product.md §2 and nothing else but the named additions', () => {
    const specPatterns = new Set(SPEC_ROUTES.map((route) => route.path.replace(/0190a1b2-[0-9a-f-]+?(-v2)?(?=\/|$)/, ':id')));
    const registered = new Set(ROUTES.map((route) => route.path));
    for (const pattern of specPatterns) {
      expect(registered.has(pattern.replace(/:id-v2$/, ':id')), pattern).toBe(true);
    }
    // Beyond docs/product.md §2's list: provider callbacks, the link that confirms a registration (docs/security.md),
    // the one that cancels an account's deletion (docs/account-deletion.md), and a coach's group session (docs/product.md).
    const additions = [
      '/auth/apple/callback',
      '/auth/github/callback',
      '/user/confirm',
      '/invitation/:token',
      '/account/cancel-deletion',
      '/group/:id',
    ];
    expect([...registered].filter((path) => !specPatterns.has(path) && !additions.includes(path))).toEqual([]);
  });

  it.each(SPEC_ROUTES)('$path renders the $layout layout titled "$title"', async ({ path, layout, title }) => {
    if (!path.startsWith('/user/') || path === '/user/logout') storeSession(1);
    await renderAppAt(path);
    await expectLayoutAndTitle(layout, title);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('an unknown path renders the 404 page titled "Page not found" saying "Page Not Found"', async () => {
    storeSession(3);
    await renderAppAt('/definitely/not/a/page');
    await expectLayoutAndTitle('default', 'Page not found');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page Not Found');
  });

  it('titles follow the language', async () => {
    storeSession(2);
    await renderAppAt('/workout-plan', { locale: 'lv-LV' });
    await waitFor(() => expect(document.title).toBe('Treniņu plāns · Treneris'));
  });
});
