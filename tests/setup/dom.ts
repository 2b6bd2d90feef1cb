import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Lazy routes load their chunks on first use; on a busy two-core machine that can take more than
// the default second. This bounds a wait, it does not measure speed.
configure({ asyncUtilTimeout: 10_000 });

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
