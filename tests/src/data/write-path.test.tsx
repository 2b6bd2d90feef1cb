import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { storeSession } from '../fake-session';

/*
 * The write path (writeLocal, with zod) stays out of a screen's first download and loads once the
 * screen is up, so that the first write does not wait for it
 * (docs/decisions/0034-zod-is-not-in-the-first-download.md).
 */
describe('the write path loads once the first screen is up', () => {
  const evaluated = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    // A fresh page: the write path's loader keeps what it loaded per module instance.
    vi.resetModules();
    evaluated.mockClear();
    vi.doMock('@/data/local/writes', () => {
      evaluated();
      return {};
    });
  });
  afterEach(() => {
    vi.doUnmock('@/data/local/writes');
    vi.useRealTimers();
  });

  /** A screen that reads the user's records, as every such screen does (through useUserDatabase), in an app of its own. */
  async function renderReadingScreen() {
    const { render } = await import('@testing-library/react');
    const { useUserDatabase } = await import('@/data/user-database');
    const { AppServicesContext } = await import('@/data/app-context');
    const { createAppServices } = await import('@/data/app-services');
    function Reader() {
      useUserDatabase();
      return null;
    }
    const services = createAppServices();
    render(
      <AppServicesContext value={services}>
        <Reader />
      </AppServicesContext>,
    );
    return services.firstScreen;
  }

  it('on a signed-in screen that only reads the user’s records: not before the screen is up, and with no write asking for it', async () => {
    storeSession(ROLE.client);
    const page = await renderReadingScreen();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(evaluated).not.toHaveBeenCalled();
    page.start();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(evaluated).toHaveBeenCalledTimes(1));
  });

  it('not at all for a signed-out visitor: the sign-in page has nothing to write', async () => {
    window.localStorage.clear();
    const page = await renderReadingScreen();
    page.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(evaluated).not.toHaveBeenCalled();
  });

  it('at the first write when that comes sooner, and once', async () => {
    const { loadWritePath } = await import('@/data/write-path');
    await Promise.all([loadWritePath(), loadWritePath()]);
    expect(evaluated).toHaveBeenCalledTimes(1);
  });
});
