import { screen, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { addDays, startOfWeek, today } from '@core/dates';
import type { CalendarStatus } from '@core/records/calendar';
import { clientFields } from '@core/records/clients';
import { userDatabase } from '@/data/local/registry';
import { recordWrites } from '@/data/record-writes';
import { readSession } from '@/data/session';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { storeSession } from '../fake-session';
import { renderClientPage } from './render-client-page';

describe("the client page's overview, from the device's own copy", () => {
  beforeEach(async () => {
    await activateLocale('en-US');
    await requireCatalogPart('app');
  });

  it('splits the last 4 weeks into completed, partly done, skipped and missed against the target, with the reasons and what comes next', async () => {
    storeSession(ROLE.coach);
    const session = readSession();
    if (!session) throw new Error('no session');
    const writes = recordWrites(userDatabase(session.userId));
    const client = uuidv7();
    const monday = startOfWeek(today());
    // As the server sent it: a client with their own account, coached for longer than the 12 weeks the overview counts.
    await userDatabase(session.userId)
      .records('clients')
      .put({
        ...clientFields.parse({ id: client, name: 'Anna Ozola', sessions_per_week: 2 }),
        coach_id: session.userId,
        user_id: uuidv7(),
        added_at: `${addDays(monday, -100)}T09:00:00.000Z`,
        version: 1,
        updated_at: '2026-01-01T00:00:00.000Z',
      });
    const entry = (days: number, status: CalendarStatus, extra: Record<string, unknown> = {}) =>
      writes.put('calendar-entries', { id: uuidv7(), client_id: client, title: 'Run', date: addDays(monday, days), status, ...extra });
    await entry(-21, 'completed');
    await entry(-14, 'partial');
    await entry(-10, 'skipped', { notes: 'Knee hurts' });
    await entry(-7, 'planned');
    await entry(7, 'planned', { title: 'Long run' });

    renderClientPage(client);
    const table = await screen.findByRole('table', { name: 'Keeping to the schedule' });
    const row = within(table).getByRole('row', { name: /Last 4 weeks/ });
    // Completed, partly done, skipped, missed, ahead, target (2 a week for 4 weeks).
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Last 4 weeks', '1', '1', '1', '1', '0', '8']);
    expect(screen.getByText('Knee hurts')).toBeTruthy();
    expect(screen.getByText('Long run')).toBeTruthy();
  });
});
