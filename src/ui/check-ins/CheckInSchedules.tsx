import { Body1, Button, Field, Input, makeStyles, Select, Subtitle2, tokens } from '@fluentui/react-components';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { firstDueDate } from '@core/check-in-schedule';
import { addDays } from '@core/dates';
import { type CheckInAssignmentRecord, type CheckInFormRecord } from '@/data/check-ins';
import { useRecordWrites } from '@/data/record-writes';
import { formatDate, today, weekdayNames } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { useExclusiveAction, useNewRecordIds } from '@/ui/create-once';
import { useEntryListStyles } from '@/ui/entry-list-styles';
import { notify } from '@/ui/feedback/notify';
import { localWriteFailure } from '@/ui/form/write-errors';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalM },
  form: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', alignItems: 'end' },
  control: { minHeight: '44px', minWidth: 0, width: '100%' },
  action: { minHeight: '48px' },
});

const EVERY_WEEKS = [1, 2, 3, 4, 6, 8, 12];
const GRACE_DAYS = [0, 1, 2, 3, 4, 5, 6];

/** How a schedule reads: "Weekly check-in, every Monday; missed after 2 days". */
export function useScheduleText() {
  const { t, i18n } = useLingui();
  const days = weekdayNames(i18n.locale as Locale, 'long');
  return (assignment: CheckInAssignmentRecord, form: CheckInFormRecord | undefined) => {
    const day = days[assignment.weekday - 1] ?? '';
    const every = assignment.every_weeks === 1 ? t`every ${day}` : t`every ${assignment.every_weeks} weeks on ${day}`;
    const grace = plural(assignment.grace_days, { one: 'missed after # day', other: 'missed after # days' });
    return `${form?.name ?? t`A deleted form`}: ${every}; ${grace}`;
  };
}

/**
 * When a client answers which form (sync/SPEC.md A19): the running schedules, each stopped from
 * today on, and a new one: the form, the weekday, every how many weeks, and the days of grace
 * before an unanswered check-in counts as missed.
 */
export function CheckInSchedules({
  clientId,
  assignments,
  forms,
  allForms,
}: {
  clientId: string;
  assignments: readonly CheckInAssignmentRecord[];
  forms: ReadonlyMap<string, CheckInFormRecord>;
  allForms: readonly CheckInFormRecord[];
}) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const list = useEntryListStyles();
  const writes = useRecordWrites();
  const { busy, run } = useExclusiveAction();
  const { idFor, renew } = useNewRecordIds();
  const text = useScheduleText();
  const day = today();
  const locale = i18n.locale as Locale;
  const days = weekdayNames(locale, 'long');
  const [formId, setFormId] = useState<string>();
  const [weekday, setWeekday] = useState(7);
  const [everyWeeks, setEveryWeeks] = useState(1);
  const [graceDays, setGraceDays] = useState(2);
  const [start, setStart] = useState(day);
  const [problem, setProblem] = useState<string>();
  const running = assignments.filter((one) => one.ended_on === null || one.ended_on >= day);
  const chosen = allForms.find((form) => form.id === formId) ?? allForms[0];

  const assign = () =>
    run(async () => {
      if (!chosen) return;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || start < '1900-01-01') {
        setProblem(t`Choose the first day`);
        return;
      }
      setProblem(undefined);
      try {
        await writes.put('check-in-assignments', {
          id: idFor(),
          client_id: clientId,
          form_id: chosen.id,
          weekday,
          every_weeks: everyWeeks,
          start_date: start,
          grace_days: graceDays,
          ended_on: null,
        });
        renew();
        const first = formatDate(firstDueDate({ weekday, everyWeeks, startDate: start, graceDays }), locale, 'medium');
        notify({ intent: 'success', message: msg`Check-in scheduled. First due ${first}.`, key: 'check-in-schedule' });
      } catch (caught) {
        notify({ intent: 'error', message: localWriteFailure(caught), key: 'check-in-schedule' });
      }
    });

  const stop = (assignment: CheckInAssignmentRecord) =>
    run(async () => {
      try {
        // Its last due day was yesterday: today's, if due, is not asked any more. One that has
        // not begun goes altogether.
        const yesterday = addDays(day, -1);
        if (yesterday < assignment.start_date) await writes.remove('check-in-assignments', assignment.id);
        else await writes.patch('check-in-assignments', assignment.id, { ended_on: yesterday });
        notify({ intent: 'success', message: msg`Check-in stopped.`, key: 'check-in-schedule' });
      } catch (caught) {
        notify({ intent: 'error', message: localWriteFailure(caught), key: 'check-in-schedule' });
      }
    });

  return (
    <section className={styles.section} aria-labelledby="check-in-schedule-title">
      <Subtitle2 as="h3" id="check-in-schedule-title">
        {t`Schedule`}
      </Subtitle2>
      {running.length === 0 ? (
        <Body1>{t`No check-in is scheduled.`}</Body1>
      ) : (
        <ul className={list.list}>
          {running.map((assignment) => (
            <li key={assignment.id} className={list.item}>
              <Body1>{text(assignment, forms.get(assignment.form_id))}</Body1>
              <ConfirmButton
                className={styles.action}
                label={t`Stop`}
                title={t`Stop this check-in?`}
                confirm={t`Stop`}
                disabled={busy}
                onConfirm={() => void stop(assignment)}
              >
                {t`The client is not asked again. The answers given are kept.`}
              </ConfirmButton>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <form
          className={styles.form}
          aria-label={t`Schedule a check-in`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void assign();
          }}
        >
          <Field label={t`Form`}>
            <Select className={styles.control} value={chosen.id} onChange={(_, data) => setFormId(data.value)}>
              {allForms.map((form) => (
                <option key={form.id} value={form.id}>
                  {form.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t`Day`}>
            <Select className={styles.control} value={String(weekday)} onChange={(_, data) => setWeekday(Number(data.value))}>
              {days.map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t`How often`}>
            <Select className={styles.control} value={String(everyWeeks)} onChange={(_, data) => setEveryWeeks(Number(data.value))}>
              {EVERY_WEEKS.map((weeks) => (
                <option key={weeks} value={weeks}>
                  {weeks === 1 ? t`Every week` : plural(weeks, { one: 'Every # week', other: 'Every # weeks' })}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t`Missed after`}>
            <Select className={styles.control} value={String(graceDays)} onChange={(_, data) => setGraceDays(Number(data.value))}>
              {GRACE_DAYS.map((days) => (
                <option key={days} value={days}>
                  {plural(days, { one: '# day', other: '# days' })}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t`From`} validationState={problem ? 'error' : 'none'} validationMessage={problem}>
            <Input className={styles.control} type="date" value={start} onChange={(_, data) => setStart(data.value)} />
          </Field>
          <Button className={styles.action} appearance="primary" type="submit" disabled={busy}>
            {t`Schedule`}
          </Button>
        </form>
      )}
    </section>
  );
}
