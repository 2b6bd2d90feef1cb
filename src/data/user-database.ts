import { useAtomValue } from 'jotai';
import { useContext, useEffect } from 'react';
import type { UserDatabase } from './local/database';
import { userDatabase } from './local/registry';
import { sessionAtom } from './session';
import { AppServicesContext } from './app-context';
import { loadWritePath } from './write-path';

/**
 * A live query that outlives its database (the user signed out and the copy was removed) shows
 * nothing rather than failing the page.
 */
export async function unlessClosed<T>(query: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await query();
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === 'DatabaseClosedError') return fallback;
    throw error;
  }
}

/** The signed-in user's local database, or null when nobody is signed in. */
export function useUserDatabase(): UserDatabase | null {
  const session = useAtomValue(sessionAtom);
  const signedIn = session !== null;
  const firstScreen = useContext(AppServicesContext)?.firstScreen;
  // Every screen that reads the user's records comes through here, and any of them may write next:
  // the write path loads once the first screen is up (docs/decisions/0034-zod-is-not-in-the-first-download.md).
  // Not for a signed-out visitor: the sign-in page has nothing to write (docs/performance.md, "Budgets").
  useEffect(() => (signedIn ? firstScreen?.after(() => void loadWritePath()) : undefined), [firstScreen, signedIn]);
  return session ? userDatabase(session.userId) : null;
}
