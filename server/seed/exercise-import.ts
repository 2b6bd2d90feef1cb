import { and, eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { ImportReport } from '@core/admin-api';
import { ENTITY_FIELDS } from '@core/records/index';
import { exercises, exerciseTypes, inventory, joints, muscles, positions } from '../db/schema/index';
import type { Db, Tx } from '../db/types';
import { applyPrimitive } from '../sync/apply';
import type { SyncTable } from '../sync/rows';
import { readSeedJson } from './files';

/** The source this importer understands: free-exercise-db (github.com/yuhonas/free-exercise-db). */
export const SOURCE = {
  name: 'free-exercise-db',
  url: 'https://github.com/yuhonas/free-exercise-db',
  licence: 'Unlicense (public domain)',
} as const;

/** One exercise as the source ships it (its schema.json), checked before anything is written. */
const sourceExerciseSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  level: z.string().nullable().optional(),
  equipment: z.string().nullable().optional(),
  category: z.string().nullable().optional(),
  primaryMuscles: z.array(z.string()).default([]),
  secondaryMuscles: z.array(z.string()).default([]),
  instructions: z.array(z.string()).default([]),
});
export const sourceFileSchema = z.array(sourceExerciseSchema).min(1, 'has no exercises').max(20_000, 'has too many exercises');
export type SourceExercise = z.infer<typeof sourceExerciseSchema>;

const mappingSchema = z.object({
  muscles: z.record(z.string(), z.string()),
  equipment: z.record(z.string(), z.string()),
  category: z.record(z.string(), z.string()),
  level: z.record(z.string(), z.string()),
});
const translationsSchema = z.record(z.string(), z.object({ name: z.string(), instructions: z.array(z.string()) }));
const annotationsSchema = z.record(
  z.string(),
  z.object({ joints: z.array(z.string()).default([]), positions: z.array(z.string()).default([]) }),
);

/** The Latvian names and instructions of the library's exercises, by source id. */
export const readLatvianTexts = () => translationsSchema.parse(readSeedJson('exercise-translations-lv.json'));

/** The source has a few blank steps; they are not instructions. */
export const steps = (lines: readonly string[]) => lines.map((line) => line.trim()).filter(Boolean);

async function keyToId(tx: Tx, table: SyncTable & { key: SyncTable['id'] }): Promise<Map<string, string>> {
  const rows = await tx.select({ id: table.id, key: table.key }).from(table).where(eq(table.deleted, false));
  return new Map(rows.filter((row) => row.key).map((row) => [String(row.key), String(row.id)]));
}

/**
 * Imports exercises of free-exercise-db's format into the library (owner null), mapping muscles,
 * equipment, category and level onto the reference data, adding Latvian text, joints and positions
 * where the project has them, and keeping source and licence on every exercise. Re-running it
 * creates nothing twice: an exercise already imported from the same source id is skipped.
 */
export async function importExercises(db: Db, input: unknown): Promise<ImportReport> {
  const source = sourceFileSchema.parse(input);
  const mapping = mappingSchema.parse(readSeedJson('free-exercise-db-mapping.json'));
  const translations = readLatvianTexts();
  const annotations = annotationsSchema.parse(readSeedJson('exercise-annotations.json'));
  const report: ImportReport = { total: source.length, created: 0, skipped: 0, unmapped: {} };
  const missing = (what: string) => (report.unmapped[what] = (report.unmapped[what] ?? 0) + 1);

  await db.transaction(async (tx) => {
    const ids = {
      muscles: await keyToId(tx, muscles),
      inventory: await keyToId(tx, inventory),
      types: await keyToId(tx, exerciseTypes),
      joints: await keyToId(tx, joints),
      positions: await keyToId(tx, positions),
    };
    const resolve = (table: Map<string, string>, keys: readonly (string | undefined)[], what: string) =>
      keys.flatMap((key) => {
        const id = key ? table.get(key) : undefined;
        if (!id && key) missing(`${what}: ${key}`);
        return id ? [id] : [];
      });
    const known = new Set(
      (
        await tx
          .select({ source_id: exercises.source_id })
          .from(exercises)
          .where(
            and(
              eq(exercises.source_name, SOURCE.name),
              inArray(
                exercises.source_id,
                source.map((exercise) => exercise.id),
              ),
            ),
          )
      ).map((row) => row.source_id),
    );
    for (const exercise of source) {
      if (known.has(exercise.id)) {
        report.skipped++;
        continue;
      }
      const lv = translations[exercise.id];
      const notes = annotations[exercise.id];
      const muscleKeys = (names: string[]) =>
        names.map((name) => {
          const key = mapping.muscles[name];
          if (!key) missing(`muscle: ${name}`);
          return key;
        });
      const equipmentKey = exercise.equipment ? mapping.equipment[exercise.equipment] : undefined;
      if (exercise.equipment && !equipmentKey) missing(`equipment: ${exercise.equipment}`);
      const typeKey = exercise.category ? mapping.category[exercise.category] : undefined;
      if (exercise.category && !typeKey) missing(`category: ${exercise.category}`);
      const level = exercise.level ? mapping.level[exercise.level] : undefined;
      const record = ENTITY_FIELDS.exercises.parse({
        id: uuidv7(),
        name: { 'en-US': exercise.name, ...(lv ? { 'lv-LV': lv.name } : {}) },
        instructions: { 'en-US': steps(exercise.instructions), ...(lv?.instructions.length ? { 'lv-LV': steps(lv.instructions) } : {}) },
        type_id: typeKey ? (ids.types.get(typeKey) ?? null) : null,
        primary_muscle_ids: resolve(ids.muscles, muscleKeys(exercise.primaryMuscles), 'muscle key'),
        secondary_muscle_ids: resolve(ids.muscles, muscleKeys(exercise.secondaryMuscles), 'muscle key'),
        inventory_ids: resolve(ids.inventory, [equipmentKey], 'equipment key'),
        joint_ids: resolve(ids.joints, notes?.joints ?? [], 'joint key'),
        position_ids: resolve(ids.positions, notes?.positions ?? [], 'position key'),
        level: level === 'beginner' || level === 'intermediate' || level === 'expert' ? level : null,
        source_name: SOURCE.name,
        source_id: exercise.id,
        source_url: SOURCE.url,
        licence: SOURCE.licence,
      }) as Record<string, unknown> & { id: string };
      await applyPrimitive(tx, { system: true }, { entity: 'exercises', kind: 'put', id: record.id, record });
      report.created++;
    }
  });
  return report;
}
