import { FluentProvider } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import ClientPage from '@/features/clients/ClientPage';

/** /client/{id} on its own (on one tab: `?tab=details`), without the app's layout and start-up. */
export function renderClientPage(id: string, search = ''): void {
  const router = createMemoryRouter([{ path: '/client/:id', element: <ClientPage /> }], { initialEntries: [`/client/${id}${search}`] });
  render(
    <Provider store={createStore()}>
      <I18nProvider i18n={i18n}>
        <FluentProvider>
          <RouterProvider router={router} />
        </FluentProvider>
      </I18nProvider>
    </Provider>,
  );
}
