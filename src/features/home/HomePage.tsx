import { Body1 } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { ROLE } from '@sync/auth-constants';
import { sessionAtom } from '@/data/session';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';

// Dates need luxon, which the first page does not load; today's list comes just after it.
const TodayWorkouts = lazy(() => import('./TodayWorkouts'));

export default function HomePage() {
  const title = useRouteTitle();
  const isClient = useAtomValue(sessionAtom)?.roleId === ROLE.client;
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <Body1 as="p">
        <Trans>Plan, schedule and log workouts, with or without a network connection.</Trans>
      </Body1>
      {isClient && (
        <Suspense fallback={null}>
          <TodayWorkouts />
        </Suspense>
      )}
    </section>
  );
}
