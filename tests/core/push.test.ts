import { describe, expect, it } from 'vitest';
import { instantOf } from '@core/dates';
import { afterQuietHours, DEFAULT_NOTIFICATION_PREFERENCES, preferencesOf, pushSubscriptionSchema } from '@core/push';

const at = (date: string, time: string) => instantOf(date, time);

describe('quiet hours (Riga time)', () => {
  const night = { quiet_from: '22:00', quiet_until: '07:00' };
  it('hold a push due in the evening or the early morning until they end; one outside them goes at once', () => {
    expect(afterQuietHours(at('2026-12-03', '23:15'), night)).toEqual(at('2026-12-04', '07:00'));
    expect(afterQuietHours(at('2026-12-04', '05:30'), night)).toEqual(at('2026-12-04', '07:00'));
    expect(afterQuietHours(at('2026-12-04', '07:00'), night)).toEqual(at('2026-12-04', '07:00'));
    expect(afterQuietHours(at('2026-12-04', '21:59'), night)).toEqual(at('2026-12-04', '21:59'));
  });

  it('within one day too, across a change of the clocks, and not at all when unset or empty', () => {
    const lunch = { quiet_from: '12:00', quiet_until: '13:30' };
    expect(afterQuietHours(at('2026-03-29', '12:10'), lunch)).toEqual(at('2026-03-29', '13:30'));
    expect(afterQuietHours(at('2026-03-29', '13:30'), lunch)).toEqual(at('2026-03-29', '13:30'));
    expect(afterQuietHours(at('2026-10-24', '23:00'), night)).toEqual(at('2026-10-25', '07:00'));
    const due = at('2026-12-04', '03:00');
    expect(afterQuietHours(due, DEFAULT_NOTIFICATION_PREFERENCES)).toEqual(due);
    expect(afterQuietHours(due, { quiet_from: '03:00', quiet_until: '03:00' })).toEqual(due);
  });
});

describe('notification preferences', () => {
  it('are the defaults where none were stored, or what was stored no longer reads', () => {
    expect(preferencesOf(null)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(preferencesOf({ messages: 'yes' })).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(preferencesOf({ messages: false })).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, messages: false });
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toMatchObject({
      messages: true,
      workout_reminders: true,
      reminder_minutes: 60,
      rest_timer: true,
    });
  });
});

describe('a browser’s subscription', () => {
  const key = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
  const auth = Buffer.alloc(16, 1).toString('base64url');
  it('takes PushSubscription.toJSON() as browsers give it, and only keys of the right kind and size', () => {
    const body = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', expirationTime: null, keys: { p256dh: key, auth } };
    expect(pushSubscriptionSchema.safeParse(body).success).toBe(true);
    const compressed = Buffer.concat([Buffer.from([2]), Buffer.alloc(64, 7)]).toString('base64url');
    for (const keys of [
      { p256dh: compressed, auth },
      { p256dh: key.slice(1), auth },
      { p256dh: key, auth: `${auth}AA` },
      { p256dh: `${key}!`, auth },
    ])
      expect(pushSubscriptionSchema.safeParse({ ...body, keys }).success).toBe(false);
  });
});
