import { Button, Field, Select } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type SyntheticEvent } from 'react';
import { apiFailure } from '@/data/api-errors';
import { register } from '@/data/auth-api';
import { isLocale } from '@/i18n/locales';
import { TextField } from '@/ui/form/TextField';
import { useField, validateAll } from '@/ui/form/use-field';
import { email as validEmail, newPassword, NOT_VALID, required } from '@/ui/form/validators';
import { LocaleOptions } from '@/ui/LocaleOptions';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { RouterLink } from '@/ui/RouterLink';
import { useAuthStyles } from './auth-styles';
import { failureMessage } from './messages';
import { StatusBar } from '@/ui/StatusBar';
import { msg } from '@lingui/core/macro';

export default function RegisterPage() {
  const { t, i18n } = useLingui();
  const styles = useAuthStyles();
  const title = useRouteTitle();
  const nameField = useField('', [required]);
  const emailField = useField('', [required, validEmail]);
  const passwordField = useField('', [required, newPassword]);
  const [language, setLanguage] = useState(i18n.locale);
  const [error, setError] = useState<MessageDescriptor>();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string>();

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!validateAll([nameField, emailField, passwordField])) return;
    setBusy(true);
    setError(undefined);
    try {
      await register({ name: nameField.value, email: emailField.value, password: passwordField.value, preferred_language: language });
      setSentTo(emailField.value.trim());
      setBusy(false);
    } catch (caught) {
      const failure = await apiFailure(caught);
      const message = failureMessage(failure, msg`The account could not be created. Please try again.`);
      // Under the field a short mark; the explanation goes in the status bar (one line under a
      // field keeps the layout still when the mark clears).
      if (failure.fields.email) emailField.setError(NOT_VALID);
      if (failure.fields.password) passwordField.setError(NOT_VALID);
      if (failure.fields.name) nameField.setError(NOT_VALID);
      setError(message);
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <>
        <PageTitle>{title}</PageTitle>
        <StatusBar status={{ intent: 'success', message: msg`Check your e-mail: we have sent a link to finish creating your account.` }} />
        <p className={styles.note}>
          <Trans>
            We sent it to <strong>{sentTo}</strong>. The link works for 48 hours. If nothing arrives in a few minutes, look in the spam folder, or register
            again.
          </Trans>
        </p>
        <div className={styles.links}>
          <RouterLink to="/user/login">{t`Back to sign-in`}</RouterLink>
        </div>
      </>
    );
  }

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <StatusBar status={error ? { intent: 'error', message: error } : undefined} />
        <TextField field={nameField} label={t`Name`} autoComplete="name" required />
        <TextField field={emailField} label={t`E-mail`} type="email" autoComplete="email" required />
        <TextField
          field={passwordField}
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          hint={t`At least 8 characters. A few unrelated words make a strong password.`}
          required
        />
        <Field label={t`Language`}>
          <Select value={language} onChange={(_event, data) => isLocale(data.value) && setLanguage(data.value)}>
            <LocaleOptions />
          </Select>
        </Field>
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={busy}>
            {t`Create account`}
          </Button>
        </div>
      </form>
      <div className={styles.links}>
        <RouterLink to="/user/login">{t`Already have an account? Sign in`}</RouterLink>
      </div>
    </>
  );
}
