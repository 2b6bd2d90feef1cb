import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ApiFailure } from '@/data/api-errors';
import { StatusBar } from '@/ui/StatusBar';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalM,
  },
});

/** Why something could not be loaded from the server, with a way to try again. */
export function RemoteProblem({ failure, onRetry }: { failure: ApiFailure; onRetry: () => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const message =
    failure.status === 0
      ? msg`The server cannot be reached. This page needs a connection: check the network and try again.`
      : failure.status === 403
        ? msg`Your account may not see this.`
        : failure.status === 404 || failure.status === 400
          ? msg`It does not exist, or it was deleted.`
          : msg`Loading failed. Try again in a moment.`;
  return (
    <div className={styles.root}>
      <StatusBar status={{ intent: 'error', message }} />
      {![400, 403, 404].includes(failure.status) && <Button onClick={onRetry}>{t`Try again`}</Button>}
    </div>
  );
}
