import {
  Body1,
  Field,
  makeStyles,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { LineChart } from '@fluentui/react-charts';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { changeOver, movingAverage, weeklyMeans } from '@core/body-metrics';
import { addDays, localDateOf, startOfRigaDay } from '@core/dates';
import type { BodyMetricRecord, MetricSeries } from '@/data/body-metrics';
import { sessionAtom } from '@/data/session';
import { formatDate, formatDayMonth } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { useChartStyles } from '@/ui/charts/chart-styles';
import { formatNumber } from '@/ui/training-format';
import { choiceText, type MetricChoice } from './metric-words';

const useStyles = makeStyles({
  picker: { maxWidth: '28rem', marginBottom: tokens.spacingVerticalM },
  select: { minHeight: '44px' },
  changes: { display: 'block', marginBottom: tokens.spacingVerticalS },
});

/** How far back the chart looks: 12 weeks (the change coaches judge a block by), a year, or everything. */
const PERIODS = { weeks12: 84, year: 365, all: null } as const;
type Period = keyof typeof PERIODS;
/** More days than this are drawn as weekly means: a line of a thousand points is slow to draw and no clearer. */
const MOST_DAILY_POINTS = 120;

export interface BodyMetricChartProps {
  series: MetricSeries;
  /** Every metric the client may have, as the reader reads it (metricChoices). */
  choices: readonly MetricChoice[];
  /** Who reads it: the client themselves, or their coach. */
  viewer: 'client' | 'coach';
}

/**
 * One body metric over time, in the reader's units: the values, for body weight the 7-day moving
 * average beside them (a single morning's weight says little), and the change over 4 and 12 weeks.
 * The numbers are a click away as a table, newest first, with who logged each.
 */
export function BodyMetricChart({ series, choices, viewer }: BodyMetricChartProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const chart = useChartStyles();
  const locale = i18n.locale as Locale;
  const userId = useAtomValue(sessionAtom)?.userId;
  const measured = choices.filter((choice) => (series[choice.key]?.length ?? 0) > 0);
  const [chosen, setChosen] = useState<string>();
  // Years of daily weigh-ins are a thousand rows: drawn when the table is opened, not with the chart.
  const [tableOpen, setTableOpen] = useState(false);
  const [period, setPeriod] = useState<Period>('weeks12');
  const choice = measured.find((one) => one.key === chosen) ?? measured[0];
  // The React compiler memoizes these per series and metric.
  const entries = choice ? (series[choice.key] ?? []) : [];
  const points = entries.map((entry) => ({ date: entry.date, value: entry.value ?? 0 }));
  const average = choice?.key === 'weight' ? movingAverage(points) : null;
  const newest = points.at(-1)?.date;
  const days = PERIODS[period];
  const from = newest && days !== null ? addDays(newest, -(days - 1)) : '';
  const recent = points.filter((point) => point.date >= from);
  const weekly = recent.length > MOST_DAILY_POINTS;
  const older = newest !== undefined && (points[0]?.date ?? newest) < addDays(newest, -(PERIODS.weeks12 - 1));
  if (!choice) return <Body1 as="p">{t`No body measurements yet.`}</Body1>;

  const shown = choice.shown;
  const text = (stored: number) => choiceText(i18n, choice, stored);
  const unit = choice.unit;
  const name = choice.label;
  const change = (weeks: number) => {
    const value = changeOver(points, weeks);
    if (value === null) return t`not enough data`;
    const amount = formatNumber(i18n, Math.abs(shown(value)));
    const signed = value > 0 ? `+${amount}` : value < 0 ? `−${amount}` : '0';
    return unit ? `${signed} ${unit}` : signed;
  };
  const line = (legend: string, values: readonly { date: string; value: number }[]) => ({
    legend,
    data: values.map((point) => ({
      x: startOfRigaDay(point.date),
      y: shown(point.value),
      xAxisCalloutData: formatDate(point.date, locale, 'medium'),
      yAxisCalloutData: text(point.value),
    })),
  });
  // The 7-day average is computed over every entry, so the first days shown average their week too.
  const lines = weekly
    ? [line(t`${name}, weekly average`, weeklyMeans(recent))]
    : [
        line(name, recent),
        ...(average
          ? [
              line(
                t`7-day average`,
                average.filter((point) => point.date >= from),
              ),
            ]
          : []),
      ];
  // A body changes by a few per cent: an axis from zero would draw every week as the same flat line.
  const values = recent.map((point) => shown(point.value));
  const low = Math.min(...values);
  const high = Math.max(...values);
  const margin = Math.max(1, (high - low) * 0.2);
  const averageOf = new Map(average?.map((point) => [point.date, point.value]));
  const loggedBy = (entry: BodyMetricRecord) =>
    entry.logged_by === null || entry.logged_by === userId ? t`You` : viewer === 'coach' ? t`The client` : t`Your coach`;

  return (
    <div>
      {measured.length > 1 && (
        <Field label={t`Measurement`} className={styles.picker}>
          <Select className={styles.select} value={choice.key} onChange={(_, data) => setChosen(data.value)}>
            {measured.map((one) => (
              <option key={one.key} value={one.key}>
                {one.label}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {older && (
        <Field label={t`Period`} className={styles.picker}>
          <Select className={styles.select} value={period} onChange={(_, data) => setPeriod(data.value as Period)}>
            <option value="weeks12">{t`Last 12 weeks`}</option>
            <option value="year">{t`Last year`}</option>
            <option value="all">{t`All time`}</option>
          </Select>
        </Field>
      )}
      <figure className={chart.figure}>
        <figcaption className={chart.caption}>{unit ? t`${name} (${unit})` : name}</figcaption>
        <Body1 className={styles.changes}>{t`Change over 4 weeks: ${change(4)}; over 12 weeks: ${change(12)}.`}</Body1>
        <div className={chart.plot}>
          <LineChart
            data={{ chartTitle: name, lineChartData: lines }}
            height={220}
            hideLegend={lines.length === 1}
            culture={locale}
            yMinValue={Math.max(0, Math.floor(low - margin))}
            yMaxValue={Math.ceil(high + margin)}
            // Days, never the hours a chart of a few points would otherwise mark.
            customDateTimeFormatter={(instant) => formatDayMonth(localDateOf(instant), locale)}
          />
        </div>
        <details className={chart.details} onToggle={(event) => setTableOpen(event.currentTarget.open)}>
          <summary className={chart.summary}>{t`Show the numbers`}</summary>
          <div className={chart.scroller}>
            <Table size="small" aria-label={name}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t`Date`}</TableHeaderCell>
                  <TableHeaderCell>{name}</TableHeaderCell>
                  {average && <TableHeaderCell>{t`7-day average`}</TableHeaderCell>}
                  <TableHeaderCell>{t`Logged by`}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {(tableOpen ? [...entries].reverse() : []).map((entry) => {
                  const mean = averageOf.get(entry.date);
                  return (
                    <TableRow key={entry.id}>
                      <TableCell>{formatDate(entry.date, locale, 'medium')}</TableCell>
                      <TableCell>{text(entry.value ?? 0)}</TableCell>
                      {average && <TableCell>{mean === undefined ? '' : text(mean)}</TableCell>}
                      <TableCell>{loggedBy(entry)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
        </details>
      </figure>
    </div>
  );
}
