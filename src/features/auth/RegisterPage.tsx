import { Button, Field, Select, Spinner, mergeClasses } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { InvitationPreview } from '@core/invitations';
import { apiFailure } from '@/data/api-errors';
import { register, registerWithInvitation } from '@/data/auth-api';
import { isLocale } from '@/i18n/locales';
import { TextField } from '@/ui/form/TextField';
import { useField, validateAll } from '@/ui/form/use-field';
import { email as validEmail, newPassword, NOT_VALID, required } from '@/ui/form/validators';
import { LocaleOptions } from '@/ui/LocaleOptions';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { RouterLink } from '@/ui/RouterLink';
import { useAuthStyles } from './auth-styles';
import { invitationFailure } from './invitation-failure';
import { failureMessage } from './messages';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useInvitation } from './use-invitation';
import { StatusBar } from '@/ui/StatusBar';
import { useTouchStyles } from '@/ui/touch-styles';
import { msg } from '@lingui/core/macro';

/**
 * /user/register. Through a coach's invitation (`?invitation=` the link's token) the account is
 * made at once, for the address the invitation was sent to, and signed in; otherwise the address is
 * confirmed by mail first.
 */
export default function RegisterPage() {
  const { t } = useLingui();
  const title = useRouteTitle();
  const token = useSearchParams()[0].get('invitation');
  const { invitation, error } = useInvitation(token);

  if (!token) return <RegisterForm />;
  if (invitation) return <RegisterForm invitation={{ token, ...invitation }} />;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {error ? <StatusBar status={{ intent: 'error', message: error }} /> : <Spinner label={t`Opening the invitation…`} />}
    </>
  );
}

function RegisterForm({ invitation }: { invitation?: InvitationPreview & { token: string } }) {
  const { t, i18n } = useLingui();
  const styles = useAuthStyles();
  const touch = useTouchStyles();
  const title = useRouteTitle();
  const completeSignIn = useCompleteSignIn();
  const nameField = useField('', [required]);
  const emailField = useField(invitation?.email ?? '', [required, validEmail]);
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
      const input = { name: nameField.value, email: emailField.value, password: passwordField.value, preferred_language: language };
      if (invitation) {
        await registerWithInvitation({ ...input, invitation: invitation.token });
        await completeSignIn('/');
        return;
      }
      await register(input);
      setSentTo(emailField.value.trim());
      setBusy(false);
    } catch (caught) {
      const failure = await apiFailure(caught);
      const message = invitationFailure(failure.code, failureMessage(failure, msg`The account could not be created. Please try again.`));
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
            We sent it to <strong>{sentTo}</strong>. The link works for 48 hours. If nothing arrives in a few minutes, look in the spam
            folder, or register again.
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
        {invitation && (
          <p className={styles.note}>
            <Trans>
              <strong>{invitation.coach_name}</strong> invites you to train with them. Create your account to see your workouts.
            </Trans>
          </p>
        )}
        <TextField field={nameField} label={t`Name`} autoComplete="name" required />
        <TextField
          field={emailField}
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          required
          readOnly={Boolean(invitation)}
          hint={invitation ? t`The invitation was sent to this address.` : undefined}
        />
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
        <div className={mergeClasses(styles.actions, touch.buttons)}>
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
