import { FluentProvider } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateOffer } from '@/app/pwa/service-worker';
import { DEFERRED_WORK_MARK, ServiceWorkerUpdates } from '@/app/pwa/ServiceWorkerUpdates';
import { AppServicesContext } from '@/data/app-context';
import { createAppServices } from '@/data/app-services';
import { activateLocale } from '@/i18n/activate';

/** The component at a path, with a stand-in for the lazily loaded registration that hands out the offer callback. */
async function renderAt(path: string) {
  let offerUpdate: ((offer: UpdateOffer) => void) | undefined;
  const register = vi.fn((callback: (offer: UpdateOffer) => void) => {
    offerUpdate = callback;
    return Promise.resolve();
  });
  const router = createMemoryRouter([{ path: '*', element: <ServiceWorkerUpdates register={register} /> }], { initialEntries: [path] });
  render(
    <AppServicesContext value={createAppServices()}>
      <I18nProvider i18n={i18n}>
        <FluentProvider>
          <RouterProvider router={router} />
        </FluentProvider>
      </I18nProvider>
    </AppServicesContext>,
  );
  await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
  const apply = vi.fn();
  return {
    router,
    offer: () => act(() => offerUpdate?.({ apply })),
    apply,
  };
}

const prompt = () => screen.queryByText('A new version is available');

describe('the update prompt (docs/product.md §4, §9; docs/architecture.md §8)', () => {
  beforeEach(() => activateLocale('en-US'));

  it('starts the service worker once the first screen is up, marking where deferred work begins', async () => {
    performance.clearMarks(DEFERRED_WORK_MARK);
    await renderAt('/calendar');
    expect(performance.getEntriesByName(DEFERRED_WORK_MARK)).toHaveLength(1);
  });

  it('offers the new version with Reload, which applies it', async () => {
    const view = await renderAt('/calendar');
    expect(prompt()).toBeNull();
    view.offer();
    expect(await screen.findByText('A new version is available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(view.apply).toHaveBeenCalledTimes(1);
  });

  it('Later puts the prompt away', async () => {
    const view = await renderAt('/calendar');
    view.offer();
    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    await waitFor(() => expect(prompt()).toBeNull());
    expect(view.apply).not.toHaveBeenCalled();
  });

  it('holds the prompt during a workout and shows it once the user leaves the workout area', async () => {
    const view = await renderAt('/workout/0193f6a4-7d1e-7000-8000-000000000001');
    view.offer();
    expect(prompt()).toBeNull();
    await act(() => view.router.navigate('/workout/0193f6a4-7d1e-7000-8000-000000000001-v2'));
    expect(prompt()).toBeNull();
    await act(() => view.router.navigate('/workouts'));
    expect(await screen.findByText('A new version is available')).toBeTruthy();
    await act(() => view.router.navigate('/workout/0193f6a4-7d1e-7000-8000-000000000003'));
    expect(prompt()).toBeNull();
    expect(view.apply).not.toHaveBeenCalled();
  });
});
