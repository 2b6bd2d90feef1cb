import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { buildRoutes } from '@/app/routes';
import { activateLocale } from '@/i18n/activate';
import { detectLocale } from '@/i18n/detect';

async function start(): Promise<void> {
  await activateLocale(detectLocale({ cookie: document.cookie, languages: navigator.languages }));
  const store = createStore();
  const router = createBrowserRouter(buildRoutes());
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} store={store} />
    </StrictMode>,
  );
}

void start();
