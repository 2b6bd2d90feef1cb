import type { AppServices } from './app-context';
import { FirstScreen } from './first-screen';
import type { SyncRunner } from './sync-runner';

/** A page's services (app-context.ts): the app makes one when it starts, a test one per render. */
export function createAppServices(): AppServices {
  let syncRunner: Promise<SyncRunner> | undefined;
  return {
    firstScreen: new FirstScreen(),
    sync: () => (syncRunner ??= import('./sync-runner').then(({ SyncRunner }) => new SyncRunner())),
  };
}
