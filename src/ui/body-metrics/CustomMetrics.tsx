import { Body1, Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type SyntheticEvent } from 'react';
import type { CustomMetricRecord } from '@/data/body-metrics';
import { useRecordWrites } from '@/data/record-writes';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { useExclusiveAction, useNewRecordIds } from '@/ui/create-once';
import { notify } from '@/ui/feedback/notify';
import { localWriteFailure } from '@/ui/form/write-errors';

const useStyles = makeStyles({
  details: { marginTop: tokens.spacingVerticalL },
  summary: { cursor: 'pointer', color: tokens.colorBrandForeground1, minHeight: '44px', display: 'flex', alignItems: 'center' },
  form: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', alignItems: 'end' },
  control: { minHeight: '44px', minWidth: 0, width: '100%' },
  action: { minHeight: '48px' },
  list: { listStyle: 'none', padding: 0, margin: `${tokens.spacingVerticalM} 0 0`, display: 'grid', gap: tokens.spacingVerticalS },
  item: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/**
 * The coach's own measurements for one client (sync/SPEC.md A16): "Grip strength" in kg, "Steps a
 * day". Added here, logged and charted like the built-in ones; removing one keeps what was logged.
 */
export function CustomMetrics({ clientId, metrics }: { clientId: string; metrics: readonly CustomMetricRecord[] }) {
  const { t } = useLingui();
  const styles = useStyles();
  const writes = useRecordWrites();
  const { idFor, renew } = useNewRecordIds();
  const { busy, run } = useExclusiveAction();
  const [name, setName] = useState('');
  const [unit, setUnit] = useState('');
  const [error, setError] = useState<string>();

  const add = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t`Enter a name`);
      return;
    }
    setError(undefined);
    await run(async () => {
      try {
        await writes.put('custom-metrics', { id: idFor(), client_id: clientId, name: name.trim(), unit: unit.trim() });
        renew();
        setName('');
        setUnit('');
        notify({ intent: 'success', message: msg`Added. It can be logged now.`, key: 'custom-metric' });
      } catch (caught) {
        notify({ intent: 'error', message: localWriteFailure(caught), key: 'custom-metric' });
      }
    });
  };

  const remove = async (metric: CustomMetricRecord) => {
    try {
      await writes.remove('custom-metrics', metric.id);
    } catch (caught) {
      notify({ intent: 'error', message: localWriteFailure(caught), key: 'custom-metric' });
    }
  };

  return (
    <details className={styles.details}>
      <summary className={styles.summary}>{t`Track another measurement`}</summary>
      <form className={styles.form} onSubmit={(event) => void add(event)} noValidate aria-label={t`Track another measurement`}>
        <Field label={t`Name`} validationState={error ? 'error' : 'none'} validationMessage={error}>
          <Input className={styles.control} value={name} maxLength={60} onChange={(_, data) => setName(data.value)} />
        </Field>
        <Field label={t`Unit`} hint={t`Leave empty for a count`}>
          <Input className={styles.control} value={unit} maxLength={16} onChange={(_, data) => setUnit(data.value)} />
        </Field>
        <Button className={styles.action} type="submit" disabled={busy}>
          {t`Add`}
        </Button>
      </form>
      {metrics.length > 0 && (
        <ul className={styles.list} aria-label={t`Measurements you track`}>
          {metrics.map((metric) => (
            <li key={metric.id} className={styles.item}>
              <Body1>{metric.unit ? `${metric.name} (${metric.unit})` : metric.name}</Body1>
              <ConfirmButton
                label={t`Remove`}
                title={t`Stop tracking ${metric.name}?`}
                confirm={t`Stop tracking`}
                onConfirm={() => void remove(metric)}
              >
                {t`What was logged stays, but it is no longer shown or offered.`}
              </ConfirmButton>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
