import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { Step } from '@core/training/sequence';
import type { SetValues } from '@/data/player';
import { NARROW_COLUMN, NARROW_SCREEN } from './narrow';
import { logSetText } from '@/ui/set-label';
import { formatNumber } from '@/ui/training-format';
import { NumberStepper } from './NumberStepper';

const useStyles = makeStyles({
  inputs: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    [NARROW_SCREEN]: { columnGap: tokens.spacingHorizontalS },
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, [NARROW_COLUMN]: { flexWrap: 'wrap' } },
  log: {
    minHeight: '56px',
    flexGrow: 1,
    fontSize: tokens.fontSizeBase500,
    [NARROW_SCREEN]: { fontSize: tokens.fontSizeBase400 },
    [NARROW_COLUMN]: { fontSize: tokens.fontSizeBase300 },
  },
  skip: { minHeight: '48px', flexShrink: 0 },
});

/** What the set's inputs hold; null when empty. */
export interface SetInputs {
  reps: number | null;
  load: number | null;
  seconds: number | null;
  meters: number | null;
}

export interface SetControlsProps {
  step: Step;
  /** Which inputs the set has. */
  shown: Record<keyof SetInputs, boolean>;
  values: SetInputs;
  busy: boolean;
  onChange: (change: Partial<SetInputs>) => void;
  onLog: (values: SetValues) => void;
  onSkip: () => void;
}

/** The current set's inputs, "Log set" and "Skip set": the part of the set card under the thumb. */
export function SetControls({ step, shown, values, busy, onChange, onLog, onSkip }: SetControlsProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const { reps, load, seconds, meters } = values;
  const logged: SetValues = {
    reps: shown.reps ? (reps === null ? null : Math.round(reps)) : null,
    weight_kg: shown.load ? load : null,
    duration_seconds: shown.seconds ? (seconds === null ? null : Math.round(seconds)) : null,
    distance_m: shown.meters ? meters : null,
    rpe: null,
  };
  const performed =
    logged.weight_kg !== null && logged.reps !== null
      ? { reps: formatNumber(i18n, logged.reps), kg: formatNumber(i18n, logged.weight_kg) }
      : null;
  return (
    <>
      <div className={styles.inputs}>
        {shown.reps && <NumberStepper label={t`Reps`} value={reps} step={1} max={1000} onChange={(next) => onChange({ reps: next })} />}
        {shown.load && (
          <NumberStepper label={t`Weight (kg)`} value={load} step={2.5} max={1000} onChange={(next) => onChange({ load: next })} />
        )}
        {shown.seconds && (
          <NumberStepper label={t`Seconds`} value={seconds} step={5} max={24 * 3600} onChange={(next) => onChange({ seconds: next })} />
        )}
        {shown.meters && (
          <NumberStepper label={t`Metres`} value={meters} step={10} max={1_000_000} onChange={(next) => onChange({ meters: next })} />
        )}
      </div>
      <div className={styles.actions}>
        <Button className={styles.log} appearance="primary" disabled={busy} onClick={() => onLog(logged)}>
          {logSetText(i18n, step, performed)}
        </Button>
        <Button className={styles.skip} appearance="subtle" disabled={busy} onClick={onSkip}>
          {t`Skip set`}
        </Button>
      </div>
    </>
  );
}
