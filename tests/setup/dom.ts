import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

// The DOM tests exercise the app without a server: any request fails as it would offline, so
// pages take their no-network paths instead of reaching for a port that is not there.
beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('no network in DOM tests')));
});
