import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserGuardDeps } from '@/app/guard';
import { buildRoutes } from '@/app/routes';
import { storeSession } from '../fake-session';
import { renderAppAt } from '../render-app';

describe('an admin page opened by someone who is not an administrator', () => {
  beforeEach(() => window.localStorage.clear());

  it.each([2, 3] as const)('tells role %i, inside the app, that the page is for administrators, with the way home', async (roleId) => {
    storeSession(roleId);
    const { router } = await renderAppAt('/admin/users');
    await waitFor(() => expect(document.querySelector('[data-layout="default"] [data-error-status="403"]')).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('For administrators only');
    expect(screen.getByText('Your account cannot open this page. If you need it, ask an administrator.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    // Not sent away: the address still says what they asked for.
    expect(router.state.location.pathname).toBe('/admin/users');
  });

  it('shows an administrator the page itself', async () => {
    storeSession(1);
    await renderAppAt('/admin/users');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Users'));
    expect(document.querySelector('[data-error-status]')).toBeNull();
  });
});

describe('an admin page whose guard fails for another reason', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('still gets the error screen, not the administrators-only message', async () => {
    const deps = () => ({
      ...browserGuardDeps(() => Promise.resolve({ failure: 'unreachable' as const })),
      readSession: () => {
        throw new Error('The session could not be read');
      },
    });
    await renderAppAt('/admin/users', { routes: buildRoutes(deps) });
    await waitFor(() => expect(document.querySelector('[data-layout="workout"] [data-error-status="500"]')).not.toBeNull());
    expect(screen.getByText('The session could not be read')).toBeTruthy();
  });
});
