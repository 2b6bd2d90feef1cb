import { eq } from 'drizzle-orm';
import { afterQuietHours, preferencesOf, type NotificationPreferences, type PushPayload } from '@core/push';
import type { Locale } from '@core/records/common';
import { users } from '../../db/schema/index';
import type { Db, Tx } from '../../db/types';
import { schedulePush, type PushKind } from './jobs';

/** Which preference lets each kind of push through (core/push.ts). */
const ALLOWED_BY: Record<PushKind, keyof NotificationPreferences> = {
  message: 'messages',
  rest: 'rest_timer',
  reminder: 'workout_reminders',
  'check-in': 'check_ins',
  'client-activity': 'client_activity',
};

export interface PushFor {
  kind: PushKind;
  key: string;
  /** The push's words in the recipient's language. */
  payload: (language: Locale) => PushPayload;
  /** When it is due; now by default. */
  dueAt?: Date;
  /** Waiting pushes this one stands in for: their keys' common start (jobs.ts, schedulePush). */
  replacing?: string;
  /** After this it is pointless (a reminder once the workout began): quiet hours that hold it past it drop it. */
  latest?: Date;
}

/**
 * Schedules a push for `userId` as they want it: nothing when they turned its kind off; after
 * their quiet hours when it falls in them (the rest timer excepted: they are training). Written in
 * the caller's transaction, so a push exists exactly when what it tells of was stored.
 */
export async function pushForUser(db: Db | Tx, userId: string, push: PushFor): Promise<void> {
  const [person] = await db
    .select({ language: users.preferredLanguage, preferences: users.notificationPreferences })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) return;
  const preferences = preferencesOf(person.preferences);
  if (preferences[ALLOWED_BY[push.kind]] !== true) return;
  const due = push.dueAt ?? new Date();
  const when = push.kind === 'rest' ? due : afterQuietHours(due, preferences);
  if (push.latest && when.getTime() > push.latest.getTime()) return;
  await schedulePush(
    db,
    {
      userId,
      kind: push.kind,
      key: push.key,
      payload: push.payload(person.language ?? 'en-US'),
      dueAt: when,
    },
    push.replacing,
  );
}
