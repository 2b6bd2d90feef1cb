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

// Fluent's motion (an accordion opening) waits on `animation.finished`, which rejects when the
// animation is cancelled, as it is when a test ends mid-animation and the tree unmounts. A browser
// only logs such a rejection; the test runner would fail the run on it, so it is handled here.
// eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the element as `this`
const animate = Element.prototype.animate;
Element.prototype.animate = function (this: Element, ...args: Parameters<typeof animate>) {
  const animation = animate.apply(this, args);
  animation.finished.catch(() => undefined);
  return animation;
};
