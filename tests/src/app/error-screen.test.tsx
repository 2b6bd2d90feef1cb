import { screen, waitFor } from '@testing-library/react';
import { data, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installReloadGuard } from '@/app/pwa/reload-guard';
import { buildRoutes } from '@/app/routes';
import { renderAppAt } from '../render-app';

/* eslint-disable @typescript-eslint/only-throw-error -- react-router's data() responses are thrown by design */

/** The real route tree plus routes that fail in the ways the error screen must handle. */
function routesWithFailures(): RouteObject[] {
  const routes = buildRoutes();
  const root = routes[0]!;
  root.children = [
    ...(root.children ?? []),
    {
      path: '/test/throws',
      Component: () => {
        throw new Error('The plan could not be read');
      },
    },
    {
      path: '/test/missing',
      loader: () => {
        throw data('No such workout', { status: 404 });
      },
      Component: () => null,
    },
    {
      path: '/test/forbidden',
      loader: () => {
        throw data('Coaches only', { status: 403 });
      },
      Component: () => null,
    },
    {
      // What Vite's preload helper does when a chunk is gone: tell the page, then reject the import.
      path: '/test/chunk',
      lazy: () => {
        const error = new TypeError('Failed to fetch dynamically imported module: /assets/Gone-Ab12Cd34.js');
        window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }));
        return Promise.reject(error);
      },
    },
  ];
  return routes;
}

describe('the error screen (docs/product.md §2)', () => {
  // React reports caught render errors on the console; that noise is expected here.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('uses the workout layout and shows, for a non-404, a generic title, the message, a generic message and an apology', async () => {
    await renderAppAt('/test/throws', { routes: routesWithFailures() });
    await waitFor(() => expect(document.querySelector('[data-layout="workout"] [data-error-status="500"]')).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(screen.getByText('The plan could not be read')).toBeTruthy();
    expect(screen.getByText('An unexpected error occurred while showing this page.')).toBeTruthy();
    expect(screen.getByText('We are sorry for the inconvenience. Please try again.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Something went wrong · Treneris'));
  });

  it('shows the not-found wording for a 404', async () => {
    await renderAppAt('/test/missing', { routes: routesWithFailures() });
    await waitFor(() => expect(document.querySelector('[data-layout="workout"] [data-error-status="404"]')).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    // The title follows the page in an effect, after the heading is drawn.
    await waitFor(() => expect(document.title).toBe('Page not found · Treneris'));
  });

  it('shows the status-specific message for other statuses', async () => {
    await renderAppAt('/test/forbidden', { routes: routesWithFailures() });
    await waitFor(() => expect(document.querySelector('[data-error-status="403"]')).not.toBeNull());
    expect(screen.getByText('Coaches only')).toBeTruthy();
  });

  it('speaks Latvian when the interface does', async () => {
    await renderAppAt('/test/throws', { routes: routesWithFailures(), locale: 'lv-LV' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kaut kas nogāja greizi'));
  });
});

describe('the error screen after a chunk failed to load (docs/product.md §8)', () => {
  let remove: () => void = () => undefined;
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    remove();
    vi.restoreAllMocks();
  });

  function guard(log: Record<string, number>) {
    const reload = vi.fn();
    remove = installReloadGuard({
      target: window,
      destination: () => '/test/chunk',
      now: () => 20_000,
      readLog: () => JSON.stringify(log),
      writeLog: () => undefined,
      reload,
    });
    return { reload };
  }

  it('shows the loading state, not an error, while the guard reloads', async () => {
    const { reload } = guard({});
    await renderAppAt('/test/chunk', { routes: routesWithFailures() });
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/test/chunk'));
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('offers a manual Reload when the guard refused to reload again', async () => {
    const { reload } = guard({ '/test/chunk': 15_000 });
    await renderAppAt('/test/chunk', { routes: routesWithFailures() });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page could not be loaded'));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(document.querySelector('[data-layout="workout"] [data-chunk-failure="blocked"]')).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
