import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { VerticalBarChart } from '@fluentui/react-charts';
import { useLingui } from '@lingui/react/macro';
import { formatDayMonth } from '@/i18n/dates';
import type { Locale } from '@/i18n/locales';

const useStyles = makeStyles({
  figure: { margin: 0, minWidth: 0 },
  caption: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalS },
  details: { marginTop: tokens.spacingVerticalS },
  summary: { cursor: 'pointer', color: tokens.colorBrandForeground1 },
  // The chart sizes itself from its container; a container sized by its content would grow with
  // every measurement, so it gets a height of its own.
  plot: { height: '240px', width: '100%', overflow: 'hidden' },
});

export interface WeeklyChartProps {
  title: string;
  /** What a bar counts, for the numbers table. */
  valueLabel: string;
  points: { week: string; value: number }[];
  /** Said instead of an empty chart (the library's own message is English only). */
  empty: string;
}

/**
 * Bars per Riga week (Fluent's chart library). The same numbers are one click away as a table, for
 * people who cannot see the bars and for those who want exact values.
 */
export function WeeklyChart({ title, valueLabel, points, empty }: WeeklyChartProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const locale = i18n.locale as Locale;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const data = points.map((point) => {
    const label = formatDayMonth(point.week, locale);
    return { x: label, y: point.value, legend: label, xAxisCalloutData: t`Week of ${label}`, yAxisCalloutData: number.format(point.value) };
  });
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      {points.some((point) => point.value > 0) ? (
        <div className={styles.plot}>
          <VerticalBarChart data={data} chartTitle={title} height={220} hideLegend useSingleColor culture={locale} yMinValue={0} barWidth="auto" maxBarWidth={28} />
        </div>
      ) : (
        <p>{empty}</p>
      )}
      <details className={styles.details}>
        <summary className={styles.summary}>{t`Show the numbers`}</summary>
        <Table size="small" aria-label={title}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t`Week of`}</TableHeaderCell>
              <TableHeaderCell>{valueLabel}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {points.map((point) => (
              <TableRow key={point.week}>
                <TableCell>{formatDayMonth(point.week, locale)}</TableCell>
                <TableCell>{number.format(point.value)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </figure>
  );
}
