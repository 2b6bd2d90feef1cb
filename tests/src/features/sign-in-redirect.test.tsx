import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as AuthApi from '@/data/auth-api';
import { storeSession } from '../fake-session';
import { renderAppAt } from '../render-app';

// The server's part of a sign-in: the session stored, as the API layer does on success.
vi.mock('@/data/auth-api', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthApi>()),
  login: vi.fn(async () => {
    storeSession(2);
    return {};
  }),
  fetchProfile: vi.fn(async () => ({ preferred_language: null, theme_preference: null })),
}));

async function signInAt(path: string) {
  const { router } = await renderAppAt(path);
  fireEvent.change(await screen.findByLabelText(/^E-mail/), { target: { value: 'coach@test.lv' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a good passphrase' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return router;
}

describe('where signing in leads (docs/product.md §5)', () => {
  it('to the page the person was heading for', async () => {
    const router = await signInAt('/user/login?redirect=%2Fprofile%3Ftab%3D1');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/profile?tab=1'));
  });

  it.each(['/user/logout', '/User/Logout', 'https://evil.example.com/', '//evil.example.com'])(
    'home rather than to %s: a link cannot sign the person straight out or send them to another site',
    async (target) => {
      const router = await signInAt(`/user/login?redirect=${encodeURIComponent(target)}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(window.localStorage.getItem('access_token')).not.toBeNull();
    },
  );
});
