import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@core/auth';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@core/push';
import { storeSession } from '../../fake-session';
import { renderAppAt } from '../../render-app';

const PROFILE: Profile = {
  id: '0190a1b2-0000-7000-8000-0000000000aa',
  email: 'someone@test.lv',
  role_id: 3,
  name: 'Anna Bērziņa',
  phone_country: null,
  phone: null,
  preferred_language: 'en-US',
  theme_preference: 'dark',
  weight_unit: 'kg',
  length_unit: 'cm',
  birth_date: null,
  bio: null,
  has_password: true,
  identities: [],
  created_at: '2026-01-01T00:00:00Z',
  notifications: DEFAULT_NOTIFICATION_PREFERENCES,
  deletion_due_at: null,
};

type Handler = (method: string, path: string, body: unknown) => Response | undefined;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The HTTP client binds `fetch` once per page load, so one stub serves the whole file and each test
 * says what the server answers.
 */
let answer: Handler = () => undefined;
beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    const text = request.method === 'GET' ? '' : await request.text();
    const response = answer(request.method, path, text ? (JSON.parse(text) as unknown) : undefined);
    if (response) return response;
    throw new TypeError('offline');
  });
});

describe('the profile page says what failed, in the words of docs/product.md §8', () => {
  it("a profile that cannot be loaded says 'Failed to fetch profile', and still shows this device", async () => {
    answer = (method, path) =>
      method === 'GET' && path === '/api/v1/profile' ? json(500, { error: { code: 'internal', message: 'boom' } }) : undefined;
    storeSession(3);
    await renderAppAt('/profile');
    expect(await screen.findByText('Failed to fetch profile')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'This device' })).toBeTruthy();
  });

  it("a save the server refuses says 'Failed to update profile' and keeps what was typed", async () => {
    answer = (method, path) => {
      if (path !== '/api/v1/profile') return undefined;
      return method === 'GET' ? json(200, PROFILE) : json(500, { error: { code: 'internal', message: 'boom' } });
    };
    storeSession(3);
    await renderAppAt('/profile');
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'Anna Ozola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Anna Ozola');
  });

  it('choosing "Follow the system" removes the theme this device stored (docs/product.md §4 reset)', async () => {
    let saved: unknown;
    answer = (method, path, body) => {
      if (path !== '/api/v1/profile') return undefined;
      if (method === 'GET') return json(200, PROFILE);
      saved = body;
      return json(200, { ...PROFILE, ...(body as object) });
    };
    storeSession(3);
    window.localStorage.setItem('theme', 'dark');
    await renderAppAt('/profile');
    const theme = await screen.findByLabelText('Theme');
    fireEvent.change(theme, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
    expect(saved).toMatchObject({ theme_preference: null });
    await waitFor(() => expect(window.localStorage.getItem('theme')).toBeNull());
  });
});

describe('the profile offline and its sign-in methods', () => {
  const offline = (value: boolean) => Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => !value });

  it('offline, shows the profile this device last loaded and says so', async () => {
    answer = (method, path) => (method === 'GET' && path === '/api/v1/profile' ? json(200, PROFILE) : undefined);
    storeSession(3);
    const first = await renderAppAt('/profile');
    expect(await screen.findByDisplayValue('Anna Bērziņa')).toBeTruthy();
    first.view.unmount();

    answer = () => undefined;
    offline(true);
    try {
      await renderAppAt('/profile');
      expect(await screen.findByText(/^You are offline\. This is your profile as this device last loaded it/)).toBeTruthy();
      expect(screen.getByDisplayValue('Anna Bērziņa')).toBeTruthy();
      expect(screen.queryByText('Failed to fetch profile')).toBeNull();
    } finally {
      offline(false);
    }
  });

  it('offers only the sign-in methods this server has set up', async () => {
    const none = { microsoft_client_id: null, apple_client_id: null, github_client_id: null, linkedin_client_id: null };
    answer = (method, path) => {
      if (path === '/api/v1/config') return json(200, { google_client_id: 'google-id', ...none });
      return method === 'GET' && path === '/api/v1/profile' ? json(200, PROFILE) : undefined;
    };
    storeSession(3);
    await renderAppAt('/profile');
    expect(await screen.findByText('Signing in with Google under this e-mail address links it.')).toBeTruthy();
    expect(screen.getByText('No external accounts are linked.')).toBeTruthy();
    expect(screen.queryByText(/Microsoft/)).toBeNull();
  });
});
