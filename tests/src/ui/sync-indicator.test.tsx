import { FluentProvider } from '@fluentui/react-components';
import { MotionBehaviourProvider } from '@fluentui/react-motion';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { userDatabase } from '@/data/local/registry';
import { readSession } from '@/data/session';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import SyncIndicator from '@/ui/sync/SyncIndicator';
import { storeSession } from '../fake-session';

function shown() {
  const store = createStore();
  return render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <FluentProvider>
          {/* happy-dom never finishes an animation, and Fluent cancels one left running when it closes. */}
          <MotionBehaviourProvider value="skip">
            <SyncIndicator />
          </MotionBehaviourProvider>
        </FluentProvider>
      </I18nProvider>
    </Provider>,
  );
}

beforeEach(async () => {
  await activateLocale('en-US');
  await requireCatalogPart('app');
});

describe('the sync indicator and its details (sync/SPEC.md E5)', () => {
  it('opens the details on a tap: a set the server refused keeps its values until dismissed; a second tap or Escape closes them', async () => {
    storeSession(3);
    const session = readSession();
    if (!session) throw new Error('no session');
    const db = userDatabase(session.userId);
    await db.rejections.add({
      mutation_id: 7,
      name: 'set-logs.log',
      args: { reps: 8, weight_kg: 60, duration_seconds: null, distance_m: null },
      error: { code: 'set_already_logged', message: 'This set was already logged on another device.' },
      at: new Date().toISOString(),
    });
    shown();
    const indicator = await screen.findByRole('button', { name: /^Sync: / });
    expect(indicator.getAttribute('aria-expanded')).toBe('false');
    // Nothing of the details is on the page until they are asked for.
    expect(screen.queryByRole('group', { name: 'Sync details' }) ?? screen.queryByLabelText('Sync details')).toBeNull();

    fireEvent.click(indicator);
    const details = await screen.findByLabelText('Sync details');
    expect(indicator.getAttribute('aria-expanded')).toBe('true');
    expect(details.textContent).toContain('Not synced yet on this device.');
    expect(details.textContent).toContain('Changes the server did not accept');
    expect(details.textContent).toContain('Yours was: 8 × 60 kg');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Changes the server did not accept')).toBeNull());
    expect(await db.rejections.count()).toBe(0);

    // The indicator's own click closes the details rather than counting as a click outside them.
    fireEvent.click(indicator);
    await waitFor(() => expect(screen.queryByLabelText('Sync details')).toBeNull());
    expect(indicator.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(indicator);
    const reopened = await screen.findByLabelText('Sync details');
    fireEvent.keyDown(reopened, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByLabelText('Sync details')).toBeNull());
    expect(document.activeElement).toBe(indicator);
  });
});
