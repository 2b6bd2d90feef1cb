import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { addDays, instantOf, localTimeOf, today } from '@core/dates';
import { preferencesOf } from '@core/push';
import { calendarEntries, clients, users, workouts } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { pushForUser } from './notices';

/** A workout with no time of day is reminded of at this time, Riga time, on its day. */
export const UNTIMED_REMINDER_AT = '08:00';
/**
 * A reminder due this long ago is still sent: a server that was down (a deploy, a restart) sends
 * what fell due meanwhile; older ones would arrive after the workout began.
 */
const LATE_MS = 10 * 60_000;

const WORDS = {
  'en-US': { at: (time: string) => `Workout at ${time}`, today: 'Workout today', workout: 'Workout' },
  'lv-LV': { at: (time: string) => `Treniņš ${time}`, today: 'Treniņš šodien', workout: 'Treniņš' },
} as const;

/**
 * Schedules the reminder of every planned workout whose reminder falls due by `now` (and not more
 * than LATE_MS before): `reminder_minutes` before its time, as its client chose, or at 08:00 on its
 * day when it has no time. Each server runs this; a reminder's key is its entry and its time, so of
 * two servers, or two runs, one push is made, and a workout moved gets a reminder at its new time.
 */
export async function scheduleReminders(db: Db, now: Date): Promise<void> {
  const from = today(new Date(now.getTime() - LATE_MS));
  // A reminder is at most a day ahead of its workout.
  const until = addDays(today(now), 1);
  const planned = await db
    .select({
      id: calendarEntries.id,
      date: calendarEntries.date,
      time: calendarEntries.time,
      title: calendarEntries.title,
      workout: workouts.name,
      userId: clients.user_id,
      preferences: users.notificationPreferences,
    })
    .from(calendarEntries)
    .innerJoin(clients, and(eq(clients.id, calendarEntries.client_id), eq(clients.deleted, false), isNotNull(clients.user_id)))
    .innerJoin(users, eq(users.id, clients.user_id))
    .leftJoin(workouts, eq(workouts.id, calendarEntries.workout_id))
    .where(
      and(
        eq(calendarEntries.deleted, false),
        eq(calendarEntries.status, 'planned'),
        gte(calendarEntries.date, from),
        lte(calendarEntries.date, until),
      ),
    );
  for (const entry of planned) {
    if (!entry.userId) continue;
    const minutes = preferencesOf(entry.preferences).reminder_minutes;
    const starts = instantOf(entry.date, entry.time ?? UNTIMED_REMINDER_AT);
    const due = entry.time ? new Date(starts.getTime() - minutes * 60_000) : starts;
    if (due.getTime() > now.getTime() || due.getTime() <= now.getTime() - LATE_MS) continue;
    const time = entry.time ? localTimeOf(starts) : null;
    await pushForUser(db, entry.userId, {
      kind: 'reminder',
      key: `reminder:${entry.id}:${due.toISOString()}`,
      dueAt: due,
      // Quiet hours that would hold it past the workout's start make it pointless.
      latest: entry.time ? starts : undefined,
      payload: (language) => ({
        title: time ? WORDS[language].at(time) : WORDS[language].today,
        body: entry.title ?? entry.workout ?? WORDS[language].workout,
        tag: `reminder-${entry.id}`,
        url: `/workout/${entry.id}`,
      }),
    });
  }
}
