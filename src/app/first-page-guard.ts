import { matchPath } from 'react-router-dom';
import { FORBIDDEN, guardDecision, type GuardDeps } from './guard';
import { REDIRECTS, ROUTES } from './route-table';

/**
 * The first page's guard, decided before the router starts when no session is stored. The router
 * loads a page's code while the page's guard runs, so a signed-out visitor who typed the address
 * (/) would download the home page and its layout only to be sent to the sign-in page; this sends
 * them there first (docs/performance.md, the first screen). With a session stored, the router's
 * guard decides as the page loads, as before: nothing waits here for a refresh or the network.
 */
export async function guardFirstPage(deps: GuardDeps, href: string, replace: (to: string) => void): Promise<void> {
  if (deps.readSession()) return;
  const url = new URL(href);
  if (REDIRECTS.some((redirect) => matchPath(redirect.from, url.pathname))) return;
  // An address no route knows is a signed-in page: "Page not found" is shown to the signed-in only.
  const access = ROUTES.find((route) => matchPath(route.path, url.pathname))?.access ?? 'signed-in';
  if (access !== 'signed-in' && access !== 'admin') return;
  const target = await guardDecision(access, url, deps);
  if (target && target !== FORBIDDEN) replace(target);
}
