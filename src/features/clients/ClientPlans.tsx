import { Body1, Button, Caption1, Field, Input, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { assignmentWeek } from '@core/plans';
import type { RecordOf } from '@core/records/index';
import { shownText } from '@core/records/shown-text';
import { useRecords } from '@/data/record-reads';
import { useRecordWrites } from '@/data/record-writes';
import { formatDate, isLocalDate, today } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { notify } from '@/ui/feedback/notify';
import { localWriteFailure } from '@/ui/form/write-errors';
import { RouterLink } from '@/ui/RouterLink';
import { useSectionStyles } from '@/ui/section-styles';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  action: { minHeight: '44px' },
});

/** The plans a client is on, with "week x of y"; the coach moves a plan's start or ends it (sync/SPEC.md G5, G6). */
export function ClientPlans({ clientId }: { clientId: string }) {
  const { t } = useLingui();
  const sections = useSectionStyles();
  const styles = useStyles();
  const assignments = useRecords(
    'plan-assignments',
    (rows) =>
      rows.filter((row) => row.client_id === clientId && row.status === 'active').sort((a, b) => a.start_date.localeCompare(b.start_date)),
    [clientId],
  );
  const plans = useRecords('workout-plans');
  return (
    <section className={sections.section} aria-labelledby="client-plans-title">
      <Subtitle2 as="h2" id="client-plans-title" className={sections.heading}>
        {t`Plans`}
      </Subtitle2>
      {assignments?.length === 0 && (
        <Body1 as="p" block>
          {t`No plan is assigned.`} <RouterLink to="/workout-plan">{t`Choose a plan to assign`}</RouterLink>
        </Body1>
      )}
      <ul className={styles.list}>
        {assignments?.map((assignment) => (
          <AssignmentRow key={assignment.id} assignment={assignment} plan={plans?.find((plan) => plan.id === assignment.plan_id)} />
        ))}
      </ul>
    </section>
  );
}

function AssignmentRow({ assignment, plan }: { assignment: RecordOf<'plan-assignments'>; plan: RecordOf<'workout-plans'> | undefined }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const writes = useRecordWrites();
  const [start, setStart] = useState(assignment.start_date);
  const name = plan ? shownText(plan, i18n.locale) : t`Plan`;
  const week = assignmentWeek(assignment.start_date, today());
  const weeks = plan?.weeks ?? 0;
  const where =
    week === 0
      ? t`Starts ${formatDate(assignment.start_date, i18n.locale as Locale)}`
      : week > weeks
        ? t`Finished (${weeks} weeks)`
        : t`Week ${week} of ${weeks}`;
  const run = async (write: () => Promise<number>, said: MessageDescriptor) => {
    try {
      await write();
      notify({ intent: 'success', message: said });
    } catch (error) {
      notify({ intent: 'error', message: localWriteFailure(error) });
    }
  };
  return (
    <li className={styles.item}>
      <div>
        <Body1 block>
          <strong>{name}</strong>
        </Body1>
        <Caption1 block>{where}</Caption1>
      </div>
      <div className={styles.actions}>
        <Field label={t`Start date`}>
          <Input type="date" value={start} onChange={(_event, data) => setStart(data.value)} />
        </Field>
        <Button
          className={styles.action}
          disabled={!isLocalDate(start) || start === assignment.start_date}
          onClick={() =>
            void run(() => writes.moveAssignment(assignment.id, start), msg`The plan was moved; its planned workouts moved with it.`)
          }
        >
          {t`Move start`}
        </Button>
        <ConfirmButton
          className={styles.action}
          label={t`End plan`}
          title={t`End ${name}?`}
          confirm={t`End plan`}
          onConfirm={() =>
            void run(
              () => writes.endAssignment(assignment.id, today()),
              msg`The plan was ended. Its planned workouts from today on were removed.`,
            )
          }
        >
          {t`Its workouts planned from today on leave the calendar. What the client has done stays.`}
        </ConfirmButton>
      </div>
    </li>
  );
}
