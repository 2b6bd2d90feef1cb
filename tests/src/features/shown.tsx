import { FluentProvider } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { RoleId } from '@core/auth-constants';
import { AppServicesContext } from '@/data/app-context';
import { createAppServices } from '@/data/app-services';
import { userDatabase } from '@/data/local/registry';
import { readSession } from '@/data/session';
import AppToaster from '@/ui/feedback/AppToaster';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { fakeToken, storeSession } from '../fake-session';

/**
 * A component with the app's providers (its services, a fresh atom store, the active catalog, Fluent, a router,
 * the app's toaster), without its layout and start-up. Re-rendered through the returned
 * `rerender`, it keeps them.
 */
export function shown(node: ReactNode) {
  const store = createStore();
  const services = createAppServices();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppServicesContext value={services}>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <FluentProvider>
            <MemoryRouter>{children}</MemoryRouter>
            <AppToaster />
          </FluentProvider>
        </I18nProvider>
      </Provider>
    </AppServicesContext>
  );
  return render(node, { wrapper });
}

/** Signs a user of `roleId` in on this device and opens their database. */
export function signedIn(roleId: RoleId) {
  storeSession(roleId);
  const session = readSession();
  if (!session) throw new Error('no session');
  return { db: userDatabase(session.userId), userId: session.userId };
}

/**
 * The device of client user `userId` in English, with no training on it yet: no sessions, set
 * logs, player state or unsent writes left by an earlier test.
 */
export async function clientDevice(userId: string) {
  window.localStorage.setItem('access_token', fakeToken({ sub: userId, roleId: 3 }));
  window.localStorage.setItem('role_id', '3');
  await activateLocale('en-US');
  await requireCatalogPart('app');
  const db = userDatabase(userId);
  await Promise.all([db.records('set-logs').clear(), db.records('workout-sessions').clear(), db.player.clear(), db.outbox.clear()]);
  return db;
}
