import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { createExerciseMatcher, type ExerciseCandidate } from '@core/imports/exercise-match';
import { fold } from '@core/text';
import { exercises, importExerciseChoices, inventory } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';

/** A name of an export as the remembered choices key it: "Squat (Barbell)" and "squat  (barbell)" are one. */
export const choiceKey = (name: string) => fold(name);

/** The exercises a client's history may name (sync/SPEC.md A9): the library's and their coach's own. */
export async function exerciseCandidates(db: DbOrTx, coachId: string) {
  const [rows, equipment] = await Promise.all([
    db
      .select({
        id: exercises.id,
        name: exercises.name,
        source_id: exercises.source_id,
        inventory_ids: exercises.inventory_ids,
        owner_id: exercises.owner_id,
      })
      .from(exercises)
      .where(and(eq(exercises.deleted, false), or(isNull(exercises.owner_id), eq(exercises.owner_id, coachId)))),
    db.select({ id: inventory.id, key: inventory.key }).from(inventory),
  ]);
  const equipmentOf = new Map(equipment.flatMap((row) => (row.key ? [[row.id, row.key] as const] : [])));
  const names = new Map(rows.map((row) => [row.id, row.name['en-US']]));
  const candidates: ExerciseCandidate[] = rows.map((row) => ({
    id: row.id,
    names: [row.name['en-US'], ...(row.name['lv-LV'] ? [row.name['lv-LV']] : [])],
    sourceId: row.source_id,
    equipment: row.inventory_ids.flatMap((id) => equipmentOf.get(id) ?? []),
    own: row.owner_id !== null,
  }));
  return { matcher: createExerciseMatcher(candidates), names, ids: new Set(names.keys()) };
}

/** What `userId` chose before for these names, among exercises still open to them. */
export async function rememberedChoices(db: DbOrTx, userId: string, names: readonly string[], open: ReadonlySet<string>) {
  const keys = [...new Set(names.map(choiceKey))];
  if (keys.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ name: importExerciseChoices.name, exercise_id: importExerciseChoices.exercise_id })
    .from(importExerciseChoices)
    .where(and(eq(importExerciseChoices.user_id, userId), inArray(importExerciseChoices.name, keys)));
  return new Map(rows.filter((row) => open.has(row.exercise_id)).map((row) => [row.name, row.exercise_id]));
}

/** Keeps the person's choices for their next import; a later choice for a name replaces the earlier. */
export async function rememberChoices(db: DbOrTx, userId: string, choices: ReadonlyMap<string, string>) {
  const rows = [...choices].map(([name, exercise_id]) => ({ user_id: userId, name: choiceKey(name), exercise_id, chosen_at: new Date() }));
  for (let from = 0; from < rows.length; from += 500) {
    await db
      .insert(importExerciseChoices)
      .values(rows.slice(from, from + 500))
      .onConflictDoUpdate({
        target: [importExerciseChoices.user_id, importExerciseChoices.name],
        set: { exercise_id: sql`excluded.exercise_id`, chosen_at: new Date() },
      });
  }
}
