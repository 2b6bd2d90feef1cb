import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { APP_NAME } from '@/ui/brand';
import { PageTitle } from '@/ui/PageTitle';
import WorkoutLayout from '../layouts/WorkoutLayout';
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
 * SPEC §2: the error screen uses the workout layout. A 404 shows the not-found wording; any other
 * status shows a generic title, the error's own message, a generic message and an apology.
 */
export function ErrorScreen() {
  const { t } = useLingui();
  const styles = useStyles();
  const error = useRouteError();
  const status = errorStatus(error);
  const notFound = status === 404;
  const title = notFound ? t`Page not found` : t`Something went wrong`;

  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);

  return (
    <WorkoutLayout>
      <section data-error-status={status}>
        {notFound ? (
          <>
            <PageTitle>{t`Page Not Found`}</PageTitle>
            <Body1 as="p">{t`The address may be mistyped, or the page may have moved.`}</Body1>
          </>
        ) : (
          <>
            <PageTitle>{title}</PageTitle>
            {errorMessage(error) ? <code className={styles.detail}>{errorMessage(error)}</code> : null}
            <Body1 as="p">{t`An unexpected error occurred while showing this page.`}</Body1>
            <Body1 as="p">{t`We are sorry for the inconvenience. Please try again.`}</Body1>
          </>
        )}
        <p>
          <Button appearance="primary" onClick={() => window.location.assign('/')}>
            {t`Go to the home page`}
          </Button>
        </p>
      </section>
    </WorkoutLayout>
  );
}
