import { Body1, Button, Field, Input, makeStyles, Select, Subtitle2, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { metricValueProblem } from '@core/body-metrics';
import { logBodyMetric, unitPreference, type CustomMetricRecord, type MetricSeries } from '@/data/body-metrics';
import { useRecordWrites } from '@/data/record-writes';
import { today } from '@/i18n/date-format';
import { useExclusiveAction } from '@/ui/create-once';
import { notify } from '@/ui/feedback/notify';
import { localWriteFailure } from '@/ui/form/write-errors';
import { useSectionStyles } from '@/ui/section-styles';
import { formatNumber, parseDecimal } from '@/ui/training-format';
import { choiceText, daysAgo, metricChoices } from './metric-words';

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
  /** The client's values (useBodyMetrics) and their coach's own measurements (useCustomMetrics), read once by the page. */
  series: MetricSeries | undefined;
  custom: readonly CustomMetricRecord[] | undefined;
  /** Whose body: the client's own screen says "your", the coach's client page the client's name. */
  headingId: string;
  heading: string;
  /** What follows in the same section (the measurements over time). */
  children?: ReactNode;
  /** A card of its own (the home page), or a part of the card it is in (a progress tab). */
  card?: boolean;
}

/**
 * Logging a body measurement in a few taps, offline too (sync/SPEC.md A15): the metric (body weight
 * first), the value in the person's unit, the day (today unless changed). The last value and how
 * long ago it was stand beside it; a value already logged for the day is named, as the new one
 * replaces it. What was typed stays when it is refused.
 */
export function BodyMetricLog({ clientId, series, custom, headingId, heading, children, card = true }: BodyMetricLogProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const sections = useSectionStyles();
  const writes = useRecordWrites();
  const { busy, run } = useExclusiveAction();
  const [chosen, setChosen] = useState('weight');
  const [typed, setTyped] = useState('');
  const day = today();
  const [date, setDate] = useState(day);
  const [error, setError] = useState<{ field: 'value' | 'date'; text: string }>();
  const choices = metricChoices(i18n, unitPreference(), custom ?? []);
  // A custom metric the coach removed meanwhile falls back to body weight.
  const choice = choices.find((one) => one.key === chosen) ?? choices[0];
  if (!choice) throw new Error('no body metric to log');
  const metric = choice.key;
  const unit = choice.unit;
  const entries = series?.[metric] ?? [];
  const last = entries.at(-1);
  const sameDay = entries.find((entry) => entry.date === date);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const number = parseDecimal(typed);
    if (number === null) {
      setError({ field: 'value', text: t`Enter a number` });
      return;
    }
    const value = choice.stored(number);
    const problem = metricValueProblem(metric, value);
    if (problem) {
      const min = formatNumber(i18n, choice.shown(problem.min));
      const max = formatNumber(i18n, choice.shown(problem.max));
      setError({ field: 'value', text: unit ? t`Enter a value from ${min} to ${max} ${unit}` : t`Enter a value from ${min} to ${max}` });
      return;
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < '1900-01-01' || date > day) {
      setError({ field: 'date', text: t`Choose a day up to today` });
      return;
    }
    setError(undefined);
    await run(async () => {
      try {
        await logBodyMetric(writes, { clientId, metric, date, value });
        const logged = choiceText(i18n, choice, value);
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

  // A value logged by mistake is taken back by clearing it: the day stays loggable (sync/SPEC.md A15).
  const takeBack = () =>
    run(async () => {
      try {
        await logBodyMetric(writes, { clientId, metric, date, value: null });
        notify({ intent: 'success', message: msg`Removed.`, key: 'body-metric-log' });
      } catch (caught) {
        notify({ intent: 'error', message: localWriteFailure(caught), key: 'body-metric-log' });
      }
    });

  return (
    <section className={card ? sections.section : undefined} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={sections.heading}>
        {heading}
      </Subtitle2>
      <form className={styles.form} aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t`Measurement`}>
          <Select className={styles.control} value={metric} onChange={(_, data) => setChosen(data.value)}>
            {choices.map((one) => (
              <option key={one.key} value={one.key}>
                {one.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={unit ? t`Value (${unit})` : t`Value`}
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
          ? t`Logged for this day: ${choiceText(i18n, choice, sameDay.value ?? 0)}. Logging again replaces it.`
          : last
            ? t`Last: ${choiceText(i18n, choice, last.value ?? 0)}, ${daysAgo(i18n, last.date, day)}.`
            : t`Nothing logged yet.`}
      </Body1>
      {sameDay && (
        <Button className={styles.action} appearance="subtle" disabled={busy} onClick={() => void takeBack()}>
          {t`Remove this day's value`}
        </Button>
      )}
      {children}
    </section>
  );
}
