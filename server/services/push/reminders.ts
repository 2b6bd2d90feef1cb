import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { addDays, instantOf, localTimeOf, today } from '@core/dates';
import { checkInAnswerId, scheduledCheckIns } from '@core/check-in-schedule';
import { preferencesOf } from '@core/push';
import type { Locale } from '@core/records/common';
import { calendarEntries, checkInAnswers, checkInAssignments, checkInForms, clients, users, workouts } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { pushForUser } from './notices';
import { noticeOnce } from './scheduled-notices';
import { inSendWindow, LATE_MS } from './send-window';

/** A workout with no time of day is reminded of at this time, Riga time, on its day. */
export const UNTIMED_REMINDER_AT = '08:00';

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
    if (!inSendWindow(due, now)) continue;
    const time = entry.time ? localTimeOf(starts) : null;
    const key = `reminder:${entry.id}:${due.toISOString()}`;
    const userId = entry.userId;
    const words = (language: Locale) => ({
      title: time ? WORDS[language].at(time) : WORDS[language].today,
      body: entry.title ?? entry.workout ?? WORDS[language].workout,
    });
    // In the app's notifications too, whether or not the person takes pushes.
    await noticeOnce(db, key, {
      recipientId: userId,
      words: (language) => ({ subject: words(language).title, body: words(language).body }),
      path: `/workout/${entry.id}`,
      sentAt: due.toISOString(),
    });
    await pushForUser(db, userId, {
      kind: 'reminder',
      key,
      dueAt: due,
      // Quiet hours that would hold it past the workout's start make it pointless.
      latest: entry.time ? starts : undefined,
      payload: (language) => ({
        ...words(language),
        tag: `reminder-${entry.id}`,
        url: `/workout/${entry.id}`,
      }),
    });
  }
}

const CHECK_IN_WORDS = {
  'en-US': { title: 'Check-in due today', body: (form: string) => `${form}: your coach waits for your answers` },
  'lv-LV': { title: 'Šodien jāiesniedz atskaite', body: (form: string) => `${form}: treneris gaida tavas atbildes` },
} as const;

/**
 * Schedules the push of every check-in due today that is not answered yet, at 08:00 Riga time on its
 * due day (sync/SPEC.md A19, `core/check-in-schedule.ts`), like a workout without a time: once per
 * schedule and day, whichever server finds it first.
 */
export async function scheduleCheckInPushes(db: Db, now: Date): Promise<void> {
  const day = today(new Date(now.getTime() - LATE_MS));
  const due = instantOf(day, UNTIMED_REMINDER_AT);
  if (!inSendWindow(due, now)) return;
  const schedules = await db
    .select({
      id: checkInAssignments.id,
      weekday: checkInAssignments.weekday,
      every_weeks: checkInAssignments.every_weeks,
      start_date: checkInAssignments.start_date,
      grace_days: checkInAssignments.grace_days,
      ended_on: checkInAssignments.ended_on,
      form: checkInForms.name,
      userId: clients.user_id,
    })
    .from(checkInAssignments)
    .innerJoin(clients, and(eq(clients.id, checkInAssignments.client_id), eq(clients.deleted, false), isNotNull(clients.user_id)))
    .innerJoin(checkInForms, eq(checkInForms.id, checkInAssignments.form_id))
    .where(and(eq(checkInAssignments.deleted, false), lte(checkInAssignments.start_date, day)));
  for (const schedule of schedules) {
    if (!schedule.userId) continue;
    if (scheduledCheckIns(schedule, day, day, () => false, day).length === 0) continue;
    const [answered] = await db
      .select({ id: checkInAnswers.id })
      .from(checkInAnswers)
      .where(eq(checkInAnswers.id, checkInAnswerId(schedule.id, day)));
    if (answered) continue;
    await pushForUser(db, schedule.userId, {
      kind: 'check-in',
      key: `check-in:${schedule.id}:${day}`,
      dueAt: due,
      payload: (language) => ({
        title: CHECK_IN_WORDS[language].title,
        body: CHECK_IN_WORDS[language].body(schedule.form),
        tag: `check-in-${schedule.id}`,
        url: '/',
      }),
    });
  }
}
