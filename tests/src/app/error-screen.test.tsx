import { screen, waitFor } from '@testing-library/react';
import { data, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  ];
  return routes;
}

describe('the error screen (SPEC §2)', () => {
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
    expect(document.title).toBe('Something went wrong · Treneris');
  });

  it('shows the not-found wording for a 404', async () => {
    await renderAppAt('/test/missing', { routes: routesWithFailures() });
    await waitFor(() => expect(document.querySelector('[data-layout="workout"] [data-error-status="404"]')).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(document.title).toBe('Page not found · Treneris');
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
