import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { APP_NAME } from '@/ui/brand';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import WorkoutLayout from '../layouts/WorkoutLayout';
import { chunkFailure } from '../pwa/reload-guard';
import { errorMessage, errorStatus } from './error-status';

const useStyles = makeStyles({
  detail: {
    display: 'block',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyMonospace,
    overflowWrap: 'anywhere',
  },
});

/**
 * docs/product.md §2: the error screen uses the workout layout. A 404 shows the not-found wording; any other
 * status shows a generic title, the error's own message, a generic message and an apology. A
 * chunk that failed to load (docs/product.md §8) shows the loading state while the reload guard reloads, or,
 * when the guard refused a second reload, a manual Reload instead of the generic wording.
 */
export function ErrorScreen() {
  const { t } = useLingui();
  const styles = useStyles();
  const error = useRouteError();
  const status = errorStatus(error);
  const notFound = status === 404;
  const chunk = chunkFailure(error);
  const title = notFound ? t`Page not found` : chunk === 'blocked' ? t`This page could not be loaded` : t`Something went wrong`;

  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);

  if (chunk === 'reloading') return <PageLoading />;
  const blocked = chunk === 'blocked';

  return (
    <WorkoutLayout>
      <section data-error-status={status} data-chunk-failure={chunk}>
        {notFound ? (
          <>
            <PageTitle>{t`Page Not Found`}</PageTitle>
            <Body1 as="p" block>{t`The address may be mistyped, or the page may have moved.`}</Body1>
          </>
        ) : blocked ? (
          <>
            <PageTitle>{title}</PageTitle>
            <Body1
              as="p"
              block
            >{t`Part of the app could not be downloaded: a new version may have been published, or the connection dropped.`}</Body1>
          </>
        ) : (
          <>
            <PageTitle>{title}</PageTitle>
            {errorMessage(error) ? <code className={styles.detail}>{errorMessage(error)}</code> : null}
            <Body1 as="p" block>{t`An unexpected error occurred while showing this page.`}</Body1>
            <Body1 as="p" block>{t`We are sorry for the inconvenience. Please try again.`}</Body1>
          </>
        )}
        <p>
          {blocked ? (
            <Button appearance="primary" onClick={() => window.location.reload()}>
              {t`Reload`}
            </Button>
          ) : (
            <Button appearance="primary" onClick={() => window.location.assign('/')}>
              {t`Go to the home page`}
            </Button>
          )}
        </p>
      </section>
    </WorkoutLayout>
  );
}
