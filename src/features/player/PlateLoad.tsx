import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { RecordOf } from '@core/records/index';
import { loadableLoad, sameLoad } from '@core/training/loadable';
import type { GymSetup } from '@/data/gym-profile';
import { GymEquipmentButton } from '@/ui/gym/GymEquipmentButton';
import { formatNumber } from '@/ui/training-format';
import { loadKindFor } from './load-kind';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  plates: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
});

export interface PlateLoadProps {
  gym: GymSetup;
  exercise: Pick<RecordOf<'exercises'>, 'inventory_ids'> | undefined;
  /** The coach's load for this set; null when the prescription leaves it open. */
  prescribedKg: number | null;
  /** The load in the weight input now. */
  load: number | null;
}

/**
 * What the weight means at this client's gym (docs/decisions/0090-loads-that-can-be-loaded.md): the
 * plates per side of a barbell, or the nearest dumbbell, and when the coach's load cannot be made
 * exactly, what it became. Nothing for exercises whose load is not rounded.
 */
export function PlateLoad({ gym, exercise, prescribedKg, load }: PlateLoadProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const kind = loadKindFor(gym, exercise);
  const prescribed = useMemo(
    () => (kind && prescribedKg !== null ? loadableLoad(kind, prescribedKg, gym.equipment) : null),
    [kind, prescribedKg, gym.equipment],
  );
  const current = useMemo(() => (kind && load !== null ? loadableLoad(kind, load, gym.equipment) : null), [kind, load, gym.equipment]);
  if (!kind) return null;
  const n = (kg: number) => formatNumber(i18n, kg);

  const rounded =
    prescribed && prescribedKg !== null && !sameLoad(prescribed.kg, prescribedKg)
      ? t`${n(prescribedKg)} kg prescribed → ${n(prescribed.kg)} kg loadable`
      : null;
  let now: string | null = null;
  if (current && load !== null) {
    const exact = sameLoad(current.kg, load);
    if (current.kind === 'barbell') {
      const plates = current.per_side.map(n).join(' + ');
      const perSide = plates ? t`Per side: ${plates}` : t`Just the bar`;
      now = exact ? perSide : t`${n(load)} kg cannot be loaded; nearest ${n(current.kg)} kg. ${perSide}`;
    } else if (!exact) {
      now = t`No ${n(load)} kg dumbbells here; nearest ${n(current.kg)} kg`;
    }
  } else if (kind === 'dumbbell') {
    now = t`Say which dumbbells this gym has, and loads are rounded to them.`;
  }

  return (
    <div className={styles.box}>
      <div className={styles.text}>
        {/* Read out as the weight changes, so the plates are known without looking. */}
        <Body1 className={styles.plates} aria-live="polite">
          {now}
        </Body1>
        {rounded && <Caption1>{rounded}</Caption1>}
      </div>
      <GymEquipmentButton clientId={gym.clientId} appearance="subtle" />
    </div>
  );
}
