import { Button, Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

const useStyles = makeStyles({
  skip: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  secondary: { minHeight: '48px' },
});

const REASON_MAX = 500;

/**
 * Skipping a scheduled workout, with a reason the coach reads. Its own chunk, loaded when the
 * client asks to skip: Fluent's Textarea is not part of the player's first screen (docs/performance.md).
 */
export default function SkipForm({ busy, onSkip, onCancel }: { busy: boolean; onSkip: (reason: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const [reason, setReason] = useState('');
  return (
    <form
      className={styles.skip}
      onSubmit={(event) => {
        event.preventDefault();
        onSkip(reason);
      }}
    >
      <Field label={t`Why are you skipping it? Your coach sees this.`} hint={t`Optional`}>
        <Textarea value={reason} maxLength={REASON_MAX} resize="vertical" onChange={(_, data) => setReason(data.value)} />
      </Field>
      <Button type="submit" appearance="primary" className={styles.secondary} disabled={busy}>
        {t`Skip this workout`}
      </Button>
      <Button className={styles.secondary} disabled={busy} onClick={onCancel}>
        {t`Cancel`}
      </Button>
    </form>
  );
}
