import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SyntheticEvent } from 'react';
import type { Profile } from '@core/auth';
import { DELETION_FRESH_SIGN_IN_MINUTES, DELETION_GRACE_DAYS } from '@core/auth-constants';
import { localDateOf } from '@core/dates';
import type { Locale } from '@/i18n/locales';
import { cancelAccountDeletion, requestAccountDeletion } from '@/data/account-deletion';
import { apiFailure } from '@/data/api-errors';
import { formatDate } from '@/i18n/date-format';
import { useExclusiveAction } from '@/ui/create-once';
import { notify } from '@/ui/feedback/notify';
import { TextField } from '@/ui/form/TextField';
import { useField, validateAll } from '@/ui/form/use-field';
import { required } from '@/ui/form/validators';
import { StatusBar } from '@/ui/StatusBar';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  button: { minHeight: '44px' },
  danger: {
    minHeight: '44px',
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorStatusDangerForeground1, color: tokens.colorNeutralForegroundOnBrand },
  },
});

/**
 * "Delete account" on the profile (docs/account-deletion.md): asked for with the password (an
 * account without one: soon after signing in), erased after the grace period, and until then a
 * notice of the day with "Cancel the deletion".
 */
export function AccountDeletionSection({ profile, onChanged }: { profile: Profile; onChanged: (profile: Profile) => void }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const password = useField('', profile.has_password ? [required] : []);
  const { busy, run } = useExclusiveAction();

  const fail = (message: MessageDescriptor) => notify({ intent: 'error', message });

  const ask = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!validateAll([password])) return;
    void run(async () => {
      try {
        const due = await requestAccountDeletion(profile.has_password ? password.value : null);
        password.setValue('');
        onChanged({ ...profile, deletion_due_at: due });
      } catch (caught) {
        const failure = await apiFailure(caught);
        if (failure.fields.password) password.setError(msg`That is not your password.`);
        else if (failure.code === 'sign_in_again')
          fail(
            msg`To be sure it is you, sign out and sign in again, then delete the account within ${DELETION_FRESH_SIGN_IN_MINUTES} minutes.`,
          );
        else if (failure.code === 'clients_linked')
          fail(
            msg`Some of your clients have their own accounts linked, and their training is theirs. Unlink them on each client's Details tab first.`,
          );
        else if (failure.status === 0) fail(msg`The server cannot be reached. Deleting the account needs the internet.`);
        else fail(msg`The account could not be deleted. Try again.`);
      }
    });
  };

  const cancel = () =>
    void run(async () => {
      try {
        await cancelAccountDeletion();
        onChanged({ ...profile, deletion_due_at: null });
        notify({ intent: 'success', message: msg`The deletion is cancelled. Your account stays.` });
      } catch {
        fail(msg`The deletion could not be cancelled. Try again.`);
      }
    });

  if (profile.deletion_due_at) {
    const day = formatDate(localDateOf(new Date(profile.deletion_due_at)), i18n.locale as Locale, 'long');
    return (
      <div className={styles.form}>
        <StatusBar
          status={{
            intent: 'warning',
            message: msg`Your account and all your data will be erased on ${day}. Until then everything works as usual.`,
          }}
        />
        <div>
          <Button className={styles.button} appearance="primary" onClick={cancel} disabled={busy}>
            {t`Cancel the deletion`}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={ask} noValidate aria-label={t`Delete account`}>
      <Body1 as="p" block>
        {t`Your account and everything that is only yours (workouts, sets, measurements, photos, check-ins and messages) are erased ${DELETION_GRACE_DAYS} days after you ask; until then you can cancel. Your coach keeps their own notes about you, without your training. Download your data first if you want to keep it.`}
      </Body1>
      {profile.has_password ? (
        <TextField field={password} label={t`Your password`} type="password" autoComplete="current-password" required />
      ) : null}
      <div>
        <Button type="submit" className={styles.danger} disabled={busy}>
          {t`Delete my account`}
        </Button>
      </div>
    </form>
  );
}
