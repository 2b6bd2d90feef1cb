import { Body1 } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useRouteError } from 'react-router-dom';
import { PageTitle } from '@/ui/PageTitle';
import { RouterLink } from '@/ui/RouterLink';
import { errorStatus } from './error-status';

/**
 * In an admin page's place when the guard refused a signed-in person who is not an administrator
 * (403): said where they are, inside the app, instead of a silent trip home. Any other error is the
 * error screen's: thrown on, to the root's boundary.
 */
export function AdminsOnly() {
  const { t } = useLingui();
  const error = useRouteError();
  if (errorStatus(error) !== 403) throw error;
  return (
    <section data-error-status={403}>
      <PageTitle>{t`For administrators only`}</PageTitle>
      <Body1 as="p" block>{t`Your account cannot open this page. If you need it, ask an administrator.`}</Body1>
      <p>
        <RouterLink to="/">{t`Back to the home page`}</RouterLink>
      </p>
    </section>
  );
}
