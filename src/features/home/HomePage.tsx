import { Body1 } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';

export default function HomePage() {
  const title = useRouteTitle();
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <Body1 as="p">
        <Trans>Plan, schedule and log workouts, with or without a network connection.</Trans>
      </Body1>
    </section>
  );
}
