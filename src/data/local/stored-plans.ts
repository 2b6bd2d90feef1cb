import type { RecordOf } from '@core/records/index';

type Plan = RecordOf<'workout-plans'>;

/** A plan downloaded before plans had progressions and translations has no such fields: it had none. */
export function withPlanDefaults(plan: Plan): Plan {
  const stored = plan as Omit<Plan, 'progressions' | 'deload' | 'translations'> & Partial<Plan>;
  return { ...plan, progressions: stored.progressions ?? [], deload: stored.deload ?? null, translations: stored.translations ?? {} };
}
