import { readFileSync } from 'node:fs';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageGroups, countryCodes, exercises, exerciseTypes, inventory, joints, muscles, positions } from '../../../server/db/schema/index';
import { importExercises } from '../../../server/seed/exercise-import';
import { bundledLibraryFile } from '../../../server/seed/files';
import { addMissingLatvian } from '../../../server/seed/library-latvian';
import { seedReferenceData } from '../../../server/seed/reference';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const library = () => JSON.parse(readFileSync(bundledLibraryFile, 'utf8')) as unknown;

describe('the reference data and the exercise library on a new installation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const rows = async (
    table:
      typeof muscles | typeof countryCodes | typeof ageGroups | typeof exerciseTypes | typeof inventory | typeof joints | typeof positions,
  ) => (await t.database.db.select({ n: count() }).from(table).where(eq(table.deleted, false)))[0]?.n;

  it('seeds every country, age group, muscle, joint, position, exercise type and piece of equipment in both languages', async () => {
    const created = await seedReferenceData(t.database.db);
    expect(created).toEqual({
      'age-groups': 7,
      'country-codes': 249,
      'exercise-types': 13,
      inventory: 43,
      joints: 14,
      muscles: 30,
      positions: 18,
    });
    const [latvia] = await t.database.db.select().from(countryCodes).where(eq(countryCodes.code, 'LV'));
    expect(latvia).toMatchObject({ dial_code: '+371', name: { 'en-US': 'Latvia', 'lv-LV': 'Latvija' } });
    for (const table of [muscles, joints, positions, exerciseTypes, inventory, ageGroups]) {
      const all = await t.database.db.select({ name: table.name }).from(table);
      expect(all.every((row) => row.name['en-US'] && row.name['lv-LV'])).toBe(true);
    }
  });

  it('imports the 873 exercises of free-exercise-db, mapping everything the source names', async () => {
    const report = await importExercises(t.database.db, library());
    expect(report).toEqual({ total: 873, created: 873, skipped: 0, unmapped: {} });
    const [squat] = await t.database.db.select().from(exercises).where(eq(exercises.source_id, 'Barbell_Squat'));
    const key = async (
      table: typeof muscles | typeof exerciseTypes | typeof inventory | typeof joints | typeof positions,
      id: string | null | undefined,
    ) =>
      (
        await t.database.db
          .select({ key: table.key })
          .from(table)
          .where(eq(table.id, id ?? ''))
      )[0]?.key;
    expect(squat?.name).toEqual({ 'en-US': 'Barbell Squat', 'lv-LV': 'Pietupiens ar stieni' });
    expect(squat?.instructions['lv-LV']?.length).toBe(squat?.instructions['en-US'].length);
    expect(await key(exerciseTypes, squat?.type_id)).toBe('strength');
    expect(await Promise.all((squat?.primary_muscle_ids ?? []).map((id) => key(muscles, id)))).toEqual(['quadriceps']);
    expect(await Promise.all((squat?.inventory_ids ?? []).map((id) => key(inventory, id)))).toEqual(['barbell']);
    expect((await Promise.all((squat?.joint_ids ?? []).map((id) => key(joints, id)))).sort()).toEqual(['ankle', 'hip', 'knee']);
    expect(squat).toMatchObject({
      level: 'beginner',
      owner_id: null,
      source_name: 'free-exercise-db',
      source_url: 'https://github.com/yuhonas/free-exercise-db',
      licence: 'Unlicense (public domain)',
    });
    const [latvian] = await t.database.db
      .select({ n: count() })
      .from(exercises)
      .where(and(eq(exercises.deleted, false)));
    expect(latvian?.n).toBe(873);
    // Every library exercise reads in Latvian, its instructions step for step.
    const rows = await t.database.db
      .select({ source_id: exercises.source_id, name: exercises.name, instructions: exercises.instructions })
      .from(exercises);
    expect(
      rows
        .filter((row) => !row.name['lv-LV'] || (row.instructions['lv-LV'] ?? []).length !== row.instructions['en-US'].length)
        .map((row) => row.source_id),
    ).toEqual([]);
  });

  it('importing again creates no duplicates', async () => {
    expect(await importExercises(t.database.db, library())).toEqual({ total: 873, created: 0, skipped: 873, unmapped: {} });
    expect((await t.database.db.select({ n: count() }).from(exercises))[0]?.n).toBe(873);
  });

  it('an installation that imported the library before its Latvian text was bundled gets it on the next start, keeping what an admin wrote', async () => {
    const db = t.database.db;
    const bySource = async (sourceId: string) => (await db.select().from(exercises).where(eq(exercises.source_id, sourceId)))[0];
    // As an older import left them: no Latvian at all, and one whose Latvian name an admin wrote.
    await db
      .update(exercises)
      .set({ name: sql`name - 'lv-LV'`, instructions: sql`instructions - 'lv-LV'` })
      .where(eq(exercises.source_id, 'Barbell_Squat'));
    await db
      .update(exercises)
      .set({ name: sql`jsonb_set(name, '{lv-LV}', '"Mans frontālais pietupiens"')`, instructions: sql`instructions - 'lv-LV'` })
      .where(eq(exercises.source_id, 'Front_Barbell_Squat'));
    const before = await bySource('Barbell_Squat');

    expect(await addMissingLatvian(db)).toBe(2);
    const squat = await bySource('Barbell_Squat');
    expect(squat?.name).toEqual({ 'en-US': 'Barbell Squat', 'lv-LV': 'Pietupiens ar stieni' });
    expect(squat?.instructions['lv-LV']?.length).toBe(squat?.instructions['en-US'].length);
    // Written through the sync rules: devices receive it on their next pull.
    expect(squat?.version).toBeGreaterThan(before?.version ?? Infinity);
    const front = await bySource('Front_Barbell_Squat');
    expect(front?.name['lv-LV']).toBe('Mans frontālais pietupiens');
    expect(front?.instructions['lv-LV']?.[0]).toMatch(/^Šo vingrinājumu/);
    expect(await addMissingLatvian(db)).toBe(0);
  });

  it('refuses a file that is not in the source’s format, writing nothing', async () => {
    await expect(importExercises(t.database.db, [{ name: 'No id' }])).rejects.toThrow();
    await expect(importExercises(t.database.db, { exercises: [] })).rejects.toThrow();
    expect((await t.database.db.select({ n: count() }).from(exercises))[0]?.n).toBe(873);
  });

  it('reports source values it cannot map instead of guessing', async () => {
    const report = await importExercises(t.database.db, [
      { id: 'Zorbing', name: 'Zorbing', equipment: 'giant ball', category: 'fun', primaryMuscles: ['spleen'], instructions: ['Roll.'] },
    ]);
    expect(report).toMatchObject({ created: 1, unmapped: { 'equipment: giant ball': 1, 'category: fun': 1, 'muscle: spleen': 1 } });
  });
  it('seeding again creates nothing and does not bring back what an admin deleted', async () => {
    await t.database.db.update(muscles).set({ deleted: true }).where(eq(muscles.key, 'neck'));
    expect(await seedReferenceData(t.database.db)).toEqual({});
    expect(await rows(muscles)).toBe(29);
    expect(await rows(countryCodes)).toBe(249);
  });
});
