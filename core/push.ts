import { z } from 'zod';
import { addDays, instantOf, localDateOf, localTimeOf } from './dates';
import { isoDateTimeSchema } from './records/common';

/*
 * Notifications that reach a person whose app is closed: the Web Push contract between the
 * device, the server and the service worker (docs/api.md, "Notifications").
 */

export const PUSH_LIMITS = {
  /** Browsers (devices) one person gets notifications on: a phone, a tablet, a laptop, and a few to spare. */
  subscriptionsPerUser: 10,
  /** A push service's address: a long token in the path, never this long. */
  endpointCharacters: 2048,
  /** The longest rest a rest timer's push is asked for. */
  restHours: 6,
} as const;

/** The bytes a base64url text decodes to (padding aside); -1 for a length no encoding makes. */
function decodedBytes(text: string): number {
  const digits = text.replace(/=+$/, '').length;
  return digits % 4 === 1 ? -1 : Math.floor((digits * 6) / 8);
}

const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `is not ${what} in base64url`)
    .refine((value) => decodedBytes(value) === bytes, `is not ${what} (${bytes} bytes)`);

/**
 * `PushSubscription.toJSON()` as a browser gives it: where its push service takes messages for this
 * browser, and the keys a message is encrypted with (RFC 8291): the browser's P-256 public key,
 * uncompressed (65 bytes, starting 0x04), and a 16-byte secret.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ message: 'is not an address' }).max(PUSH_LIMITS.endpointCharacters, 'is too long'),
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  keys: z.object({
    // An uncompressed point starts with the byte 0x04, whose first six bits are base64url's "B".
    p256dh: base64url(65, 'a P-256 public key').refine((value) => value.startsWith('B'), 'is not an uncompressed P-256 key'),
    auth: base64url(16, 'an authentication secret'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(PUSH_LIMITS.endpointCharacters, 'is too long') });

/** The player asks for a push when a rest ends while the phone is locked. */
export const restPushSchema = z.object({
  session_id: z.uuid('is not a valid id'),
  ends_at: isoDateTimeSchema,
  /** What comes next, e.g. "Squat, set 3". */
  next: z.string().trim().max(120, 'is too long').default(''),
  /** The player's address, opened when the push is tapped. */
  path: z.string().regex(/^\/workout\/[0-9a-f-]{36}(-v2)?$/, 'is not a workout’s address'),
});
export type RestPush = z.infer<typeof restPushSchema>;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = z.string().regex(TIME_OF_DAY, 'is not a time of day (HH:MM)');

/** When the daily e-mail of unread notifications goes out, Riga time. */
export const DIGEST_AT = '18:00';

/** What may reach a person when the app is closed, each switchable, and hours when nothing does. */
export const notificationPreferencesSchema = z
  .object({
    /** A new message in a conversation, or a comment on a workout. */
    messages: z.boolean().default(true),
    /** Before each scheduled workout, `reminder_minutes` ahead (a workout with no time: 08:00). */
    workout_reminders: z.boolean().default(true),
    reminder_minutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(60),
    /** A check-in is due. */
    check_ins: z.boolean().default(true),
    /** For a coach: a client finished, skipped or missed a workout (at most one per client an hour). */
    client_activity: z.boolean().default(true),
    /** The rest between sets is over while the phone is locked. */
    rest_timer: z.boolean().default(true),
    /** One e-mail a day, at DIGEST_AT, of what is unread in the app's notifications: for whom pushes do not work, or who wants it. */
    email_digest: z.boolean().default(false),
    /** From when to when (Riga time) nothing is pushed but the rest timer; both null: no quiet hours. */
    quiet_from: timeOfDay.nullable().default(null),
    quiet_until: timeOfDay.nullable().default(null),
  })
  .refine((preferences) => (preferences.quiet_from === null) === (preferences.quiet_until === null), {
    path: ['quiet_until'],
    message: 'quiet hours need a start and an end',
  });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = notificationPreferencesSchema.parse({});

/** A person's stored preferences, the defaults where they set none (or a stored value no longer reads). */
export function preferencesOf(stored: unknown): NotificationPreferences {
  const parsed = notificationPreferencesSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATION_PREFERENCES;
}

/** What a push carries to the service worker, which shows it: in the recipient's language, already. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Notifications of one tag replace each other: a conversation's messages, a session's rest. */
  tag: z.string(),
  /** The app's path to open when it is tapped. */
  url: z.string().startsWith('/'),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/**
 * When a push due at `due` may go out under the person's quiet hours (Riga time): `due` itself
 * outside them, else the end of the quiet hours that hold it. Hours that pass midnight (22:00 to
 * 07:00) hold the late evening and the early morning; equal ends mean no quiet hours.
 */
export function afterQuietHours(due: Date, preferences: Pick<NotificationPreferences, 'quiet_from' | 'quiet_until'>): Date {
  const { quiet_from: from, quiet_until: until } = preferences;
  if (!from || !until || from === until) return due;
  const time = localTimeOf(due);
  const day = localDateOf(due);
  const overnight = from > until;
  const quiet = overnight ? time >= from || time < until : time >= from && time < until;
  if (!quiet) return due;
  // Overnight hours end the next morning when they hold the evening, this morning when they hold the early hours.
  const endDay = overnight && time >= from ? addDays(day, 1) : day;
  return instantOf(endDay, until);
}
