import { data, redirect } from 'react-router-dom';
import type { RefreshOutcome } from '@core/http/api-client';
import { clearSession, hasFreshToken, readSession, type Session } from '@/data/session';
import type { Access } from './route-table';

export interface GuardDeps {
  readSession: () => Session | null;
  refresh: (staleToken: string | null) => Promise<RefreshOutcome>;
  clearSession: () => void;
  now: () => number;
}

export const browserGuardDeps = (refresh: GuardDeps['refresh']): GuardDeps => ({ readSession, refresh, clearSession, now: Date.now });

/** A signed-in person at a page that is not for them: they are told so where they are, not sent away. */
export const FORBIDDEN = 'forbidden';

/**
 * docs/product.md §5 and docs/architecture.md §4, as a decision: undefined to show the page, FORBIDDEN for an admin
 * page a non-administrator opened, else where to send the visitor. A missing or expired token gets one
 * refresh first. A refresh that cannot reach the server keeps the session: at the gym with no network,
 * the app must stay usable.
 */
export async function guardDecision(access: Access, url: URL, deps: GuardDeps): Promise<`/${string}` | typeof FORBIDDEN | undefined> {
  if (access === 'public' || access === 'workout' || url.pathname.includes('/workout/')) return undefined;
  let session = deps.readSession();
  let sessionEnded = false;
  if (!hasFreshToken(session, deps.now())) {
    const outcome = await deps.refresh(session?.token ?? null);
    if ('token' in outcome) {
      session = deps.readSession();
    } else if (outcome.failure === 'refused' && session) {
      deps.clearSession();
      session = null;
      sessionEnded = true;
    }
  }
  if (access === 'guest') return session ? '/' : undefined;
  if (!session) {
    const params = new URLSearchParams({ redirect: `${url.pathname}${url.search}` });
    if (sessionEnded) params.set('reason', 'expired');
    return `/user/login?${params.toString()}`;
  }
  if (access === 'admin' && session.roleId !== 1) return FORBIDDEN;
  return undefined;
}

/** A route loader that applies the guard before the page (or its code) loads. */
export function guardLoader(access: Access, deps: () => GuardDeps) {
  return async ({ request }: { request: Request }) => {
    const target = await guardDecision(access, new URL(request.url), deps());
    // React Router's loaders redirect, and show the route's error element, by throwing a Response.
    /* eslint-disable @typescript-eslint/only-throw-error */
    if (target === FORBIDDEN) throw data(null, { status: 403 });
    if (target) throw redirect(target);
    /* eslint-enable @typescript-eslint/only-throw-error */
    return null;
  };
}
