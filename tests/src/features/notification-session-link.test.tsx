import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE, type RoleId } from '@core/auth-constants';
import { ENTITY_FIELDS, type EntityName } from '@core/records/index';
import { userDatabase } from '@/data/local/registry';
import { readSession } from '@/data/session';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { storeSession } from '../fake-session';
import { renderAppAt } from '../render-app';

/** A record as a pull stores it: all its fields, as the server sent them. */
async function pulled(userId: string, entity: EntityName, fields: Record<string, unknown>): Promise<void> {
  await userDatabase(userId)
    .records(entity)
    .put({ ...ENTITY_FIELDS[entity].parse(fields), version: 1, updated_at: '2026-11-20T10:00:00.000Z' });
}

function signedIn(role: RoleId): string {
  storeSession(role);
  const session = readSession();
  if (!session) throw new Error('no session');
  return session.userId;
}

/** The bell's message with this subject, opened. */
async function openMessage(subject: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: /^Notifications: \d+ unread$/ }));
  // The bell's popover is labelled, not a dialog: it traps no focus.
  const list = await screen.findByLabelText('Notifications');
  fireEvent.click(await within(list).findByRole('button', { name: subject }));
  return list;
}

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T16:00:00.000Z`;
const session = (id: string, clientId: string, coachId: string, name: string, day: number) => ({
  id,
  client_id: clientId,
  coach_id: coachId,
  prescription: { name, blocks: [] },
  started_at: at(day),
  finished_at: at(day),
});

/** sync/SPEC.md A10, A14: a comment's notification opens its session, where the thread is answered. */
describe('a comment’s notification leads to the session, to reply there', () => {
  beforeEach(async () => {
    await activateLocale('en-US');
    await requireCatalogPart('app');
  });

  it('a client opens it from the bell: their own history opens at that session, however old, with the reply box', async () => {
    const userId = signedIn(ROLE.client);
    const coachId = uuidv7();
    const clientId = uuidv7();
    const target = uuidv7();
    // Older than the ten sessions a history shows at first.
    await pulled(userId, 'workout-sessions', session(target, clientId, coachId, 'Legs with a comment', 1));
    for (let day = 2; day <= 13; day += 1)
      await pulled(userId, 'workout-sessions', session(uuidv7(), clientId, coachId, `Day ${String(day)}`, day));
    await pulled(userId, 'comments', {
      id: uuidv7(),
      session_id: target,
      body: 'Hips rose early on set 3',
      author_id: coachId,
      written_at: at(14),
      client_id: clientId,
      coach_id: coachId,
    });
    await pulled(userId, 'notifications', {
      id: uuidv7(),
      user_id: userId,
      subject: 'New comment on a workout',
      body: 'On “Legs with a comment”: Hips rose early on set 3',
      session_id: target,
      sent_at: at(14),
    });

    const { router } = await renderAppAt('/');
    const list = await openMessage('New comment on a workout');
    const link = await within(list).findByRole('link', { name: 'Open the session' });
    expect(link.getAttribute('href')).toBe(`/workouts?session=${target}`);
    fireEvent.click(link);

    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/workouts?session=${target}`));
    // The popover closed with the way out of it.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open the session' })).toBeNull());
    const training = await screen.findByRole('region', { name: 'Your training' });
    const thread = await within(training).findByRole('region', { name: 'Comments on Legs with a comment' });
    expect(await within(thread).findByText('Hips rose early on set 3')).toBeTruthy();
    expect(within(thread).getByRole('textbox', { name: 'Your reply' })).toBeTruthy();
    expect(
      within(training)
        .getByRole('button', { name: /^Legs with a comment/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('a coach opens a reply from the bell and from the home page’s attention list: the client’s history opens at that session', async () => {
    const userId = signedIn(ROLE.coach);
    const person = uuidv7();
    const clientId = uuidv7();
    const target = uuidv7();
    await pulled(userId, 'clients', { id: clientId, name: 'Anna Ozola', user_id: person, coach_id: userId });
    await pulled(userId, 'workout-sessions', session(target, clientId, userId, 'Upper body', 20));
    const written = new Date(Date.now() - 60_000).toISOString();
    await pulled(userId, 'comments', {
      id: uuidv7(),
      session_id: target,
      body: 'Thanks, I felt it too',
      author_id: person,
      written_at: written,
      client_id: clientId,
      coach_id: userId,
    });
    await pulled(userId, 'notifications', {
      id: uuidv7(),
      user_id: userId,
      subject: 'A reply from Anna',
      body: 'On “Upper body”: Thanks, I felt it too',
      session_id: target,
      sent_at: written,
    });
    const path = `/client/${clientId}?tab=history&session=${target}`;

    const { router } = await renderAppAt('/');
    const attention = await screen.findByRole('region', { name: 'Needs your attention' });
    expect(within(attention).getByText('1 new reply')).toBeTruthy();
    expect((await within(attention).findByRole('link', { name: 'Open the session: Anna Ozola' })).getAttribute('href')).toBe(path);

    const list = await openMessage('A reply from Anna');
    fireEvent.click(await within(list).findByRole('link', { name: 'Open the session' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path));
    const thread = await screen.findByRole('region', { name: 'Comments on Upper body' });
    expect(await within(thread).findByText('Thanks, I felt it too')).toBeTruthy();
    expect(within(thread).getByRole('textbox', { name: 'Your comment' })).toBeTruthy();
  });

  it('a message about no session, or about one not on this device, stays words only', async () => {
    const userId = signedIn(ROLE.client);
    await userDatabase(userId)
      .anyRecords('notifications')
      .put({
        id: uuidv7(),
        user_id: userId,
        message_id: uuidv7(),
        subject: 'Gym closed on Monday',
        body: 'Sorry.',
        sent_at: at(21),
        read_at: null,
        version: 1,
        updated_at: at(21),
      });
    await pulled(userId, 'notifications', {
      id: uuidv7(),
      user_id: userId,
      subject: 'About a session gone',
      body: 'On “Legs”: …',
      session_id: uuidv7(),
      sent_at: at(22),
    });

    await renderAppAt('/');
    const list = await openMessage('Gym closed on Monday');
    expect(await within(list).findByText('Sorry.')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'About a session gone' }));
    expect(await within(list).findByText('On “Legs”: …')).toBeTruthy();
    expect(within(list).queryByRole('link', { name: 'Open the session' })).toBeNull();
  });

  it('a message’s or a reminder’s notification opens its screen: the conversation, the workout', async () => {
    const userId = signedIn(ROLE.client);
    const entry = uuidv7();
    await pulled(userId, 'notifications', {
      id: uuidv7(),
      user_id: userId,
      subject: 'Workout at 18:00',
      body: 'Legs',
      path: `/workout/${entry}`,
      sent_at: at(20),
    });
    await pulled(userId, 'notifications', {
      id: uuidv7(),
      user_id: userId,
      subject: 'New message from Coach',
      body: 'Add 2.5 kg next time',
      path: '/messages',
      sent_at: at(21),
    });

    const { router } = await renderAppAt('/');
    const list = await openMessage('New message from Coach');
    fireEvent.click(await within(list).findByRole('link', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    const again = await openMessage('Workout at 18:00');
    expect((await within(again).findByRole('link', { name: 'Open' })).getAttribute('href')).toBe(`/workout/${entry}`);
  });
});
