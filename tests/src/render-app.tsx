import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { App } from '@/app/App';
import { buildRoutes } from '@/app/routes';
import { activateLocale } from '@/i18n/activate';
import type { Locale } from '@/i18n/locales';

/** Renders the real app (providers, layouts, lazy pages) at a path, in memory. */
export async function renderAppAt(path: string, options: { routes?: RouteObject[]; locale?: Locale } = {}) {
  await activateLocale(options.locale ?? 'en-US');
  // The default layout's message bell is a lazy chunk that loads after the page shows. Loaded here
  // first, it is there at once: a test that ends sooner would leave its import running into the
  // torn-down test environment, an unhandled rejection that fails the run.
  await import('@/ui/notifications/NotificationBell');
  // The same for the toaster, which loads after the first screen or with the first notice.
  await import('@/ui/feedback/AppToaster');
  const router = createMemoryRouter(options.routes ?? buildRoutes(), { initialEntries: [path] });
  const store = createStore();
  const view = render(<App router={router} store={store} />);
  return { router, store, view };
}
