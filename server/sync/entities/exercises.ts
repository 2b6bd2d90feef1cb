import { eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { LocalizedText } from '@core/records/common';
import {
  calendarEntries,
  exercises,
  exerciseTypes,
  inventory,
  joints,
  muscles,
  planAssignments,
  positions,
  setLogs,
  workoutPlans,
  workouts,
} from '../../db/schema/index';
import { assertReferences, coachesOf, isAdmin, isCoach } from '../access';
import { forbiddenWrite } from '../rejections';
import { foldAll, type SyncTable } from '../rows';
import { assertNoUsage, countLive } from './reference';
import type { EntityDef } from '../types';

/** Library exercises (owner null) are the admins'; a coach writes only their own. */
export const exercisesEntity: EntityDef = {
  name: 'exercises',
  table: exercises,
  readable(user) {
    // [A2] A coach's exercise stays readable to a former client whose kept training names it (A8).
    const named = sql`${exercises.id} in (select ${setLogs.exercise_id} from ${setLogs} where ${setLogs.person_id} = ${user.id})`;
    if (isAdmin(user) || isCoach(user)) return or(isNull(exercises.owner_id), eq(exercises.owner_id, user.id), named);
    return or(isNull(exercises.owner_id), sql`${exercises.owner_id} in ${coachesOf(user.id)}`, named);
  },
  async authorize({ tx, user, existing, next, changed }) {
    if (!isAdmin(user) && !isCoach(user)) throw forbiddenWrite('Only coaches and administrators can change exercises');
    const owner = existing ? (existing.owner_id as string | null) : isAdmin(user) ? null : user.id;
    // Another coach's exercise is not readable to this user: the write was already answered not_found (A11).
    if (owner === null && !isAdmin(user)) throw forbiddenWrite('Only administrators can change library exercises');
    const touched = (field: string) => !existing || changed.includes(field);
    if (touched('type_id') && next.type_id) await assertReferences(tx, exerciseTypes, [next.type_id], 'type_id');
    if (touched('primary_muscle_ids')) await assertReferences(tx, muscles, next.primary_muscle_ids as string[], 'primary_muscle_ids');
    if (touched('secondary_muscle_ids')) await assertReferences(tx, muscles, next.secondary_muscle_ids as string[], 'secondary_muscle_ids');
    if (touched('joint_ids')) await assertReferences(tx, joints, next.joint_ids as string[], 'joint_ids');
    if (touched('position_ids')) await assertReferences(tx, positions, next.position_ids as string[], 'position_ids');
    if (touched('inventory_ids')) await assertReferences(tx, inventory, next.inventory_ids as string[], 'inventory_ids');
    return { owner_id: owner };
  },
  async assertUnused({ tx, existing }) {
    if (!existing) return;
    // [A2] What a client would still be asked to train, or a plan would still prescribe: a done
    // entry keeps its sets as they were, and a session its own copy, so those do not hold it.
    const named = (path: string, column: SQL | SyncTable[keyof SyncTable]) =>
      sql`jsonb_path_exists(${column}, ${path}::jsonpath, jsonb_build_object('id', ${existing.id}::text))`;
    assertNoUsage({
      workouts: await countLive(tx, workouts, named('$[*].items[*] ? (@.exercise_id == $id)', workouts.blocks)),
      'calendar-entries': await countLive(
        tx,
        calendarEntries,
        sql`${eq(calendarEntries.status, 'planned')} and ${named('$[*].items[*] ? (@.exercise_id == $id)', calendarEntries.prescription)}`,
      ),
      'workout-plans': await countLive(tx, workoutPlans, named('$[*] ? (@.exercise_id == $id)', workoutPlans.progressions)),
      'plan-assignments': await countLive(
        tx,
        planAssignments,
        sql`${eq(planAssignments.status, 'active')} and ${named('$[*] ? (@.substitute_id == $id || @.exercise_id == $id)', planAssignments.substitutions)}`,
      ),
    });
  },
  search(record) {
    const name = record.name as LocalizedText;
    return foldAll(name['en-US'], name['lv-LV']);
  },
};
