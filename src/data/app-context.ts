import { createContext, useContext } from 'react';
import type { FirstScreen } from './first-screen';
import type { SyncRunner } from './sync-runner';

/**
 * What one page of the app holds while it runs, created by the app (src/app/App.tsx, with
 * createAppServices) and handed to its components through context rather than kept in module
 * variables: a test renders an app of its own and gets fresh ones, and nothing outlives the app
 * that made it.
 */
export interface AppServices {
  /** When the first screen is up, and the work that waits for it. */
  readonly firstScreen: FirstScreen;
  /** The sync runner, with its code: loaded once first wanted, after the first screen (it is in no first download). */
  sync(): Promise<SyncRunner>;
}

export const AppServicesContext = createContext<AppServices | null>(null);

/**
 * The running app's services, where only the app renders the caller (its shell, its pages). A
 * shared hook or component that may also run alone (a test of it) reads the context itself and
 * does without: outside an app, nothing waits for a first screen.
 */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices() outside the app: render inside <App> or an AppServicesContext provider');
  return services;
}
