import { Body1, Button, Field, Input, makeStyles, Select, Switch, tokens } from '@fluentui/react-components';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { ROLE } from '@core/auth-constants';
import type { Profile } from '@core/auth';
import { DIGEST_AT, preferencesOf, type NotificationPreferences } from '@core/push';
import { saveNotificationPreferences } from '@/data/auth-api';
import { pushState, turnPushOff, turnPushOn, type PushState } from '@/data/push-notifications';
import { useExclusiveAction } from '@/ui/create-once';
import { notify } from '@/ui/feedback/notify';
import { useTouchStyles } from '@/ui/touch-styles';

const useStyles = makeStyles({
  device: { display: 'grid', gap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalL, maxWidth: '40rem' },
  form: { display: 'grid', gap: tokens.spacingVerticalS, maxWidth: '40rem' },
  quiet: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  time: { width: '9rem' },
  lead: { maxWidth: '14rem', marginInlineStart: tokens.spacingHorizontalXXL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** The choices of how long before a workout its reminder comes, in minutes. */
const REMINDER_LEADS: readonly number[] = [15, 30, 60, 120, 180];

/**
 * The profile's "Notifications": whether this browser gets them (and what the person misses where
 * it cannot, and how to change that), and what may reach them when the app is closed.
 */
export default function NotificationSettings({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const touch = useTouchStyles();
  const [state, setState] = useState<PushState>();
  // A profile this device kept offline from before there were settings has none: the defaults show.
  const [values, setValues] = useState<NotificationPreferences>(() => preferencesOf(profile.notifications));
  const device = useExclusiveAction();
  const saving = useExclusiveAction();

  useEffect(() => {
    let active = true;
    void pushState().then((found) => active && setState(found));
    return () => {
      active = false;
    };
  }, []);

  const toggleDevice = () =>
    void device.run(async () => {
      try {
        setState(await (state === 'on' ? turnPushOff() : turnPushOn()));
      } catch {
        notify({ intent: 'error', message: msg`Notifications could not be changed on this device. Check the connection and try again.` });
      }
    });

  const save = (event: SyntheticEvent) => {
    event.preventDefault();
    void saving.run(async () => {
      try {
        const saved = await saveNotificationPreferences(profile, values);
        setValues(saved.notifications);
        onSaved(saved);
        notify({ intent: 'success', message: msg`Notification settings saved` });
      } catch {
        notify({ intent: 'error', message: msg`The notification settings were not saved. Check the connection and try again.` });
      }
    });
  };
  const set = <K extends keyof NotificationPreferences>(key: K, value: NotificationPreferences[K]) =>
    setValues({ ...values, [key]: value });
  const quietIncomplete = (values.quiet_from === null) !== (values.quiet_until === null);

  const missing = t`You will not hear of new messages, your workouts or the end of a rest while Treneris is closed; you find them in the notifications when you open it, or in a daily e-mail if you choose one below.`;
  const explanation: Record<PushState, string> = {
    unsupported: `${t`This browser cannot show notifications when Treneris is closed.`} ${missing}`,
    'install-first': `${t`On an iPhone or iPad, add Treneris to the Home Screen first (Share, then “Add to Home Screen”), open it from there and turn notifications on here.`} ${missing}`,
    denied: `${t`Notifications are blocked for Treneris in this browser. Allow them in the browser’s site settings, then come back here.`} ${missing}`,
    off: t`Turn them on to hear of new messages, your coming workouts and the end of a rest while Treneris is closed or the phone is locked.`,
    on: t`This device gets notifications.`,
  };

  return (
    <>
      <div className={styles.device}>
        <Body1>{state ? explanation[state] : null}</Body1>
        {(state === 'off' || state === 'on') && (
          <div className={`${styles.actions} ${touch.buttons}`}>
            <Button appearance={state === 'off' ? 'primary' : 'secondary'} disabled={device.busy} onClick={toggleDevice}>
              {state === 'off' ? t`Turn on notifications on this device` : t`Turn off on this device`}
            </Button>
          </div>
        )}
      </div>
      <form className={styles.form} onSubmit={save} aria-label={t`What may notify you`}>
        <Switch
          checked={values.messages}
          onChange={(_event, data) => set('messages', data.checked)}
          label={t`New messages and comments on workouts`}
        />
        <Switch
          checked={values.workout_reminders}
          onChange={(_event, data) => set('workout_reminders', data.checked)}
          label={t`Before each workout (a workout with no time: at 8:00 on its day)`}
        />
        {values.workout_reminders && (
          <Field className={styles.lead} label={t`How long before`}>
            <Select
              select={{ className: touch.select }}
              value={String(values.reminder_minutes)}
              onChange={(_event, data) => set('reminder_minutes', Number(data.value))}
            >
              {REMINDER_LEADS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes < 60 ? t`${minutes} minutes` : plural(minutes / 60, { one: '# hour', other: '# hours' })}
                </option>
              ))}
              {!REMINDER_LEADS.includes(values.reminder_minutes) && (
                <option value={values.reminder_minutes}>{t`${values.reminder_minutes} minutes`}</option>
              )}
            </Select>
          </Field>
        )}
        <Switch
          checked={values.check_ins}
          onChange={(_event, data) => set('check_ins', data.checked)}
          label={t`A check-in due (at 8:00 on its day)`}
        />
        {profile.role_id === ROLE.coach && (
          <Switch
            checked={values.client_activity}
            onChange={(_event, data) => set('client_activity', data.checked)}
            label={t`A client finished, skipped or missed a workout (at most once an hour per client)`}
          />
        )}
        <Switch
          checked={values.rest_timer}
          onChange={(_event, data) => set('rest_timer', data.checked)}
          label={t`The end of a rest, when the phone is locked`}
        />
        <Switch
          checked={values.email_digest}
          onChange={(_event, data) => set('email_digest', data.checked)}
          label={t`An e-mail each day at ${DIGEST_AT} of what you have not read in the app`}
        />
        <div className={styles.quiet}>
          <Field label={t`Quiet from`} hint={t`Then only the end of a rest reaches you; the rest waits until the quiet hours end`}>
            <Input
              className={`${styles.time} ${touch.control}`}
              type="time"
              value={values.quiet_from ?? ''}
              onChange={(_event, data) => set('quiet_from', data.value || null)}
            />
          </Field>
          <Field label={t`Quiet until`} validationMessage={quietIncomplete ? t`Give both times, or neither` : undefined}>
            <Input
              className={`${styles.time} ${touch.control}`}
              type="time"
              value={values.quiet_until ?? ''}
              onChange={(_event, data) => set('quiet_until', data.value || null)}
            />
          </Field>
        </div>
        <div className={`${styles.actions} ${touch.buttons}`}>
          <Button type="submit" appearance="primary" disabled={saving.busy || quietIncomplete}>
            {t`Save notification settings`}
          </Button>
        </div>
      </form>
    </>
  );
}
