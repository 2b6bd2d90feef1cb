import { Body1, Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RecordOf } from '@core/records/index';
import { formatDateTime } from '@/i18n/date-format';
import { isLocale } from '@/i18n/locales';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBlock: tokens.spacingVerticalM },
  main: { minHeight: '56px', fontSize: tokens.fontSizeBase500 },
  other: { minHeight: '48px' },
});

export interface ElsewherePromptProps {
  session: RecordOf<'workout-sessions'>;
  busy: boolean;
  onContinue: () => void;
  onSeparate: () => void;
}

/**
 * One workout, one place: the entry is already being trained on another device. Continuing here
 * joins that session (a set logged on both counts once, sync/SPEC.md R10); a separate session
 * keeps both.
 */
export function ElsewherePrompt({ session, busy, onContinue, onSeparate }: ElsewherePromptProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const started = formatDateTime(new Date(session.started_at), isLocale(i18n.locale) ? i18n.locale : 'en-US');
  return (
    <section className={styles.box}>
      <Title2 as="h2">{t`This workout is already in progress`}</Title2>
      <Body1 as="p">
        <Trans>
          It was started on another device at {started} and is not finished. Continue it here, and the sets logged on either device count
          once.
        </Trans>
      </Body1>
      <Button appearance="primary" className={styles.main} disabled={busy} onClick={onContinue}>
        {t`Continue here`}
      </Button>
      <Button className={styles.other} disabled={busy} onClick={onSeparate}>
        {t`Start a separate session on this device`}
      </Button>
    </section>
  );
}
