import { fireEvent, screen, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { userDatabase } from '@/data/local/registry';
import { recordWrites } from '@/data/record-writes';
import { readSession } from '@/data/session';
import { AttentionList } from '@/features/home/AttentionList';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { storeSession } from '../fake-session';
import { renderScreen } from './render-client-page';

describe('the coach’s home lists what needs them, from the device’s own copy', () => {
  beforeEach(async () => {
    await activateLocale('en-US');
    await requireCatalogPart('app');
  });

  it('a session finished since the coach last looked, with a link to the history; "Mark as seen" takes it off', async () => {
    storeSession(ROLE.coach);
    const session = readSession();
    if (!session) throw new Error('no session');
    const writes = recordWrites(userDatabase(session.userId));
    const client = uuidv7();
    await writes.put('clients', { id: client, name: 'Anna Ozola' });
    const finished = new Date(Date.now() - 3600_000).toISOString();
    await writes.put('workout-sessions', {
      id: uuidv7(),
      client_id: client,
      prescription: { name: 'Legs', blocks: [] },
      started_at: finished,
      finished_at: finished,
    });

    renderScreen(<AttentionList userId={session.userId} />);
    const region = await screen.findByRole('region', { name: 'Needs your attention' });
    const item = await within(region).findByRole('link', { name: 'Anna Ozola' });
    expect(item.getAttribute('href')).toBe(`/client/${client}?tab=history`);
    expect(within(region).getByText('1 session finished')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Mark as seen: Anna Ozola' }));
    expect(await within(region).findByText('Nothing new since you last looked.')).toBeTruthy();
  });
  it('a client slipping behind has "Mark as seen" too, which takes them off', async () => {
    storeSession(ROLE.coach);
    const session = readSession();
    if (!session) throw new Error('no session');
    const writes = recordWrites(userDatabase(session.userId));
    // Coached since long before the last two weeks, four sessions a week asked, none done.
    await writes.put('clients', {
      id: uuidv7(),
      name: 'Jānis Bērziņš',
      sessions_per_week: 4,
      user_id: uuidv7(),
      added_at: '2026-01-05T08:00:00.000Z',
    });

    renderScreen(<AttentionList userId={session.userId} />);
    const region = await screen.findByRole('region', { name: 'Needs your attention' });
    expect(await within(region).findByText('Below half their target two weeks running (0 %, 0 %)')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Mark as seen: Jānis Bērziņš' }));
    expect(await within(region).findByText('Nothing new since you last looked.')).toBeTruthy();
  });
});
