import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { VerticalBarChart } from '@fluentui/react-charts';
import { useLingui } from '@lingui/react/macro';
import { formatDayMonth } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { useChartStyles } from './chart-styles';

export interface WeeklyChartProps {
  title: string;
  /** What a bar counts, for the numbers table. */
  valueLabel: string;
  points: { week: string; value: number }[];
  /** Said instead of an empty chart (the library's own message is English only). */
  empty: string;
  /** A level each week should reach (sessions a week), drawn as a line and given in the table. */
  target?: { label: string; value: number } | undefined;
}

/**
 * Bars per Riga week (Fluent's chart library). The same numbers are one click away as a table, for
 * people who cannot see the bars and for those who want exact values.
 */
export function WeeklyChart({ title, valueLabel, points, empty, target }: WeeklyChartProps) {
  const { t, i18n } = useLingui();
  const styles = useChartStyles();
  const locale = i18n.locale as Locale;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const data = points.map((point) => {
    const label = formatDayMonth(point.week, locale);
    return {
      x: label,
      y: point.value,
      legend: label,
      xAxisCalloutData: t`Week of ${label}`,
      yAxisCalloutData: number.format(point.value),
      ...(target ? { lineData: { y: target.value, yAxisCalloutData: `${target.label}: ${number.format(target.value)}` } } : {}),
    };
  });
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{target ? `${title} (${target.label}: ${number.format(target.value)})` : title}</figcaption>
      {points.some((point) => point.value > 0) ? (
        <div className={styles.plot}>
          <VerticalBarChart
            data={data}
            chartTitle={title}
            height={220}
            hideLegend
            lineLegendText={target?.label}
            useSingleColor
            culture={locale}
            yMinValue={0}
            barWidth="auto"
            maxBarWidth={28}
          />
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
              {target && <TableHeaderCell>{target.label}</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {points.map((point) => (
              <TableRow key={point.week}>
                <TableCell>{formatDayMonth(point.week, locale)}</TableCell>
                <TableCell>{number.format(point.value)}</TableCell>
                {target && <TableCell>{number.format(target.value)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </figure>
  );
}
