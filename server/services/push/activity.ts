import { and, eq, isNotNull, ne, notExists } from 'drizzle-orm';
import { addDays, instantOf, today } from '@core/dates';
import { calendarEntries, clients, workoutSessions, workouts } from '../../db/schema/index';
import type { Db, Tx } from '../../db/types';
import { pushForUser } from './notices';
import { inSendWindow, LATE_MS } from './send-window';

const WORDS = {
  'en-US': {
    finished: (client: string, workout: string) => `${client} finished ${workout}`,
    skipped: (client: string, workout: string) => `${client} skipped ${workout}`,
    missed: (client: string, workout: string | null) => `${client} missed ${workout ?? 'a workout'} yesterday`,
    missedSeveral: (client: string, count: number) => `${client} missed ${count} workouts yesterday`,
  },
  'lv-LV': {
    finished: (client: string, workout: string) => `${client} pabeidza treniņu „${workout}”`,
    skipped: (client: string, workout: string) => `${client} izlaida treniņu „${workout}”`,
    missed: (client: string, workout: string | null) =>
      workout ? `${client} vakar neveica treniņu „${workout}”` : `${client} vakar neveica treniņu`,
    missedSeveral: (client: string, count: number) => `${client} vakar neveica ${count} treniņus`,
  },
} as const;

/** The key that holds a coach's pushes about one client to one an hour. */
const hourKey = (clientId: string, at: Date) => `activity:${clientId}:${at.toISOString().slice(0, 13)}`;
const historyOf = (clientId: string) => `/client/${encodeURIComponent(clientId)}?tab=history`;

/**
 * A coach hears that a client finished or skipped a workout (docs/api.md, "Notifications"): at most
 * one push per client an hour, the first of the hour (the rest are in the app), opening the client's
 * history. Not for what the coach did themselves, nor for a coach's own training.
 */
export async function announceClientActivity(
  tx: Tx,
  activity: { clientId: string; actorId: string; what: 'finished' | 'skipped'; workout: string; at: Date },
): Promise<void> {
  const [client] = await tx
    .select({ name: clients.name, coachId: clients.coach_id, userId: clients.user_id })
    .from(clients)
    .where(eq(clients.id, activity.clientId));
  if (!client || client.coachId === activity.actorId || client.userId === client.coachId) return;
  await pushForUser(tx, client.coachId, {
    kind: 'client-activity',
    key: hourKey(activity.clientId, activity.at),
    payload: (language) => ({
      title: WORDS[language][activity.what](client.name, activity.workout),
      body: '',
      tag: `activity-${activity.clientId}`,
      url: historyOf(activity.clientId),
    }),
  });
}

/** When a coach hears of the workouts a client missed the day before: Riga time, with the other morning pushes. */
export const MISSED_PUSH_AT = '08:00';

/**
 * A coach hears each morning which clients missed a workout yesterday: planned for that day, and
 * no session started from it (core/calendar-rules.ts says the same for the screens). One push per
 * client, counting their missed workouts, keyed like the finished and skipped ones so that a
 * client's pushes stay one an hour. Run by every server; the key makes one push of two runs.
 */
export async function scheduleMissedPushes(db: Db, now: Date): Promise<void> {
  const day = today(new Date(now.getTime() - LATE_MS));
  const due = instantOf(day, MISSED_PUSH_AT);
  if (!inSendWindow(due, now)) return;
  const missed = await db
    .select({ clientId: clients.id, name: clients.name, coachId: clients.coach_id, title: calendarEntries.title, workout: workouts.name })
    .from(calendarEntries)
    .innerJoin(
      clients,
      and(
        eq(clients.id, calendarEntries.client_id),
        eq(clients.deleted, false),
        isNotNull(clients.user_id),
        ne(clients.user_id, clients.coach_id),
      ),
    )
    .leftJoin(workouts, eq(workouts.id, calendarEntries.workout_id))
    .where(
      and(
        eq(calendarEntries.deleted, false),
        eq(calendarEntries.status, 'planned'),
        eq(calendarEntries.date, addDays(day, -1)),
        notExists(
          db
            .select({ id: workoutSessions.id })
            .from(workoutSessions)
            .where(and(eq(workoutSessions.calendar_entry_id, calendarEntries.id), eq(workoutSessions.deleted, false))),
        ),
      ),
    );
  const byClient = new Map<string, typeof missed>();
  for (const row of missed) byClient.set(row.clientId, [...(byClient.get(row.clientId) ?? []), row]);
  for (const [clientId, rows] of byClient) {
    const [first] = rows;
    if (!first) continue;
    await pushForUser(db, first.coachId, {
      kind: 'client-activity',
      key: hourKey(clientId, due),
      dueAt: due,
      payload: (language) => ({
        title:
          rows.length === 1
            ? WORDS[language].missed(first.name, first.title ?? first.workout)
            : WORDS[language].missedSeveral(first.name, rows.length),
        body: '',
        tag: `activity-${clientId}`,
        url: historyOf(clientId),
      }),
    });
  }
}
