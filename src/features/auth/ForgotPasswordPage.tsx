import { Body1, Button, mergeClasses } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type SyntheticEvent } from 'react';
import { apiFailure } from '@/data/api-errors';
import { forgotPassword } from '@/data/auth-api';
import { TextField } from '@/ui/form/TextField';
import { useField, validateAll } from '@/ui/form/use-field';
import { email as validEmail, required } from '@/ui/form/validators';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { RouterLink } from '@/ui/RouterLink';
import { useAuthStyles } from './auth-styles';
import { failureMessage } from './messages';
import { StatusBar } from '@/ui/StatusBar';
import { useTouchStyles } from '@/ui/touch-styles';

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const styles = useAuthStyles();
  const touch = useTouchStyles();
  const title = useRouteTitle();
  const emailField = useField('', [required, validEmail]);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<MessageDescriptor>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!validateAll([emailField])) return;
    setBusy(true);
    setError(undefined);
    try {
      await forgotPassword(emailField.value);
      setSent(true);
    } catch (caught) {
      setError(failureMessage(await apiFailure(caught), msg`The request could not be sent. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageTitle>{title}</PageTitle>
      {sent ? (
        // The same words whether or not an account exists: this page must not reveal who has one.
        <StatusBar
          status={{
            intent: 'success',
            message: msg`If an account exists for that address, we have sent it a link to choose a new password. The link works for one hour.`,
          }}
        />
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Body1 as="p" block>{t`Enter the e-mail address of your account and we will send you a link to choose a new password.`}</Body1>
          <StatusBar status={error ? { intent: 'error', message: error } : undefined} />
          <TextField field={emailField} label={t`E-mail`} type="email" autoComplete="email" required />
          <div className={mergeClasses(styles.actions, touch.buttons)}>
            <Button appearance="primary" type="submit" disabled={busy}>
              {t`Send the link`}
            </Button>
          </div>
        </form>
      )}
      <div className={styles.links}>
        <RouterLink to="/user/login">{t`Back to sign-in`}</RouterLink>
      </div>
    </>
  );
}
