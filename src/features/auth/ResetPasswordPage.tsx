import { Button, mergeClasses } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type SyntheticEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiFailure } from '@/data/api-errors';
import { resetPassword } from '@/data/auth-api';
import { TextField } from '@/ui/form/TextField';
import { useField, validateAll } from '@/ui/form/use-field';
import { newPassword, NOT_VALID, required, sameAs } from '@/ui/form/validators';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { RouterLink } from '@/ui/RouterLink';
import { useAuthStyles } from './auth-styles';
import { failureMessage } from './messages';
import { StatusBar } from '@/ui/StatusBar';
import { useTouchStyles } from '@/ui/touch-styles';

/** /user/password?token=…: reached from the mail link, signed out. */
export default function ResetPasswordPage() {
  const { t } = useLingui();
  const styles = useAuthStyles();
  const touch = useTouchStyles();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const passwordField = useField('', [required, newPassword]);
  const confirmField = useField('', [required, sameAs(() => passwordField.value)]);
  const [error, setError] = useState<MessageDescriptor | undefined>(
    token ? undefined : msg`This link is invalid or has expired. Request a new one.`,
  );
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!validateAll([passwordField, confirmField])) return;
    setBusy(true);
    setError(undefined);
    try {
      await resetPassword(token, passwordField.value);
      await navigate('/user/login?reason=password-reset', { replace: true });
    } catch (caught) {
      const failure = await apiFailure(caught);
      const message = failureMessage(failure, msg`The password could not be changed. Please try again.`);
      if (failure.fields.password) passwordField.setError(NOT_VALID);
      setError(message);
      setBusy(false);
    }
  };

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <StatusBar status={error ? { intent: 'error', message: error } : undefined} />
        <TextField
          field={passwordField}
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          hint={t`At least 8 characters.`}
          required
        />
        <TextField field={confirmField} label={t`Repeat the new password`} type="password" autoComplete="new-password" required />
        <div className={mergeClasses(styles.actions, touch.buttons)}>
          <Button appearance="primary" type="submit" disabled={busy || !token}>
            {t`Set the new password`}
          </Button>
        </div>
      </form>
      <div className={styles.links}>
        <RouterLink to="/user/forgot-password">{t`Request a new link`}</RouterLink>
        <RouterLink to="/user/login">{t`Back to sign-in`}</RouterLink>
      </div>
    </>
  );
}
