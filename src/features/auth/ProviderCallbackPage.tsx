import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { apiFailure } from '@/data/api-errors';
import { loginWithCode } from '@/data/auth-api';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { RouterLink } from '@/ui/RouterLink';
import { failureMessage, SIGN_IN_FAILED } from './messages';
import { readProviderReturn } from './provider-return';
import { StatusBar } from '@/ui/StatusBar';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useLingui } from '@lingui/react/macro';

/**
 * /auth/github/callback and /auth/apple/callback. GitHub returns here with a code; Apple runs in a
 * pop-up and posts its answer to the opener, so a window that lands here only closes itself.
 */
export default function ProviderCallbackPage() {
  const { t } = useLingui();
  const title = useRouteTitle();
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  const [error, setError] = useState<MessageDescriptor>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const isApple = location.pathname.startsWith('/auth/apple/');
    if (isApple && window.opener) {
      window.close();
      return;
    }
    const returned = isApple ? undefined : readProviderReturn('github', location);
    void (async () => {
      if (returned?.kind !== 'code') {
        setError(returned?.kind === 'denied' ? msg`The sign-in was cancelled.` : SIGN_IN_FAILED);
        return;
      }
      try {
        await loginWithCode('github', returned.code);
        await completeSignIn(returned.pending.redirect);
      } catch (caught) {
        setError(failureMessage(await apiFailure(caught), SIGN_IN_FAILED));
      }
    })();
  }, [location, completeSignIn]);

  return (
    <>
      <PageTitle>{title}</PageTitle>
      {error ? (
        <>
          <StatusBar status={{ intent: 'error', message: error }} />
          <p>
            <RouterLink to="/user/login">{t`Back to sign-in`}</RouterLink>
          </p>
        </>
      ) : (
        <PageLoading />
      )}
    </>
  );
}
