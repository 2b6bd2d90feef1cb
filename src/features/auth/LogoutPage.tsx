import { Body1, Button, makeStyles, tokens, mergeClasses } from '@fluentui/react-components';
import { Plural, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppServices } from '@/data/app-context';
import { logout } from '@/data/auth-api';
import { readSession } from '@/data/session';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { useTouchStyles } from '@/ui/touch-styles';

const useStyles = makeStyles({
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalL },
});

type Step = { kind: 'working' } | { kind: 'unsynced'; pending: number } | { kind: 'sync-failed'; pending: number };

// The device-data module brings IndexedDB; only a signed-in user leaving needs it.
const deviceData = () => import('@/data/device-data');

/**
 * /user/logout (sync/SPEC.md C8): changes not yet on the server are never thrown away. With some
 * pending, the user chooses: sync first, or sign out and keep them on this device for next time.
 * After a clean sync the local copy is removed, unless this is a trusted device.
 */
export default function LogoutPage() {
  const { t } = useLingui();
  const styles = useStyles();
  const touch = useTouchStyles();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const services = useAppServices();
  const [step, setStep] = useState<Step>({ kind: 'working' });
  const started = useRef(false);
  const userId = useRef(readSession()?.userId);

  const finish = useCallback(async () => {
    setStep({ kind: 'working' });
    const id = userId.current;
    const data = id ? await deviceData() : undefined;
    // Sync stops before the session ends: a request made after it would be refused and read as an expired session.
    if (id && data) (await services.sync()).stop(id);
    const left = id && data ? await data.leaveDevice(id) : 'kept';
    // The server may be unreachable (offline): the local session ends anyway.
    await logout().catch(() => undefined);
    await navigate('/user/login?reason=signed-out', { replace: true });
    // Emptied already; the database itself goes now that no signed-in screen uses it.
    if (id && data && left === 'removed') void data.deleteUserDatabase(id).catch(() => undefined);
  }, [navigate, services]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const pending = userId.current ? await (await deviceData()).unsyncedChanges(userId.current) : 0;
      if (pending > 0) setStep({ kind: 'unsynced', pending });
      else await finish();
    })();
  }, [finish]);

  const syncThenLeave = async () => {
    if (!userId.current) return;
    setStep({ kind: 'working' });
    const { ok, pending } = await (await deviceData()).syncNowFromHere(userId.current);
    if (ok && pending === 0) await finish();
    else setStep({ kind: 'sync-failed', pending });
  };

  if (step.kind === 'working') return <PageLoading />;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Body1 as="p" block role="alert">
        {step.kind === 'unsynced' ? (
          <Plural
            value={step.pending}
            one="You have # change on this device that is not on the server yet."
            other="You have # changes on this device that are not on the server yet."
          />
        ) : (
          <Plural
            value={step.pending}
            one="Syncing did not finish (are you offline?). # change is still only on this device."
            other="Syncing did not finish (are you offline?). # changes are still only on this device."
          />
        )}
      </Body1>
      <Body1 as="p" block>{t`If you sign out now, they stay on this device and are sent the next time you sign in here.`}</Body1>
      <div className={mergeClasses(styles.actions, touch.buttons)}>
        {step.kind === 'unsynced' && (
          <Button appearance="primary" onClick={() => void syncThenLeave()}>
            {t`Sync, then sign out`}
          </Button>
        )}
        <Button appearance={step.kind === 'unsynced' ? 'secondary' : 'primary'} onClick={() => void finish()}>
          {t`Sign out and keep the changes on this device`}
        </Button>
        <Button appearance="subtle" onClick={() => void navigate(-1)}>
          {t`Stay signed in`}
        </Button>
      </div>
    </>
  );
}
