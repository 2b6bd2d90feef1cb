import { createStore } from 'jotai';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { guardFirstPage } from '@/app/first-page-guard';
import { browserGuardDeps } from '@/app/guard';
import { installBrowserReloadGuard } from '@/app/pwa/reload-guard';
import { buildRoutes } from '@/app/routes';
import { runStartup } from '@/app/startup';
import { readSession } from '@/data/session';
import { refreshSession } from '@/data/session-refresh';
import { activateDetectedLocale } from '@/i18n/activate';
import { activeThemeAtom } from '@/theme/theme-store';
import { loadTheme } from '@/theme/themes';
import { captureInstallPrompt } from '@/ui/install/install-prompt';
import { preferenceChoices } from '@/data/preference-choices';
import { applyProfilePreferences } from '@/ui/preferences';

/**
 * Microsoft returns the ID token in the fragment of the site origin (its redirect URI, docs/product.md §7).
 * Hand it to the login page before the router's guard redirects and the fragment is lost.
 */
function routeProviderReturn(): void {
  const { hash, pathname } = window.location;
  if (pathname === '/' && /[#&]id_token=/.test(hash) && /[#&]state=/.test(hash)) {
    window.history.replaceState(null, '', `/user/login${hash}`);
  }
}

// The browser offers installing once, early, maybe before the first page has rendered: keep it.
captureInstallPrompt();

let router: ReturnType<typeof createBrowserRouter> | undefined;

// Before any dynamic import: a chunk missing after a deploy reloads once instead of breaking (docs/product.md §8).
installBrowserReloadGuard(() => {
  const next = router?.state.navigation.location;
  return next ? `${next.pathname}${next.search}${next.hash}` : undefined;
});

async function start(): Promise<void> {
  routeProviderReturn();
  await guardFirstPage(browserGuardDeps(refreshSession), window.location.href, (to) => window.history.replaceState(null, '', to));
  document.documentElement.dataset.build = __APP_BUILD__;
  const store = createStore();
  // The router starts the page's guard and code at once, while the language and theme load (both
  // are ready before the first paint, so neither flashes): one round trip less before the page.
  const appRouter = createBrowserRouter(buildRoutes());
  router = appRouter;
  await Promise.all([
    activateDetectedLocale({ cookie: document.cookie, languages: navigator.languages }),
    loadTheme(store.get(activeThemeAtom)),
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser: a phone's first render is one long
  // task otherwise, and input arriving meanwhile (a tap on the e-mail field) waits for all of it.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={appRouter} store={store} />
      </StrictMode>,
    );
  });
  // After the first render: a slow or absent network must not hold the app up (offline first).
  await runStartup({
    pathname: window.location.pathname,
    readSession,
    fetchProfile: async () => (await import('@/data/auth-api')).fetchProfile(),
    applyPreferences: (profile, options) => applyProfilePreferences(store, profile, options),
    preferenceChoices,
    warn: (message, error) => console.warn(message, error),
  });
}

void start();
