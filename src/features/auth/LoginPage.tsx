import { Button, mergeClasses } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { apiFailure } from '@/data/api-errors';
import { TextField } from '@/ui/form/TextField';
import { useField, validateAll } from '@/ui/form/use-field';
import { email as validEmail, required } from '@/ui/form/validators';
import { PageTitle } from '@/ui/PageTitle';
import { RouterLink } from '@/ui/RouterLink';
import { useAppServices } from '@/data/app-context';
import { useRouteTitle } from '@/ui/route-handle';
import { safeRedirectTarget } from '@/ui/safe-redirect';
import { useAuthStyles } from './auth-styles';
import { AUTH_FAILED, failureMessage, SIGN_IN_FAILED } from './messages';
import { readProviderReturn } from './provider-return';
import { LazyProviderButtons } from './providers/LazyProviderButtons';
import { StatusBar, type Status } from '@/ui/StatusBar';
import { useTouchStyles } from '@/ui/touch-styles';
import { useCompleteSignIn } from './use-complete-sign-in';

// The HTTP client (ky) is not part of the page's first download: it loads once the page is up,
// while the person types, or at the first submit if that comes sooner.
const authApi = () => import('@/data/auth-api');

const NOTICES: Record<string, Status> = {
  expired: { intent: 'error', message: AUTH_FAILED },
  'password-reset': { intent: 'success', message: msg`Your password has been changed. Sign in with the new password.` },
  'signed-out': { intent: 'info', message: msg`You have signed out.` },
  'account-deleted': { intent: 'info', message: msg`This account has been deleted, and its data removed from this device.` },
};

export default function LoginPage() {
  const { t } = useLingui();
  const styles = useAuthStyles();
  const touch = useTouchStyles();
  const title = useRouteTitle();
  const location = useLocation();
  const [params] = useSearchParams();
  // Checked here too, not only when signing in completes: a provider's sign-in carries it through the provider and back.
  const redirect = safeRedirectTarget(params.get('redirect'));
  const completeSignIn = useCompleteSignIn();
  const emailField = useField('', [required, validEmail]);
  const passwordField = useField('', [required]);
  const [error, setError] = useState<MessageDescriptor>();
  const [busy, setBusy] = useState(false);
  const notice = NOTICES[params.get('reason') ?? ''];

  const finish = useCallback(
    async (signIn: Promise<unknown>, target: string) => {
      setBusy(true);
      setError(undefined);
      try {
        await signIn;
        await completeSignIn(target);
      } catch (failure) {
        setError(failureMessage(await apiFailure(failure), SIGN_IN_FAILED));
        setBusy(false);
      }
    },
    [completeSignIn],
  );

  const { firstScreen } = useAppServices();
  useEffect(() => firstScreen.after(() => void authApi()), [firstScreen]);

  // Returning from LinkedIn (?code&state) or Microsoft (#id_token&state): finish that sign-in once.
  const handledReturn = useRef(false);
  useEffect(() => {
    if (handledReturn.current) return;
    handledReturn.current = true;
    const fromLinkedin = readProviderReturn('linkedin', location);
    const fromMicrosoft = readProviderReturn('microsoft', location);
    const returned = fromLinkedin ?? fromMicrosoft;
    if (!returned) return;
    window.history.replaceState(null, '', '/user/login');
    // Finishing is asynchronous work against the server, started after this render commits.
    void Promise.resolve().then(() => {
      if (returned.kind === 'code')
        return finish(
          authApi().then((api) => api.loginWithCode(returned.provider, returned.code)),
          returned.pending.redirect,
        );
      if (returned.kind === 'id_token')
        return finish(
          authApi().then((api) => api.loginWithIdToken('microsoft', returned.idToken, returned.pending.nonce)),
          returned.pending.redirect,
        );
      setError(returned.kind === 'denied' ? msg`The sign-in was cancelled.` : SIGN_IN_FAILED);
      return undefined;
    });
  }, [location, finish]);

  const onIdToken = useCallback(
    (provider: 'google' | 'apple', idToken: string, nonce: string) =>
      void finish(
        authApi().then((api) => api.loginWithIdToken(provider, idToken, nonce)),
        redirect,
      ),
    [finish, redirect],
  );
  const onProviderError = useCallback(() => setError(SIGN_IN_FAILED), []);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!validateAll([emailField, passwordField])) return;
    void finish(
      authApi().then((api) => api.login(emailField.value, passwordField.value)),
      redirect,
    );
  };

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <form className={styles.form} onSubmit={submit} noValidate>
        <StatusBar status={error ? { intent: 'error', message: error } : notice} />
        <TextField field={emailField} label={t`E-mail`} type="email" autoComplete="username" name="email" required />
        <TextField field={passwordField} label={t`Password`} type="password" autoComplete="current-password" name="password" required />
        <div className={mergeClasses(styles.actions, touch.buttons)}>
          <Button appearance="primary" type="submit" disabled={busy}>
            {busy ? t`Signing in…` : t`Sign in`}
          </Button>
        </div>
      </form>
      <LazyProviderButtons redirect={redirect} onIdToken={onIdToken} onError={onProviderError} />
      <div className={styles.links}>
        <RouterLink to="/user/forgot-password">{t`Forgot your password?`}</RouterLink>
        <RouterLink to="/user/register">{t`Create an account`}</RouterLink>
      </div>
    </>
  );
}
