import { Body1, Button, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { addDays } from '@core/dates';
import { openCheckIns, useClientCheckIns, type CheckInAssignmentRecord, type CheckInDue, type CheckInFormRecord } from '@/data/check-ins';
import { formatDate, today } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { useEntryListStyles } from '@/ui/entry-list-styles';
import { useSectionStyles } from '@/ui/section-styles';
import { CheckInFill } from './CheckInFill';

const useStyles = makeStyles({
  text: { display: 'grid', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  reply: { whiteSpace: 'pre-wrap' },
});

/**
 * A client's check-ins on their home page: each one open today (due, or within its grace days),
 * with the one action it needs, and the coach's reply once written. Nothing when none is open.
 */
export function DueCheckIns({ clientId }: { clientId: string }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const sections = useSectionStyles();
  const list = useEntryListStyles();
  const data = useClientCheckIns(clientId);
  const [open, setOpen] = useState<CheckInDue & { assignment: CheckInAssignmentRecord; form: CheckInFormRecord }>();
  const day = today();
  const locale = i18n.locale as Locale;
  if (!data) return null;
  // A check-in whose form has not reached the device yet cannot be shown: it comes with the next sync.
  const due = openCheckIns(data, day).filter((one) => one.form);
  if (due.length === 0) return null;
  return (
    <section className={sections.section} aria-labelledby="home-check-ins-title">
      <Subtitle2 as="h2" id="home-check-ins-title" className={sections.heading}>
        {t`Check-in`}
      </Subtitle2>
      <ul className={list.list}>
        {due.map((one) => {
          const until = formatDate(addDays(one.due, one.assignment.grace_days), locale, 'medium');
          const form = one.form;
          if (!form) return null;
          return (
            <li key={one.assignment.id} className={list.item}>
              <div className={styles.text}>
                <Body1>{form.name}</Body1>
                <Caption1>{one.answer ? t`Sent. You can change your answers until ${until}.` : t`Due: answer by ${until}.`}</Caption1>
                {one.answer?.reply && <Body1 className={styles.reply}>{t`Your coach: ${one.answer.reply}`}</Body1>}
              </div>
              <Button className={list.action} appearance={one.answer ? 'secondary' : 'primary'} onClick={() => setOpen({ ...one, form })}>
                {one.answer ? t`Change answers` : t`Fill in`}
              </Button>
            </li>
          );
        })}
      </ul>
      {open && (
        <CheckInFill assignment={open.assignment} form={open.form} due={open.due} answer={open.answer} onClose={() => setOpen(undefined)} />
      )}
    </section>
  );
}
