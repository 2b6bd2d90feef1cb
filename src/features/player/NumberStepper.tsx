import { Button, Label, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { NARROW_COLUMN, NARROW_SCREEN } from './narrow';
import { formatNumber, parseDecimal } from '@/ui/training-format';

const useStyles = makeStyles({
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  row: {
    display: 'flex',
    alignItems: 'stretch',
    gap: tokens.spacingHorizontalXS,
    [NARROW_SCREEN]: { gap: tokens.spacingHorizontalXXS },
    [NARROW_COLUMN]: { gap: tokens.spacingHorizontalXXS },
  },
  // Touch targets of at least 48 px: a thumb between sets, often with chalk or gloves. On a phone
  // two inputs share a 360 px row, so 44 px (still a finger's).
  button: {
    minWidth: '48px',
    minHeight: '48px',
    fontSize: tokens.fontSizeBase500,
    [NARROW_SCREEN]: { minWidth: '44px', paddingInline: 0 },
    [NARROW_COLUMN]: { minWidth: '44px', paddingInline: 0 },
  },
  input: {
    width: '5.5em',
    minHeight: '48px',
    // "102,5" still fits.
    [NARROW_SCREEN]: { width: '3.6em', paddingInline: 0 },
    // Six columns across a tablet leave 46 px between the buttons: "102,5" in a smaller type.
    [NARROW_COLUMN]: { width: '2.875em', paddingInline: 0, fontSize: tokens.fontSizeBase400 },
    textAlign: 'center',
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
});

export interface NumberStepperProps {
  label: string;
  value: number | null;
  step: number;
  min?: number;
  max: number;
  onChange: (value: number | null) => void;
}

/** A number with − and + for one tap per step, and the phone's numeric keypad for anything else. */
export function NumberStepper({ label, value, step, min = 0, max, onChange }: NumberStepperProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const id = useId();
  // What is being typed, kept as text so "60," can be on its way to "60,5".
  const [draft, setDraft] = useState<string>();
  const clamp = (next: number) => Math.min(max, Math.max(min, Math.round(next * 100) / 100));
  const shown = draft ?? (value === null ? '' : formatNumber(i18n, value));
  const commit = (text: string) => {
    setDraft(undefined);
    const parsed = parseDecimal(text);
    onChange(parsed === null ? null : clamp(parsed));
  };
  return (
    <div className={styles.field}>
      <Label htmlFor={id}>{label}</Label>
      <div className={styles.row}>
        <Button className={styles.button} aria-label={t`${label}: less`} onClick={() => onChange(clamp((value ?? 0) - step))}>
          −
        </Button>
        <input
          id={id}
          className={styles.input}
          inputMode="decimal"
          value={shown}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && commit(event.currentTarget.value)}
        />
        <Button className={styles.button} aria-label={t`${label}: more`} onClick={() => onChange(clamp((value ?? 0) + step))}>
          +
        </Button>
      </div>
    </div>
  );
}
