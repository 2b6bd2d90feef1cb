import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cancelAccountDeletionByLink } from '@/data/account-deletion';
import { apiFailure } from '@/data/api-errors';
import { useExclusiveAction } from '@/ui/create-once';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { RouterLink } from '@/ui/RouterLink';
import { StatusBar, type Status } from '@/ui/StatusBar';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  action: { minHeight: '44px' },
  links: { marginTop: tokens.spacingVerticalM },
});

/**
 * /account/cancel-deletion?token=…: the link in the mail that says an account will be deleted
 * (docs/account-deletion.md). It asks for a press rather than cancelling on arrival: mail
 * scanners open links, and must not decide for the person.
 */
export default function CancelDeletionPage() {
  const { t } = useLingui();
  const styles = useStyles();
  const title = useRouteTitle();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [status, setStatus] = useState<Status>();
  const [done, setDone] = useState(false);
  const { busy, run } = useExclusiveAction();

  const cancel = () =>
    void run(async () => {
      try {
        await cancelAccountDeletionByLink(token);
        setDone(true);
        setStatus({ intent: 'success', message: msg`The deletion is cancelled. Your account stays as it was.` });
      } catch (caught) {
        const failure = await apiFailure(caught);
        setStatus({
          intent: 'error',
          message:
            failure.status === 400
              ? msg`This link no longer cancels anything: the deletion was cancelled already, or the account is gone.`
              : msg`The server cannot be reached. Try again in a moment.`,
        });
      }
    });

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <StatusBar status={status} />
      {!done && (
        <div className={styles.form}>
          <Body1 as="p" block>
            {t`Your account is about to be deleted, with all your data. If you did not mean it, cancel the deletion: the account stays as it was.`}
          </Body1>
          <Button className={styles.action} appearance="primary" onClick={cancel} disabled={busy || !token}>
            {t`Cancel the deletion`}
          </Button>
        </div>
      )}
      <div className={styles.links}>
        <RouterLink to="/user/login">{t`Back to sign-in`}</RouterLink>
      </div>
    </>
  );
}
