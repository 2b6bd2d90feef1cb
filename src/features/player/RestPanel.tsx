import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { REST_STEP_MS, remainingMs, type RestTimer } from '@core/training/rest-timer';
import type { RestAction } from '@/data/player';
import { endedAt } from '@core/training/intervals';
import { formatClock } from '@/ui/training-format';
import { periodOverCue, type Notice } from './cues';
import { useRestPush } from './use-rest-push';

const STALE_CUE_MS = 5000;

const useStyles = makeStyles({
  // Compact: it shares the bottom of the screen with the next set's inputs and "Log set".
  panel: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  status: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flex: '1 1 9em', minWidth: 0 },
  clock: { fontSize: '32px', lineHeight: 1.1, fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums' },
  text: { margin: 0, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginInlineStart: 'auto' },
  action: { minHeight: '44px', minWidth: '48px', paddingInline: tokens.spacingHorizontalS },
});

export interface RestPanelProps {
  /** The session resting: a push at the rest's end is asked for it when the phone locks. */
  sessionId: string;
  timer: RestTimer;
  now: number;
  sound: boolean;
  /** Shown as a notification when the rest ends while the page is hidden; null when not wanted. */
  notice: Notice | null;
  next: string | null;
  onAction: (action: RestAction) => void;
}

/** The rest after a set: what is left, ±15 s, pause and skip. The time comes from the stored timer. */
export function RestPanel({ sessionId, timer, now, sound, notice, next, onAction }: RestPanelProps) {
  const { t } = useLingui();
  useRestPush(sessionId, timer, next);
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
      <div className={styles.status}>
        <div role="timer" aria-live="off" className={styles.clock}>
          {formatClock(left)}
        </div>
        <p className={styles.text}>
          {left > 0 ? paused ? <Trans>Rest paused</Trans> : <Trans>Rest</Trans> : <Trans>Rest is over</Trans>}
          {next && (
            <>
              {' · '}
              <Trans>Next: {next}</Trans>
            </>
          )}
        </p>
      </div>
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
