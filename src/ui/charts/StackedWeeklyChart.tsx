import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { getNextColor, VerticalStackedBarChart } from '@fluentui/react-charts';
import { useLingui } from '@lingui/react/macro';
import { formatDayMonth } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { useChartStyles } from './chart-styles';

export interface StackedWeeklyChartProps {
  title: string;
  /** The parts of each bar (muscle groups), in the order they stack and are listed. */
  parts: readonly { key: string; label: string }[];
  weeks: readonly { week: string; values: Readonly<Record<string, number>> }[];
  empty: string;
}

/**
 * Bars per Riga week split into parts (sets per muscle group), with a legend naming the parts. The
 * numbers are one click away as a table: a row a week, a column a part.
 */
export function StackedWeeklyChart({ title, parts, weeks, empty }: StackedWeeklyChartProps) {
  const { t, i18n } = useLingui();
  const styles = useChartStyles();
  const locale = i18n.locale as Locale;
  // One colour per part in every bar: left to the library, each bar would colour its parts anew
  // and the legend would list a part once per colour.
  const colors = new Map(parts.map((part, index) => [part.key, getNextColor(index)]));
  const data = weeks.map((week) => {
    const label = formatDayMonth(week.week, locale);
    return {
      xAxisPoint: label,
      xAxisCalloutData: t`Week of ${label}`,
      chartData: parts.map((part) => ({ legend: part.label, data: week.values[part.key] ?? 0, color: colors.get(part.key) })),
    };
  });
  const any = weeks.some((week) => Object.values(week.values).some((value) => value > 0));
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      {any ? (
        <div className={styles.plot}>
          <VerticalStackedBarChart data={data} chartTitle={title} height={220} culture={locale} barWidth="auto" maxBarWidth={28} />
        </div>
      ) : (
        <p>{empty}</p>
      )}
      {any && (
        <details className={styles.details}>
          <summary className={styles.summary}>{t`Show the numbers`}</summary>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls where it does not fit must be reachable by keyboard to be scrolled (WCAG 2.1.1) */}
          <div className={styles.scroller} tabIndex={0} role="region" aria-label={title}>
            <Table size="small" aria-label={title}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t`Week of`}</TableHeaderCell>
                  {parts.map((part) => (
                    <TableHeaderCell key={part.key}>{part.label}</TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {weeks.map((week) => (
                  <TableRow key={week.week}>
                    <TableCell>{formatDayMonth(week.week, locale)}</TableCell>
                    {parts.map((part) => (
                      <TableCell key={part.key}>{week.values[part.key] ?? 0}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </details>
      )}
    </figure>
  );
}
