import { useMemo } from 'react';
import type { LocalDate } from '@core/dates';
import type { RecordOf } from '@core/records/index';
import { useRecords } from '@/data/record-reads';
import { currentPlan, type CurrentPlan } from './plan-weeks';

export interface ShownPlan extends CurrentPlan {
  plan: RecordOf<'workout-plans'>;
}

/**
 * The plan a client is on, from their device: their assignments and the plans those name
 * (sync/SPEC.md A5, A6). null when there is none; undefined while the device reads.
 */
export function useCurrentPlan(day: LocalDate): ShownPlan | null | undefined {
  const assignments = useRecords('plan-assignments');
  const plans = useRecords('workout-plans');
  return useMemo(() => {
    if (!assignments || !plans) return undefined;
    const current = currentPlan(assignments, plans, day);
    const plan = current && plans.find((one) => one.id === current.planId);
    return current && plan ? { ...current, plan } : null;
  }, [assignments, plans, day]);
}
