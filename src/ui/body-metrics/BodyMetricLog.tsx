import { Body1, Button, Field, Input, makeStyles, Select, Subtitle2, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { BODY_METRICS, fromDisplay, metricValueProblem, systemFor, toDisplay, type BodyMetric } from '@core/body-metrics';
import { BODY_METRIC_ORDER, logBodyMetric, unitPreference, useBodyMetrics } from '@/data/body-metrics';
import { useRecordWrites } from '@/data/record-writes';
import { today } from '@/i18n/date-format';
import { useExclusiveAction } from '@/ui/create-once';
import { notify } from '@/ui/feedback/notify';
import { localWriteFailure } from '@/ui/form/write-errors';
import { useSectionStyles } from '@/ui/section-styles';
import { formatNumber, parseDecimal } from '@/ui/training-format';
import { daysAgo, METRIC_LABELS, metricText, metricUnit } from './metric-words';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    // Metric and value side by side on a phone, date and the button under them.
    gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
    alignItems: 'end',
  },
  // Fluent's inputs keep a minimum width of their own that would push a phone's page sideways.
  control: { minHeight: '44px', minWidth: 0, width: '100%' },
  action: { minHeight: '48px' },
  hint: { display: 'block', marginTop: tokens.spacingVerticalS, color: tokens.colorNeutralForeground2 },
});

export interface BodyMetricLogProps {
  clientId: string;
  /** Whose body: the client's own screen says "your", the coach's client page the client's name. */
  headingId: string;
  heading: string;
  /** What follows in the same section (the measurements over time). */
  children?: ReactNode;
}

/**
 * Logging a body measurement in a few taps, offline too (sync/SPEC.md A15): the metric (body weight
 * first), the value in the person's unit, the day (today unless changed). The last value and how
 * long ago it was stand beside it; a value already logged for the day is named, as the new one
 * replaces it. What was typed stays when it is refused.
 */
export function BodyMetricLog({ clientId, headingId, heading, children }: BodyMetricLogProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const sections = useSectionStyles();
  const writes = useRecordWrites();
  const series = useBodyMetrics(clientId);
  const { busy, run } = useExclusiveAction();
  const [metric, setMetric] = useState<BodyMetric>('weight');
  const [typed, setTyped] = useState('');
  const day = today();
  const [date, setDate] = useState(day);
  const [error, setError] = useState<{ field: 'value' | 'date'; text: string }>();
  const units = unitPreference();
  const unit = metricUnit(i18n, metric, units);
  const entries = series?.[metric] ?? [];
  const last = entries.at(-1);
  const sameDay = entries.find((entry) => entry.date === date);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const { quantity } = BODY_METRICS[metric];
    const system = systemFor(quantity, units);
    const number = parseDecimal(typed);
    if (number === null) {
      setError({ field: 'value', text: t`Enter a number` });
      return;
    }
    const problem = metricValueProblem(metric, fromDisplay(number, quantity, system));
    if (problem) {
      const min = formatNumber(i18n, toDisplay(problem.min, quantity, system));
      const max = formatNumber(i18n, toDisplay(problem.max, quantity, system));
      setError({ field: 'value', text: t`Enter a value from ${min} to ${max} ${unit}` });
      return;
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < '1900-01-01' || date > day) {
      setError({ field: 'date', text: t`Choose a day up to today` });
      return;
    }
    setError(undefined);
    await run(async () => {
      try {
        await logBodyMetric(writes, { clientId, metric, date, value: fromDisplay(number, quantity, system) });
        const logged = metricText(i18n, metric, fromDisplay(number, quantity, system), units);
        notify({
          intent: 'success',
          message: navigator.onLine ? msg`Logged: ${logged}.` : msg`Logged on this device: ${logged}. It is sent when you are online.`,
          key: 'body-metric-log',
        });
        setTyped('');
      } catch (caught) {
        notify({ intent: 'error', message: localWriteFailure(caught), key: 'body-metric-log' });
      }
    });
  };

  return (
    <section className={sections.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={sections.heading}>
        {heading}
      </Subtitle2>
      <form className={styles.form} aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t`Measurement`}>
          <Select className={styles.control} value={metric} onChange={(_, data) => setMetric(data.value as BodyMetric)}>
            {BODY_METRIC_ORDER.map((key) => (
              <option key={key} value={key}>
                {i18n._(METRIC_LABELS[key])}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t`Value (${unit})`}
          validationState={error?.field === 'value' ? 'error' : 'none'}
          validationMessage={error?.field === 'value' ? error.text : undefined}
        >
          <Input
            className={styles.control}
            value={typed}
            onChange={(_, data) => setTyped(data.value)}
            inputMode="decimal"
            autoComplete="off"
          />
        </Field>
        <Field
          label={t`Day`}
          validationState={error?.field === 'date' ? 'error' : 'none'}
          validationMessage={error?.field === 'date' ? error.text : undefined}
        >
          <Input className={styles.control} type="date" value={date} max={day} onChange={(_, data) => setDate(data.value)} />
        </Field>
        <Button className={styles.action} appearance="primary" type="submit" disabled={busy}>
          {sameDay ? t`Replace` : t`Log`}
        </Button>
      </form>
      <Body1 className={styles.hint} aria-live="polite">
        {sameDay
          ? t`Logged for this day: ${metricText(i18n, metric, sameDay.value ?? 0, units)}. Logging again replaces it.`
          : last
            ? t`Last: ${metricText(i18n, metric, last.value ?? 0, units)}, ${daysAgo(i18n, last.date, day)}.`
            : t`Nothing logged yet.`}
      </Body1>
      {children}
    </section>
  );
}
