import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { REST_STEP_MS, remainingMs, type RestTimer } from '@sync/training/rest-timer';
import type { RestAction } from '@/data/player';
import { endedAt } from '@sync/training/intervals';
import { formatClock } from '@/ui/training-format';
import { periodOverCue, type Notice } from './cues';

const STALE_CUE_MS = 5000;

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
  },
  clock: { fontSize: '56px', lineHeight: 1, fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums' },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.spacingHorizontalS },
  action: { minHeight: '48px', minWidth: '64px' },
});

export interface RestPanelProps {
  timer: RestTimer;
  now: number;
  sound: boolean;
  /** Shown as a notification when the rest ends while the page is hidden; null when not wanted. */
  notice: Notice | null;
  next: string | null;
  onAction: (action: RestAction) => void;
}

/** The rest after a set: what is left, ±15 s, pause and skip. The time comes from the stored timer. */
export function RestPanel({ timer, now, sound, notice, next, onAction }: RestPanelProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const left = remainingMs(timer, now);
  const paused = timer.paused_at !== null;
  const cued = useRef(false);
  useEffect(() => {
    if (left > 0) cued.current = false;
    // A rest that ended while the app was closed is not announced when it opens again.
    else if (!cued.current && now - endedAt(timer) < STALE_CUE_MS) {
      cued.current = true;
      periodOverCue(sound, notice);
    }
  }, [left, sound, notice, now, timer]);
  return (
    <section className={styles.panel} aria-label={t`Rest`}>
      <div role="timer" aria-live="off" className={styles.clock}>
        {formatClock(left)}
      </div>
      <p>{left > 0 ? (paused ? <Trans>Rest paused</Trans> : <Trans>Rest</Trans>) : <Trans>Rest is over</Trans>}</p>
      {next && (
        <p>
          <Trans>Next: {next}</Trans>
        </p>
      )}
      <div className={styles.actions}>
        <Button className={styles.action} onClick={() => onAction({ kind: 'adjust', deltaMs: -REST_STEP_MS })}>
          {t`−15 s`}
        </Button>
        <Button className={styles.action} onClick={() => onAction({ kind: 'adjust', deltaMs: REST_STEP_MS })}>
          {t`+15 s`}
        </Button>
        <Button className={styles.action} onClick={() => onAction({ kind: paused ? 'resume' : 'pause' })}>
          {paused ? t`Resume` : t`Pause`}
        </Button>
        <Button className={styles.action} appearance="primary" onClick={() => onAction({ kind: 'skip' })}>
          {left > 0 ? t`Skip rest` : t`Continue`}
        </Button>
      </div>
    </section>
  );
}
