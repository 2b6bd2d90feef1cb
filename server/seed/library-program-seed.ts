import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { v5 as uuidv5 } from 'uuid';
import { z } from 'zod';
import type { FieldsOf } from '@core/records/index';
import { workoutFields, workoutPlanFields } from '@core/records/workouts';
import { appMeta, exercises, workoutPlans, workouts } from '../db/schema/index';
import type { Db, Tx } from '../db/types';
import { applyMutation } from '../sync/apply';
import { rowToRecord, type SyncTable } from '../sync/rows';
import { LIBRARY_PROGRAMS, type LibraryPlan, type LibraryPrograms, type LibraryWorkout } from './data/library-programs';
import { SOURCE } from './exercise-import';

/*
 * The library workouts and plans every installation starts with (server/seed/data/README.md,
 * "Library workouts and plans"). Each record's id is derived from its key, so every installation
 * and every run names the same records. The seed is versioned: a run does nothing once the
 * installation has seen the bundled version, and a newer version updates only what the seed itself
 * wrote and nobody changed since. An administrator's edit or delete of a library record stands.
 */

/** Namespace of the records' UUIDv5 ids. DO NOT change: it names records already stored. */
const ID_NAMESPACE = '9bf9d9f8-e46c-4216-a7ec-7c1955ffb719';

/** The app_meta row remembering the seed: the version last applied and a fingerprint of every record it wrote. */
export const LIBRARY_MARKER_KEY = 'library_programs';

const markerSchema = z.object({ version: z.number().int(), written: z.record(z.string(), z.string()) });
type Marker = z.infer<typeof markerSchema>;

type WorkoutRecord = FieldsOf<'workouts'>;
type PlanRecord = FieldsOf<'workout-plans'>;
type Built<T> = { key: string; record: T; missing?: undefined } | { key: string; record?: undefined; missing: string };

/** The id of the library record, block or item named by `key`. */
export function libraryId(key: string): string {
  return uuidv5(`library/${key}`, ID_NAMESPACE);
}

/** Every free-exercise-db id the definitions name, once. */
export function exerciseSourceIds(programs: LibraryPrograms): string[] {
  const named = [
    ...programs.workouts.flatMap((workout) => workout.blocks.flatMap((block) => block.items.map((item) => item.exercise))),
    ...programs.plans.flatMap((plan) => plan.progressions.map((rule) => rule.exercise)),
  ];
  return [...new Set(named)];
}

const problems = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ');

/** A workout as stored, with the library's exercise ids; `missing` says what it needs and cannot have. */
export function buildWorkout(workout: LibraryWorkout, exerciseIds: ReadonlyMap<string, string>): Built<WorkoutRecord> {
  const absent = [
    ...new Set(
      workout.blocks.flatMap((block) => block.items.map((item) => item.exercise)).filter((exercise) => !exerciseIds.has(exercise)),
    ),
  ];
  if (absent.length > 0) return { key: workout.key, missing: `exercises not in the library: ${absent.join(', ')}` };
  const parsed = workoutFields.safeParse({
    id: libraryId(workout.key),
    owner_id: null,
    name: workout.en.name,
    description: workout.en.description,
    translations: { 'lv-LV': { name: workout.lv.name, description: workout.lv.description } },
    // Block and item ids follow their position, so a definition written twice is the same document.
    blocks: workout.blocks.map((block, b) => ({
      id: libraryId(`${workout.key}/block/${b}`),
      kind: block.kind,
      name: null,
      rounds: block.rounds ?? null,
      work_seconds: block.work_seconds ?? null,
      rest_seconds: block.rest_seconds ?? null,
      items: block.items.map((item, i) => ({
        id: libraryId(`${workout.key}/block/${b}/item/${i}`),
        exercise_id: exerciseIds.get(item.exercise),
        notes: null,
        sets: item.sets,
      })),
    })),
  });
  return parsed.success
    ? { key: workout.key, record: parsed.data }
    : { key: workout.key, missing: `not a valid workout: ${problems(parsed.error)}` };
}

/**
 * A plan as stored. `workoutIds` are the library workouts it may name (live ones, in the seed);
 * a day naming another, or a progression of an exercise the library lacks, makes it `missing`.
 */
export function buildPlan(plan: LibraryPlan, exerciseIds: ReadonlyMap<string, string>, workoutIds: ReadonlySet<string>): Built<PlanRecord> {
  const absentWorkouts = [...new Set(plan.days.map((day) => day.workout).filter((key) => !workoutIds.has(libraryId(key))))];
  const absentExercises = [...new Set(plan.progressions.map((rule) => rule.exercise).filter((exercise) => !exerciseIds.has(exercise)))];
  if (absentWorkouts.length > 0) return { key: plan.key, missing: `workouts not in the library: ${absentWorkouts.join(', ')}` };
  if (absentExercises.length > 0) return { key: plan.key, missing: `exercises not in the library: ${absentExercises.join(', ')}` };
  const parsed = workoutPlanFields.safeParse({
    id: libraryId(plan.key),
    owner_id: null,
    name: plan.en.name,
    description: plan.en.description,
    translations: { 'lv-LV': { name: plan.lv.name, description: plan.lv.description } },
    weeks: plan.weeks,
    days: plan.days.map((day) => ({ week: day.week, day: day.day, workout_id: libraryId(day.workout), time: null })),
    progressions: plan.progressions.map((rule) => ({
      exercise_id: exerciseIds.get(rule.exercise),
      kind: rule.kind,
      amount: rule.amount,
      ceiling: rule.ceiling ?? null,
      load_step_kg: rule.load_step_kg ?? null,
    })),
    deload: plan.deload,
  });
  return parsed.success
    ? { key: plan.key, record: parsed.data }
    : { key: plan.key, missing: `not a valid plan: ${problems(parsed.error)}` };
}

