import { and, eq, or, sql } from 'drizzle-orm';
import type { LocalizedSteps, LocalizedText } from '@core/records/common';
import { exercises } from '../db/schema/index';
import type { Db } from '../db/types';
import { applyPrimitive } from '../sync/apply';
import { readLatvianTexts, SOURCE, steps } from './exercise-import';

/**
 * Library exercises imported before their Latvian text was bundled get it now, through the sync
 * rules, so every device receives it on its next pull. Only what is missing is added: a Latvian
 * name or instructions an administrator wrote stand, and so does their English. Returns how many
 * exercises it changed; a second run changes none.
 */
export async function addMissingLatvian(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // Every start asks, so the question is the database's: usually nothing lacks Latvian, and then
    // neither the rows nor the bundled file are read.
    const library = await tx
      .select({ id: exercises.id, source_id: exercises.source_id, name: exercises.name, instructions: exercises.instructions })
      .from(exercises)
      .where(
        and(
          eq(exercises.source_name, SOURCE.name),
          eq(exercises.deleted, false),
          or(sql`${exercises.name} ->> 'lv-LV' is null`, sql`${exercises.instructions} -> 'lv-LV' is null`),
        ),
      );
    if (library.length === 0) return 0;
    const texts = readLatvianTexts();
    let changed = 0;
    for (const exercise of library) {
      const lv = exercise.source_id ? texts[exercise.source_id] : undefined;
      if (!lv) continue;
      const changes: { name?: LocalizedText; instructions?: LocalizedSteps } = {};
      if (!exercise.name['lv-LV']) changes.name = { ...exercise.name, 'lv-LV': lv.name };
      if (!exercise.instructions['lv-LV']?.length && lv.instructions.length > 0)
        changes.instructions = { ...exercise.instructions, 'lv-LV': steps(lv.instructions) };
      if (!changes.name && !changes.instructions) continue;
      await applyPrimitive(tx, { system: true }, { entity: 'exercises', kind: 'patch', id: exercise.id, changes });
      changed++;
    }
    return changed;
  });
}
