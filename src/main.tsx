import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { buildRoutes } from '@/app/routes';
import { runStartup } from '@/app/startup';
import { fetchProfile } from '@/data/auth-api';
import { readSession } from '@/data/session';
import { activateLocale } from '@/i18n/activate';
import { detectLocale } from '@/i18n/detect';
import { activeThemeAtom } from '@/theme/theme-store';
import { loadTheme } from '@/theme/themes';
import { applyProfilePreferences } from '@/ui/preferences';

/**
 * Microsoft returns the ID token in the fragment of the site origin (its redirect URI, SPEC §7).
 * Hand it to the login page before the router's guard redirects and the fragment is lost.
 */
function routeProviderReturn(): void {
  const { hash, pathname } = window.location;
  if (pathname === '/' && /[#&]id_token=/.test(hash) && /[#&]state=/.test(hash)) {
    window.history.replaceState(null, '', `/user/login${hash}`);
  }
}

async function start(): Promise<void> {
  routeProviderReturn();
  const store = createStore();
  // Language and theme are ready before the first paint, so neither flashes.
  await Promise.all([activateLocale(detectLocale({ cookie: document.cookie, languages: navigator.languages })), loadTheme(store.get(activeThemeAtom))]);
  const router = createBrowserRouter(buildRoutes());
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} store={store} />
    </StrictMode>,
  );
  // After the first render: a slow or absent network must not hold the app up (offline first).
  await runStartup({
    pathname: window.location.pathname,
    readSession,
    fetchProfile,
    applyPreferences: (profile) => applyProfilePreferences(store, profile),
    warn: (message, error) => console.warn(message, error),
  });
}

void start();
