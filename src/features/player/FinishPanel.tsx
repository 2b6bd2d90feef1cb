import { Button, Field, makeStyles, Subtitle2, Textarea, Title3, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { RecordOf } from '@core/records/index';
import { formatClock, formatNumber } from '@/ui/training-format';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  rating: { display: 'flex', gap: tokens.spacingHorizontalS, border: 'none', padding: 0, margin: 0 },
  star: { minWidth: '48px', minHeight: '48px', fontSize: tokens.fontSizeBase500 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  action: { minHeight: '48px' },
});

export interface FinishPanelProps {
  session: RecordOf<'workout-sessions'>;
  logs: readonly RecordOf<'set-logs'>[];
  done: number;
  total: number;
  now: number;
  busy: boolean;
  /** The session's personal records, as the client reads them. */
  records: readonly string[];
  /** The client's name when their coach trains them in person: the notes are then the coach's. */
  inPerson?: string | undefined;
  onFinish: (rating: number | null, notes: string | null) => void;
  onBack: () => void;
}

/** The end of a workout: what was done, a rating and notes for the coach. */
export function FinishPanel({ session, logs, done, total, now, busy, records, inPerson, onFinish, onBack }: FinishPanelProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [rating, setRating] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  const volume = logs.reduce((sum, log) => sum + (log.reps ?? 0) * (log.weight_kg ?? 0), 0);
  const duration = formatClock(now - Date.parse(session.started_at));
  return (
    <section className={styles.panel} aria-labelledby="finish-title">
      <Title3 as="h2" id="finish-title">
        <Trans>Finish workout</Trans>
      </Title3>
      <dl className={styles.facts}>
        <dt>{t`Duration`}</dt>
        <dd>{duration}</dd>
        <dt>{t`Sets done`}</dt>
        <dd>{t`${done} of ${total}`}</dd>
        <dt>{t`Volume`}</dt>
        <dd>{`${formatNumber(i18n, volume)} kg`}</dd>
      </dl>
      {records.length > 0 && (
        <section aria-labelledby="records-title">
          <Subtitle2 as="h3" id="records-title" block>
            <Trans>New records</Trans>
          </Subtitle2>
          <ul>
            {records.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <fieldset className={styles.rating}>
        <legend>{t`How did it go? (1 hard – 5 great)`}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <Button
            key={value}
            className={styles.star}
            appearance={rating === value ? 'primary' : 'secondary'}
            aria-pressed={rating === value}
            onClick={() => setRating(rating === value ? null : value)}
          >
            {value}
          </Button>
        ))}
      </fieldset>
      <Field label={inPerson ? t`Notes on the session (${inPerson} reads them)` : t`Notes for your coach`}>
        <Textarea value={notes} maxLength={4000} resize="vertical" onChange={(_event, data) => setNotes(data.value)} />
      </Field>
      <div className={styles.actions}>
        <Button className={styles.action} appearance="primary" disabled={busy} onClick={() => onFinish(rating, notes.trim() || null)}>
          {t`Save and finish`}
        </Button>
        <Button className={styles.action} disabled={busy} onClick={onBack}>
          {t`Back to the workout`}
        </Button>
      </div>
    </section>
  );
}
