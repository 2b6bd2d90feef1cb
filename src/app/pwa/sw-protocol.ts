/**
 * What the page and the service worker (src/sw.ts) agree on. Kept free of DOM and worker types so
 * both sides, and the tests, can import it.
 */

/** workbox-window's messageSkipWaiting() sends `{type: 'SKIP_WAITING'}`; the worker listens for it. */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * Navigations the shell must not answer: the API (a JSON answer, never the app), and files (the
 * last path segment has a dot, as the server's SPA fallback decides), matched on path and query.
 */
export const SHELL_DENYLIST: readonly RegExp[] = [/^\/api(?:[/?]|$)/, /^[^?]*\/[^/?]*\.[^/?]*(?:\?.*)?$/];

/** Whether the service worker answers a navigation to this path (and query) with the cached shell. */
export function isShellNavigation(pathAndQuery: string): boolean {
  return !SHELL_DENYLIST.some((pattern) => pattern.test(pathAndQuery));
}
