import { Body1, Button } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from './PageTitle';

/** The not-found wording (docs/product.md §2), wherever something asked for does not exist. */
export function NotFoundMessage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <section data-error-status={404}>
      <PageTitle>{t`Page Not Found`}</PageTitle>
      <Body1 as="p" block>{t`The address may be mistyped, or the page may have moved.`}</Body1>
      <p>
        <Button appearance="primary" onClick={() => void navigate('/')}>
          {t`Go to the home page`}
        </Button>
      </p>
    </section>
  );
}
