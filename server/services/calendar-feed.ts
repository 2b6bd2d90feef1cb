import { and, asc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import { addDays, today } from '@core/dates';
import { calendarEntries, calendarFeeds, clients, users, workouts } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { randomToken, sha256Hex } from '../lib/crypto';
import { icalendar, type FeedEvent } from './ical';

/** The feed reaches back a quarter and ahead a year: what a calendar app shows, not the whole history. */
const DAYS_BACK = 92;
const DAYS_AHEAD = 366;
const MAX_EVENTS = 5_000;

/** Where a feed is read: the secret is the whole credential, so it is long and random (256 bits). */
export const FEED_PATH = '/calendar/feed';
export const feedUrl = (publicUrl: string, secret: string) => `${publicUrl}/api/v1${FEED_PATH}/${secret}.ics`;

/** A new secret address for the user's feed; one made before stops working (its hash is replaced). */
export async function createFeed(db: DbOrTx, userId: string, publicUrl: string): Promise<{ url: string }> {
  const secret = randomToken(32);
  const secret_hash = sha256Hex(secret);
  await db
    .insert(calendarFeeds)
    .values({ user_id: userId, secret_hash })
    .onConflictDoUpdate({ target: calendarFeeds.user_id, set: { secret_hash, created_at: new Date() } });
  return { url: feedUrl(publicUrl, secret) };
}

/** Turns the user's feed off: its address stops working. */
export async function removeFeed(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.user_id, userId));
}

const WORDS = {
  'en-US': { workout: 'Workout', calendar: 'Treneris workouts' },
  'lv-LV': { workout: 'Treniņš', calendar: 'Treneris treniņi' },
} as const;

/**
 * The iCalendar text of the feed with this secret, or null when no active account has it. It holds
 * the entries its owner reads on their devices (sync/SPEC.md A7): a coach's clients' entries and
 * the entries of the client records linked to their own account.
 */
export async function feedText(db: DbOrTx, secret: string, now = new Date()): Promise<string | null> {
  const [owner] = await db
    .select({ id: users.id, status: users.status, language: users.preferredLanguage })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.user_id))
    .where(eq(calendarFeeds.secret_hash, sha256Hex(secret)));
  if (owner?.status !== 'active') return null;
  const words = WORDS[owner.language ?? 'en-US'];
  const own = (
    await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.user_id, owner.id), eq(clients.deleted, false)))
  ).map((row) => row.id);
  const from = addDays(today(now), -DAYS_BACK);
  const to = addDays(today(now), DAYS_AHEAD);
  const rows = await db
    .select({
      id: calendarEntries.id,
      clientId: calendarEntries.client_id,
      date: calendarEntries.date,
      time: calendarEntries.time,
      duration: calendarEntries.duration_minutes,
      title: calendarEntries.title,
      notes: calendarEntries.notes,
      status: calendarEntries.status,
      version: calendarEntries.version,
      updatedAt: calendarEntries.updated_at,
      client: clients.name,
      workout: workouts.name,
    })
    .from(calendarEntries)
    .innerJoin(clients, eq(clients.id, calendarEntries.client_id))
    .leftJoin(workouts, eq(workouts.id, calendarEntries.workout_id))
    .where(
      and(
        eq(calendarEntries.deleted, false),
        gte(calendarEntries.date, from),
        lte(calendarEntries.date, to),
        own.length > 0
          ? or(eq(calendarEntries.coach_id, owner.id), inArray(calendarEntries.client_id, own))
          : eq(calendarEntries.coach_id, owner.id),
      ),
    )
    .orderBy(asc(calendarEntries.date), asc(calendarEntries.time), asc(calendarEntries.id))
    .limit(MAX_EVENTS);
  const events = rows.map((row): FeedEvent => {
    const name = row.workout ?? row.title ?? words.workout;
    // A coach's feed names whose workout it is; their own training (a client record of their own) needs no name.
    const mine = own.includes(row.clientId);
    return {
      uid: `${row.id}@treneris`,
      date: row.date,
      time: row.time,
      durationMinutes: row.duration,
      summary: mine ? name : `${row.client}: ${name}`,
      description: row.notes,
      cancelled: row.status === 'skipped',
      sequence: row.version,
      updatedAt: row.updatedAt,
    };
  });
  return icalendar(words.calendar, events);
}
