import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { LineChart } from '@fluentui/react-charts';
import { useLingui } from '@lingui/react/macro';
import { startOfRigaDay, type LocalDate } from '@core/dates';
import { formatDate } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { useChartStyles } from './chart-styles';

export interface DailyLineChartProps {
  title: string;
  /** What a point measures, with its unit, for the numbers table ("Estimated 1RM (kg)"). */
  valueLabel: string;
  points: readonly { date: LocalDate; value: number }[];
  /** A value as shown in the callout and the table ("102.5 kg", "1:30"). */
  format: (value: number) => string;
  empty: string;
}

/**
 * One value per training day over time (Fluent's line chart), for a measure that should rise: an
 * estimated one-rep max, the longest hold. The numbers are one click away as a table, newest first.
 */
export function DailyLineChart({ title, valueLabel, points, format, empty }: DailyLineChartProps) {
  const { t, i18n } = useLingui();
  const styles = useChartStyles();
  const locale = i18n.locale as Locale;
  const series = [
    {
      legend: valueLabel,
      data: points.map((point) => ({
        x: startOfRigaDay(point.date),
        y: point.value,
        xAxisCalloutData: formatDate(point.date, locale, 'medium'),
        yAxisCalloutData: format(point.value),
      })),
    },
  ];
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      {points.length > 0 ? (
        <div className={styles.plot}>
          <LineChart data={{ chartTitle: title, lineChartData: series }} height={220} hideLegend culture={locale} />
        </div>
      ) : (
        <p>{empty}</p>
      )}
      {points.length > 0 && (
        <details className={styles.details}>
          <summary className={styles.summary}>{t`Show the numbers`}</summary>
          <Table size="small" aria-label={title}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Date`}</TableHeaderCell>
                <TableHeaderCell>{valueLabel}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {[...points].reverse().map((point) => (
                <TableRow key={point.date}>
                  <TableCell>{formatDate(point.date, locale, 'medium')}</TableCell>
                  <TableCell>{format(point.value)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </details>
      )}
    </figure>
  );
}
