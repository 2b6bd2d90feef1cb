import { Body1, Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '@/data/session';
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
  onLeave: () => void;
}

/**
 * One workout, one place: the entry is already being trained on another device, perhaps by the
 * client's coach at the session, or by the client. Continuing here joins that session (a set
 * logged on both counts once, sync/SPEC.md R10, R12); leaving it goes back; a separate session
 * keeps both.
 */
export function ElsewherePrompt({ session, busy, onContinue, onSeparate, onLeave }: ElsewherePromptProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const userId = useAtomValue(sessionAtom)?.userId;
  const started = formatDateTime(new Date(session.started_at), isLocale(i18n.locale) ? i18n.locale : 'en-US');
  const someoneElse = session.run_by !== null && session.run_by !== userId ? (session.run_by_name ?? t`Someone else`) : null;
  return (
    <section className={styles.box}>
      <Title2 as="h2">{t`This workout is already in progress`}</Title2>
      <Body1 as="p">
        {someoneElse ? (
          <Trans>
            {someoneElse} started it on their device at {started} and it is not finished. Continue it here together, and the sets logged on
            either device count once.
          </Trans>
        ) : (
          <Trans>
            It was started on another device at {started} and is not finished. Continue it here, and the sets logged on either device count
            once.
          </Trans>
        )}
      </Body1>
      <Button appearance="primary" className={styles.main} disabled={busy} onClick={onContinue}>
        {t`Continue here`}
      </Button>
      <Button className={styles.other} disabled={busy} onClick={onLeave}>
        {t`Leave it`}
      </Button>
      <Button className={styles.other} appearance="subtle" disabled={busy} onClick={onSeparate}>
        {t`Start a separate session on this device`}
      </Button>
    </section>
  );
}
