import { useLingui } from '@lingui/react/macro';
import type { EXERCISE_LEVELS } from '@sync/records/exercises';

export function useLevelLabels(): Record<(typeof EXERCISE_LEVELS)[number], string> {
  const { t } = useLingui();
  return { beginner: t`Beginner`, intermediate: t`Intermediate`, expert: t`Expert` };
}
