import { useLingui } from '@lingui/react/macro';
import type { BlockKind } from '@core/records/workouts';

/** What a coach calls each kind of block, in the workout editor and in the player alike. */
export function useBlockKindLabels(): Record<BlockKind, string> {
  const { t } = useLingui();
  return { straight: t`Straight sets`, superset: t`Superset`, circuit: t`Circuit`, interval: t`Intervals` };
}
