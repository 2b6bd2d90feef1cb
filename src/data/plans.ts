import { v7 as uuidv7 } from 'uuid';
import type { RecordOf } from '@core/records/index';
import { shownText } from '@core/records/shown-text';
import type { UserDatabase } from './local/database';
import { withPlanDefaults } from './local/stored-plans';
import { writeLocal, writeLocalBatch } from './local/writes';

type Plan = RecordOf<'workout-plans'>;

export { withPlanDefaults };

/** A coach's own copy of a plan (the library's, usually), in the coach's language; its workouts stay those it names. */
export async function copyPlan(db: UserDatabase, plan: Plan, locale: string): Promise<string> {
  const id = uuidv7();
  const { weeks, days, progressions, deload } = withPlanDefaults(plan);
  await writeLocal(db, 'workout-plans.put', {
    id,
    name: shownText(plan, locale),
    description: shownText(plan, locale, 'description') || null,
    weeks,
    days,
    progressions,
    deload,
  });
  return id;
}

export interface PlanGiven {
  clientId: string;
  substitutions: { exercise_id: string; substitute_id: string }[];
}

/**
 * Gives a plan to several clients from one start date (sync/SPEC.md G4): one assignment each, all
 * in ONE local transaction, so the coach's screen shows every client's entries at once or none.
 * Returns the assignment ids.
 */
export async function assignPlan(db: UserDatabase, planId: string, startDate: string, given: readonly PlanGiven[]): Promise<string[]> {
  const ids = given.map(() => uuidv7());
  await writeLocalBatch(
    db,
    given.map(({ clientId, substitutions }, index) => ({
      name: 'plan-assignments.assign',
      args: { assignment: { id: ids[index], plan_id: planId, client_id: clientId, start_date: startDate, substitutions } },
    })),
  );
  return ids;
}
