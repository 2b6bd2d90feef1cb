import { fireEvent, screen, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { userDatabase } from '@/data/local/registry';
import { recordWrites } from '@/data/record-writes';
import { readSession } from '@/data/session';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { storeSession } from '../fake-session';
import { renderClientPage } from './render-client-page';

const prescribed = (reps: number, load_kg: number) => ({ reps, load_kg });

describe("the client page's history, set by set from the device's own copy, with its comments", () => {
  beforeEach(async () => {
    await activateLocale('en-US');
    await requireCatalogPart('app');
  });

  it('shows each session newest first, and opened, each set as asked against as done, a set not done, an extra set, and the rating and notes', async () => {
    storeSession(ROLE.coach);
    const session = readSession();
    if (!session) throw new Error('no session');
    const writes = recordWrites(userDatabase(session.userId));
    const client = uuidv7();
    const squat = uuidv7();
    const lunge = uuidv7();
    await writes.put('clients', { id: client, name: 'Anna Ozola' });
    await writes.put('exercises', { id: squat, name: { 'en-US': 'Back squat' }, type_id: null });
    await writes.put('exercises', { id: lunge, name: { 'en-US': 'Walking lunge' }, type_id: null });
    const older = uuidv7();
    const newer = uuidv7();
    const block = uuidv7();
    const item = uuidv7();
    const blocks = [
      { id: block, kind: 'straight' as const, items: [{ id: item, exercise_id: squat, sets: [prescribed(5, 100), prescribed(5, 100)] }] },
    ];
    await writes.put('workout-sessions', {
      id: older,
      client_id: client,
      prescription: { name: 'Legs A', blocks },
      started_at: '2026-11-02T16:00:00.000Z',
    });
    await writes.put('workout-sessions', {
      id: newer,
      client_id: client,
      prescription: { name: 'Legs B', blocks },
      started_at: '2026-11-09T16:00:00.000Z',
      finished_at: '2026-11-09T17:00:00.000Z',
      rating: 4,
      notes: 'Felt heavy',
    });
    const log = (sessionId: string, extra: { exercise_id: string; set_index: number } & Record<string, unknown>) =>
      writes.put('set-logs', { id: uuidv7(), session_id: sessionId, client_id: client, logged_at: '2026-11-09T16:10:00.000Z', ...extra });
    const squatLog = uuidv7();
    await log(newer, { id: squatLog, exercise_id: squat, block_id: block, item_id: item, set_index: 0, reps: 5, weight_kg: 102.5 });
    await log(newer, { exercise_id: lunge, set_index: 0, reps: 10, weight_kg: 20, logged_at: '2026-11-09T16:20:00.000Z' });

    renderClientPage(client, '?tab=history');
    const headers = await screen.findAllByRole('button', { name: /^Legs/ });
    expect(headers.map((header) => header.textContent.slice(0, 6))).toEqual(['Legs B', 'Legs A']);
    expect(headers[0]?.textContent).toContain('1 of 2 sets');
    expect(headers[0]?.textContent).toContain('rated 4 of 5');
    fireEvent.click(headers[0] as HTMLElement);
    const table = await screen.findByRole('table', { name: /^Sets of Legs B/ });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['Set 1 of 2', 'Back squat', '5 × 100 kg', '5 × 102.5 kg'],
      ['Set 2 of 2', 'Back squat', '5 × 100 kg', 'Not done'],
      ['Extra', 'Walking lunge', '—', '10 × 20 kg'],
    ]);
    expect(screen.getByText('Their notes: Felt heavy')).toBeTruthy();
    // Each exercise named opens its page; the history holds nothing unsaved, so in place.
    const squatLinks = within(table).getAllByRole('link', { name: 'Back squat' });
    expect(squatLinks).toHaveLength(2);
    expect(squatLinks[0]?.getAttribute('href')).toBe(`/exercise/${squat}`);
    expect(squatLinks[0]?.getAttribute('target')).toBeNull();
    expect(within(table).getByRole('link', { name: 'Walking lunge' }).getAttribute('href')).toBe(`/exercise/${lunge}`);

    // The coach comments on one set; it is in the thread at once, on this device, waiting for the server.
    const thread = screen.getByRole('region', { name: 'Comments on Legs B' });
    fireEvent.click(within(thread).getByRole('button', { name: 'Send comment' }));
    expect(await within(thread).findByText('Write something first.')).toBeTruthy();
    fireEvent.change(within(thread).getByRole('combobox', { name: 'About' }), { target: { value: squatLog } });
    fireEvent.change(within(thread).getByRole('textbox', { name: 'Your comment' }), { target: { value: 'Hips rose early on set 1' } });
    fireEvent.click(within(thread).getByRole('button', { name: 'Send comment' }));
    const said = await within(thread).findByRole('listitem');
    expect(said.textContent).toBe('You · on Set 1 of 2 Back squat: 5 × 102.5 kg · not sent yetHips rose early on set 1');
    expect(within(said).getByRole('link', { name: 'Back squat' }).getAttribute('href')).toBe(`/exercise/${squat}`);
    expect(within(thread).getByRole<HTMLTextAreaElement>('textbox', { name: 'Your comment' }).value).toBe('');
    const stored = await userDatabase(session.userId).records('comments').toArray();
    expect(stored).toMatchObject([{ session_id: newer, set_log_id: squatLog, body: 'Hips rose early on set 1' }]);
    expect((await screen.findAllByRole('button', { name: /^Legs B/ }))[0]?.textContent).toContain('1 comment');
  });
});
