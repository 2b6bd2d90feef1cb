import { Body1, Button, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { mdiPlus } from '@mdi/js';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROLE } from '@core/auth-constants';
import { shownText } from '@core/records/shown-text';
import { copyPlan } from '@/data/plans';
import { useUserDatabase } from '@/data/user-database';
import { useRecord, useRecords } from '@/data/record-reads';
import { useFirstSyncDone } from '@/data/sync-status';
import { sessionAtom } from '@/data/session';
import { useExclusiveAction } from '@/ui/create-once';
import { notify } from '@/ui/feedback/notify';
import { localWriteFailure } from '@/ui/form/write-errors';
import { Icon } from '@/ui/Icon';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { StillArriving } from '@/ui/sync/StillArriving';
import { PlanBuilder } from './PlanBuilder';

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    marginBottom: tokens.spacingVerticalM,
  },
  group: { margin: `${tokens.spacingVerticalL} 0 ${tokens.spacingVerticalS}` },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    '@media (max-width: 600px)': { gridTemplateColumns: '1fr' },
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  action: { minHeight: '44px', marginTop: 'auto' },
});

/** /workout-plan: a coach's plans and the library's; one opens in the builder (?plan=id, ?plan=new). */
export default function PlansPage() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const title = useRouteTitle();
  const session = useAtomValue(sessionAtom);
  const [params, setParams] = useSearchParams();
  const plans = useRecords('workout-plans');
  const synced = useFirstSyncDone();
  const isAdmin = session?.roleId === ROLE.admin;
  const sorted = useMemo(() => {
    const collator = new Intl.Collator(i18n.locale);
    return (plans ?? []).map((plan) => ({ plan, name: shownText(plan, i18n.locale) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [plans, i18n.locale]);
  const open = (id: string | null, said?: MessageDescriptor) => {
    setParams(id ? { plan: id } : {});
    if (said) notify({ intent: 'success', message: said });
  };

  const opened = params.get('plan');
  if (opened) return <OpenPlan id={opened} onOpen={open} />;

  const mine = sorted.filter(({ plan }) => plan.owner_id !== null);
  const library = sorted.filter(({ plan }) => plan.owner_id === null);
  const card = ({ plan, name }: (typeof sorted)[number]) => {
    const perWeek = Math.round(plan.days.length / plan.weeks);
    return (
      <li key={plan.id} className={styles.card}>
        <Subtitle2 as="h3">{name}</Subtitle2>
        <Caption1>{t`${plan.weeks} weeks · about ${perWeek} workouts a week`}</Caption1>
        <Button className={styles.action} onClick={() => open(plan.id)} aria-label={t`Open ${name}`}>
          {t`Open`}
        </Button>
      </li>
    );
  };
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <div className={styles.toolbar}>
        <Button className={styles.action} appearance="primary" icon={<Icon path={mdiPlus} />} onClick={() => open('new')}>
          {t`New plan`}
        </Button>
      </div>
      {plans === undefined ? (
        <PageLoading />
      ) : plans.length === 0 && !synced ? (
        <StillArriving />
      ) : (
        <>
          {!isAdmin && (
            <>
              <Subtitle2 as="h2" className={styles.group} block>
                {t`My plans`}
              </Subtitle2>
              {mine.length === 0 ? (
                <Body1 as="p" block>{t`No plans of your own yet. Start a new one, or copy one from the library.`}</Body1>
              ) : (
                <ul className={styles.list}>{mine.map(card)}</ul>
              )}
            </>
          )}
          <Subtitle2 as="h2" className={styles.group} block>
            {t`Library`}
          </Subtitle2>
          {library.length === 0 ? (
            <Body1 as="p" block>{t`The library has no plans yet.`}</Body1>
          ) : (
            <ul className={styles.list}>{library.map(card)}</ul>
          )}
        </>
      )}
    </>
  );
}

interface OpenPlanProps {
  id: string;
  onOpen: (id: string | null, said?: MessageDescriptor) => void;
}

/**
 * One plan in the builder, read by its id rather than from the list: a copy just made is in the
 * database before the list has caught up, and must open as itself, not as a new plan.
 */
function OpenPlan({ id, onOpen }: OpenPlanProps) {
  const { i18n } = useLingui();
  const db = useUserDatabase();
  const copying = useExclusiveAction();
  const session = useAtomValue(sessionAtom);
  const found = useRecord('workout-plans', id === 'new' ? undefined : id);
  if (id !== 'new' && found === undefined) return <PageLoading />;
  if (id !== 'new' && found === null) return <NotFoundMessage />;
  const plan = found ?? null;
  const isAdmin = session?.roleId === ROLE.admin;
  const library = plan ? plan.owner_id === null : isAdmin;
  const readOnly = plan !== null && (library ? !isAdmin : plan.owner_id !== session?.userId);
  // One copy per click: a second click while the first is written is dropped (the copy then opens).
  const copy = () =>
    copying.run(async () => {
      if (!db || !plan) return;
      try {
        onOpen(await copyPlan(db, plan, i18n.locale), msg`Copied to your plans. You can change the copy as you like.`);
      } catch (error) {
        notify({ intent: 'error', message: localWriteFailure(error) });
      }
    });
  return (
    <>
      <PlanBuilder
        key={id}
        plan={plan}
        readOnly={readOnly}
        libraryOnly={library}
        canAssign={session?.roleId === ROLE.coach}
        onSaved={(saved) => saved !== id && onOpen(saved, msg`The plan was saved.`)}
        onCopy={session?.roleId === ROLE.coach ? () => void copy() : undefined}
        onDone={(said) => onOpen(null, said)}
      />
    </>
  );
}