/** The fields the seed writes; a record's fingerprint is theirs alone, so sync metadata never counts as an edit. */
const SEEDED_FIELDS = {
  workouts: ['owner_id', 'name', 'description', 'translations', 'blocks'],
  'workout-plans': ['owner_id', 'name', 'description', 'translations', 'weeks', 'days', 'progressions', 'deload'],
} as const;
type SeededEntity = keyof typeof SEEDED_FIELDS;

/** JSON with sorted keys: jsonb hands objects back in its own key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function fingerprint(entity: SeededEntity, record: Record<string, unknown>): string {
  const fields = Object.fromEntries(SEEDED_FIELDS[entity].map((field) => [field, record[field] ?? null]));
  return createHash('sha256').update(canonical(fields)).digest('hex');
}

export interface LibrarySeedReport {
  /** The definitions' version, now recorded as applied. */
  version: number;
  created: string[];
  updated: string[];
  /** Records an administrator deleted or changed since the seed wrote them: left as they are. */
  kept: { key: string; reason: 'deleted' | 'edited' }[];
  /** Records not written, and why: something they need is missing from the library, or they fail the schema. */
  skipped: { key: string; reason: string }[];
}

const TABLES: Record<SeededEntity, SyncTable> = { workouts, 'workout-plans': workoutPlans };

/**
 * Creates the record, or updates it when its stored content is still what the seed last wrote
 * (its fingerprint in the marker). A tombstone stays (sync/SPEC.md R3: nothing writes over a
 * delete), and so does an administrator's edit.
 */
async function put(
  tx: Tx,
  entity: SeededEntity,
  key: string,
  record: WorkoutRecord | PlanRecord,
  marker: Marker,
  report: LibrarySeedReport,
): Promise<void> {
  const table = TABLES[entity];
  const [row] = await tx.select().from(table).where(eq(table.id, record.id));
  const next = fingerprint(entity, record);
  if (row?.deleted) {
    report.kept.push({ key, reason: 'deleted' });
    return;
  }
  if (row) {
    const current = fingerprint(entity, rowToRecord(table, row));
    if (current === next) {
      marker.written[record.id] = next;
      return;
    }
    if (marker.written[record.id] !== current) {
      report.kept.push({ key, reason: 'edited' });
      return;
    }
  }
  // The one write path (sync/SPEC.md §R): a version, the search text and the history, as any write.
  await applyMutation(tx, { system: true }, `${entity}.put`, record);
  marker.written[record.id] = next;
  (row ? report.updated : report.created).push(key);
}

async function libraryExerciseIds(tx: Tx, sourceIds: string[]): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: exercises.id, source_id: exercises.source_id })
    .from(exercises)
    .where(
      and(
        eq(exercises.source_name, SOURCE.name),
        inArray(exercises.source_id, sourceIds),
        isNull(exercises.owner_id),
        eq(exercises.deleted, false),
      ),
    );
  return new Map(rows.map((row) => [String(row.source_id), row.id]));
}

/**
 * Seeds the library workouts and plans of `programs` when the installation has not applied their
 * version yet; undefined when it has (nothing is read or written beyond the marker). A record that
 * needs an exercise or workout the library lacks is logged and skipped, never fatal: the server
 * starts without it, and the next version tries again.
 */
export async function seedLibraryPrograms(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  programs: LibraryPrograms = LIBRARY_PROGRAMS,
): Promise<LibrarySeedReport | undefined> {
  const report = await db.transaction(async (tx) => {
    // The row lock makes two servers starting at once take turns instead of writing the same records.
    await tx
      .insert(appMeta)
      .values({ key: LIBRARY_MARKER_KEY, value: { version: 0, written: {} } })
      .onConflictDoNothing();
    const [stored] = await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, LIBRARY_MARKER_KEY)).for('update');
    const parsed = markerSchema.safeParse(stored?.value);
    const marker: Marker = parsed.success ? parsed.data : { version: 0, written: {} };
    if (marker.version >= programs.version) return undefined;

    const result: LibrarySeedReport = { version: programs.version, created: [], updated: [], kept: [], skipped: [] };
    const exerciseIds = await libraryExerciseIds(tx, exerciseSourceIds(programs));
    for (const workout of programs.workouts) {
      const built = buildWorkout(workout, exerciseIds);
      if (built.record) await put(tx, 'workouts', built.key, built.record, marker, result);
      else result.skipped.push({ key: built.key, reason: built.missing });
    }
    const ids = programs.workouts.map((workout) => libraryId(workout.key));
    // A plan may name only library workouts that are there: the ones just written, or an admin's edit of one.
    const live = await tx
      .select({ id: workouts.id })
      .from(workouts)
      .where(and(inArray(workouts.id, ids), isNull(workouts.owner_id), eq(workouts.deleted, false)));
    const workoutIds = new Set(live.map((row) => row.id));
    for (const plan of programs.plans) {
      const built = buildPlan(plan, exerciseIds, workoutIds);
      if (built.record) await put(tx, 'workout-plans', built.key, built.record, marker, result);
      else result.skipped.push({ key: built.key, reason: built.missing });
    }
    await tx
      .update(appMeta)
      .set({ value: { version: programs.version, written: marker.written }, updatedAt: new Date() })
      .where(eq(appMeta.key, LIBRARY_MARKER_KEY));
    return result;
  });
  if (!report) return undefined;
  for (const skipped of report.skipped) log.warn(skipped, 'skipped a library workout or plan');
  if (report.created.length + report.updated.length + report.kept.length > 0) {
    log.info(
      { version: report.version, created: report.created, updated: report.updated, kept: report.kept },
      'seeded library workouts and plans',
    );
  }
  return report;
}
