import { FluentProvider } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppServicesContext } from '@/data/app-context';
import { createAppServices } from '@/data/app-services';
import ClientPage from '@/features/clients/ClientPage';
import AppToaster from '@/ui/feedback/AppToaster';

/** A screen at `path` with the app's providers, without its layout and start-up. */
export function renderScreen(element: ReactElement, path = '/', at = path): void {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [at] });
  render(
    <AppServicesContext value={createAppServices()}>
      <Provider store={createStore()}>
        <I18nProvider i18n={i18n}>
          <FluentProvider>
            <RouterProvider router={router} />
            {/* The app's one toaster (app/RootShell.tsx): what the screen says after an action shows there. */}
            <AppToaster />
          </FluentProvider>
        </I18nProvider>
      </Provider>
    </AppServicesContext>,
  );
}

/** /client/{id} on its own (on one tab: `?tab=details`), without the app's layout and start-up. */
export function renderClientPage(id: string, search = ''): void {
  renderScreen(<ClientPage />, '/client/:id', `/client/${id}${search}`);
}
