import { Body1 } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { ROLE } from '@core/auth-constants';
import { sessionAtom } from '@/data/session';
import { requireCatalogPart } from '@/i18n/activate';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { FirstSteps } from './FirstSteps';

// Today's list reads the device's database, which the first page does not load: it comes just after it.
const TodayWorkouts = lazy(() => import('./TodayWorkouts'));
// Compliance reads the device's database too, like today's list: it comes just after the first page.
const AttentionList = lazy(() => import('./AttentionList').then((module) => ({ default: module.AttentionList })));
// A client's due check-in and weigh-in: just under today's workouts, which are what they came for,
// above the weeks to come; with the words of their own catalog (lingui.config.ts).
const ClientHomeExtras = lazy(() => Promise.all([import('./ClientHomeExtras'), requireCatalogPart('progress')]).then(([module]) => module));
const AdminHome = lazy(() => import('./AdminHome').then((module) => ({ default: module.AdminHome })));

/** The start page, per role: a client's next workout, a coach's day and first steps, an administrator's counts. */
export default function HomePage() {
  const title = useRouteTitle();
  const session = useAtomValue(sessionAtom);
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <Body1 as="p">
        <Trans>Plan, schedule and log workouts, with or without a network connection.</Trans>
      </Body1>
      {session?.roleId === ROLE.coach && <FirstSteps userId={session.userId} />}
      {session?.roleId === ROLE.coach && (
        <Suspense fallback={null}>
          <AttentionList userId={session.userId} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {session?.roleId === ROLE.admin ? (
          <AdminHome />
        ) : (
          <TodayWorkouts
            coach={session?.roleId === ROLE.coach}
            afterToday={
              session?.roleId === ROLE.client && (
                <Suspense fallback={null}>
                  <ClientHomeExtras />
                </Suspense>
              )
            }
          />
        )}
      </Suspense>
    </section>
  );
}
