import { describe, expect, it } from 'vitest';
import { isShellNavigation } from '@/app/pwa/sw-protocol';

describe('which navigations the service worker answers with the cached shell', () => {
  it.each([
    '/',
    '/user/login',
    '/user/login?redirect=%2Fcalendar',
    '/user/login?redirect=/exercise/a.b',
    '/workout/0193f6a4-7d1e-7000-8000-000000000001',
    '/workout/abc-v2',
    '/admin/users/7/dashboard',
    '/apis',
    '/no/such/page',
  ])('the app route %s', (path) => expect(isShellNavigation(path)).toBe(true));

  it.each(['/api', '/api/', '/api/v1/health', '/api?x=1', '/api/v1/auth/github-login?code=1'])('never the API: %s', (path) =>
    expect(isShellNavigation(path)).toBe(false),
  );

  it.each(['/favicon.svg', '/icons/icon-192.png', '/manifest.webmanifest', '/sw.js', '/assets/index-Ab12Cd34.js', '/robots.txt?x=1'])(
    'never a file: %s',
    (path) => expect(isShellNavigation(path)).toBe(false),
  );
});
