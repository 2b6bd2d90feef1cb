import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ImportConfidence } from '@core/imports/api';
import { createExerciseMatcher, type ExerciseCandidate } from '@core/imports/exercise-match';
import { fold } from '@core/text';
import { exercises, importExerciseChoices, inventory } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';

/** A name of an export as the remembered choices key it: "Squat (Barbell)" and "squat  (barbell)" are one. */
const choiceKey = (name: string) => fold(name);

/** The exercises a client's history may name (sync/SPEC.md A9): the library's and their coach's own. */
async function exerciseCandidates(db: DbOrTx, coachId: string) {
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
async function rememberedChoices(db: DbOrTx, userId: string, names: readonly string[], open: ReadonlySet<string>) {
  const keys = [...new Set(names.map(choiceKey))];
  if (keys.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ name: importExerciseChoices.name, exercise_id: importExerciseChoices.exercise_id })
    .from(importExerciseChoices)
    .where(and(eq(importExerciseChoices.user_id, userId), inArray(importExerciseChoices.name, keys)));
  return new Map(rows.filter((row) => open.has(row.exercise_id)).map((row) => [row.name, row.exercise_id]));
}

/**
 * The exercise each name of a file is taken as, unless the person says otherwise: the one they
 * chose for it before, else the matcher's (docs/imports.md, "Matching exercises"). The preview
 * shows it and the commit writes it, so the two cannot disagree.
 */
export async function nameResolver(db: DbOrTx, coachId: string, userId: string, names: readonly string[]) {
  const candidates = await exerciseCandidates(db, coachId);
  const remembered = await rememberedChoices(db, userId, names, candidates.ids);
  const resolve = (name: string): { exercise_id: string | null; confidence: ImportConfidence } => {
    const chosen = remembered.get(choiceKey(name));
    if (chosen) return { exercise_id: chosen, confidence: 'remembered' };
    const match = candidates.matcher.match(name);
    return { exercise_id: match.exercise_id, confidence: match.confidence };
  };
  return { ...candidates, resolve };
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
