import { Spinner } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiFailure } from '@/data/api-errors';
import { confirmRegistration } from '@/data/auth-api';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { RouterLink } from '@/ui/RouterLink';
import { StatusBar } from '@/ui/StatusBar';
import { useAuthStyles } from './auth-styles';
import { failureMessage } from './messages';
import { useCompleteSignIn } from './use-complete-sign-in';

const INVALID_LINK = msg`This link is invalid or has expired. Register again to get a new one.`;

/**
 * /user/confirm?token=…: the link from the registration mail. Following it is the confirmation, so
 * it is sent at once; the account is created and signed in, and the person lands on the home page.
 */
export default function ConfirmRegistrationPage() {
  const { t } = useLingui();
  const styles = useAuthStyles();
  const title = useRouteTitle();
  const completeSignIn = useCompleteSignIn();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [error, setError] = useState<MessageDescriptor | undefined>(token ? undefined : INVALID_LINK);
  // A link works once: a second run of the effect (React's development double run, a re-render)
  // must not send it again and show "expired" over a success.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmRegistration(token)
      .then(() => completeSignIn('/'))
      .catch(async (caught: unknown) => {
        const failure = await apiFailure(caught);
        setError(
          failure.code === 'invalid_token'
            ? INVALID_LINK
            : failureMessage(failure, msg`The account could not be created. Please try again.`),
        );
      });
  }, [token, completeSignIn]);

  return (
    <>
      <PageTitle>{title}</PageTitle>
      {error ? (
        <>
          <StatusBar status={{ intent: 'error', message: error }} />
          <div className={styles.links}>
            <RouterLink to="/user/register">{t`Register again`}</RouterLink>
            <RouterLink to="/user/login">{t`Back to sign-in`}</RouterLink>
          </div>
        </>
      ) : (
        <Spinner label={t`Creating your account…`} />
      )}
    </>
  );
}
