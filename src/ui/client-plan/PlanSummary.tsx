import { Body1Strong, Caption1, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { shownText } from '@core/records/shown-text';
import { formatDate } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import type { ShownPlan } from './use-current-plan';

const useStyles = makeStyles({
  summary: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, marginBottom: tokens.spacingVerticalM },
  // The heading and the week sit together under "Your plan", without the browser's own margins.
  line: { margin: 0 },
});

/** "Beginner full body", "Week 3 of 8": which plan the client is on and how far in (sync/SPEC.md G5). */
export function PlanSummary({ current, headingId }: { current: ShownPlan; headingId: string }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const { week, weeks } = current;
  const where = week === 0 ? t`Starts ${formatDate(current.startDate, i18n.locale as Locale, 'long')}` : t`Week ${week} of ${weeks}`;
  return (
    <div className={styles.summary}>
      <Caption1>{t`Your plan`}</Caption1>
      <Subtitle1 as="h2" id={headingId} className={styles.line}>
        {shownText(current.plan, i18n.locale)}
      </Subtitle1>
      <Body1Strong as="p" className={styles.line}>
        {where}
      </Body1Strong>
    </div>
  );
}
