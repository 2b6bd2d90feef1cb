import { Button, Spinner, mergeClasses } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { apiFailure } from '@/data/api-errors';
import { acceptInvitation } from '@/data/invitations-api';
import { sessionAtom } from '@/data/session';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { RouterLink } from '@/ui/RouterLink';
import { StatusBar } from '@/ui/StatusBar';
import { useTouchStyles } from '@/ui/touch-styles';
import { useAuthStyles } from './auth-styles';
import { useInvitation } from './use-invitation';
import { invitationFailure } from './invitation-failure';
import { failureMessage } from './messages';

/**
 * /invitation/{token}: the link in a coach's invitation mail. Signed out, the person creates their
 * account through it (the address is proven by the mail) or signs in and comes back; signed in,
 * they accept it, and learn first when that ends their link with another coach.
 */
export default function InvitationPage() {
  const { t } = useLingui();
  const styles = useAuthStyles();
  const touch = useTouchStyles();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const token = useParams().token ?? '';
  const loaded = useInvitation(token, session?.userId);
  const invitation = loaded.invitation;
  const [refused, setError] = useState<MessageDescriptor>();
  const error = refused ?? loaded.error;
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState<string>();

  const accept = async () => {
    if (!session) return;
    setBusy(true);
    setError(undefined);
    try {
      setAccepted(await acceptInvitation(token, session.userId));
    } catch (caught) {
      const failure = await apiFailure(caught);
      setError(invitationFailure(failure.code, failureMessage(failure, msg`The invitation could not be accepted. Please try again.`)));
    }
    setBusy(false);
  };

  const here = `/invitation/${encodeURIComponent(token)}`;
  const coach = invitation?.coach_name ?? '';
  const current = invitation?.current_coach_name;
  let body;
  if (accepted) {
    body = (
      <>
        <StatusBar
          status={{ intent: 'success', message: msg`You now train with ${accepted}. Your workouts arrive on this device in a moment.` }}
        />
        <div className={mergeClasses(styles.actions, touch.buttons)}>
          <Button appearance="primary" onClick={() => void navigate('/')}>
            {t`Go to the home page`}
          </Button>
        </div>
      </>
    );
  } else if (!invitation) {
    body = error ? (
      <div className={styles.links}>
        <RouterLink to={session ? '/' : '/user/login'}>{session ? t`Go to the home page` : t`Back to sign-in`}</RouterLink>
      </div>
    ) : (
      <Spinner label={t`Opening the invitation…`} />
    );
  } else if (!session) {
    body = (
      <>
        <p>
          <Trans>
            <strong>{coach}</strong> invites you to train with them on Treneris: your workouts and plan on your phone, and your training
            logged even without a connection.
          </Trans>
        </p>
        <div className={mergeClasses(styles.actions, touch.buttons)}>
          <Button appearance="primary" onClick={() => void navigate(`/user/register?invitation=${encodeURIComponent(token)}`)}>
            {t`Create an account`}
          </Button>
          <Button onClick={() => void navigate(`/user/login?redirect=${encodeURIComponent(here)}`)}>{t`I have an account: sign in`}</Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p>
          <Trans>
            <strong>{coach}</strong> invites you to train with them on Treneris.
          </Trans>
        </p>
        {current && (
          <StatusBar
            status={{
              intent: 'warning',
              message: msg`You train with ${current} now. You have one coach at a time: accepting ends that, and their plans leave your devices.`,
            }}
          />
        )}
        <div className={mergeClasses(styles.actions, touch.buttons)}>
          <Button appearance="primary" disabled={busy} onClick={() => void accept()}>
            {t`Accept the invitation`}
          </Button>
          <Button onClick={() => void navigate('/')}>{t`Not now`}</Button>
        </div>
      </>
    );
  }

  return (
    <>
      <PageTitle>{title}</PageTitle>
      {error && <StatusBar status={{ intent: 'error', message: error }} />}
      {body}
    </>
  );
}
