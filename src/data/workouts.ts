import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { localized } from '@core/records/localized';
import type { RecordOf } from '@core/records/index';
import { shownText } from '@core/records/shown-text';
import { exerciseIdsOf } from '@core/training/block-exercises';
import type { UserDatabase } from './local/database';
import { exercisePictures } from './exercise-pictures';
import { unlessClosed, useUserDatabase } from './user-database';
import { useRecords } from './record-reads';
import { recordWrites } from './record-writes';
import { sessionAtom } from './session';

type Workout = RecordOf<'workouts'>;

/** An exercise as the workout editor offers it. */
export interface ExerciseOption {
  id: string;
  name: string;
  defaultRest: number | null;
  /** The joints it loads: a client who spares one of them is better off without it. */
  jointIds: readonly string[];
  /** Its start-position photo, for a library exercise that has one. */
  thumbnail?: string | null;
}

/**
 * The exercises a workout may use, by name in the reader's language (sync/SPEC.md A4): a library
 * workout the library's alone, a coach's own workout also the coach's own exercises; a session
 * under way any the device holds.
 */
export function useExerciseOptions(of: 'library' | 'library-and-own' | 'on-device'): ExerciseOption[] | undefined {
  const { i18n } = useLingui();
  const userId = useAtomValue(sessionAtom)?.userId;
  // 'on-device': what a session may log, the library and the client's coach's own (the only others
  // a client's device holds, sync/SPEC.md A2).
  const exercises = useRecords(
    'exercises',
    (records) =>
      records.filter(
        (exercise) => of === 'on-device' || exercise.owner_id === null || (of === 'library-and-own' && exercise.owner_id === userId),
      ),
    [of, userId],
  );
  return useMemo(() => {
    if (!exercises) return undefined;
    const collator = new Intl.Collator(i18n.locale);
    return exercises
      .map((exercise) => ({
        id: exercise.id,
        name: localized(exercise.name, i18n.locale),
        defaultRest: exercise.default_rest_seconds,
        jointIds: exercise.joint_ids,
        thumbnail: exercisePictures(exercise)?.start ?? null,
      }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [exercises, i18n.locale]);
}

/** A coach's client who spares joints, as the workout editor's "safe for" filter offers them. */
export interface SparingClient {
  id: string;
  name: string;
  jointIds: readonly string[];
}

/** [G7] The exercises that load none of `spared`: what a picker offers for a client who spares those joints. */
export function exercisesSafeFor<T extends { jointIds: readonly string[] }>(
  exercises: readonly T[],
  spared: readonly string[],
): readonly T[] {
  return spared.length === 0 ? exercises : exercises.filter((exercise) => !exercise.jointIds.some((joint) => spared.includes(joint)));
}

/** The coach's clients who spare a joint, by name. */
export function useSparingClients(): SparingClient[] | undefined {
  const clients = useRecords('clients', (rows) =>
    rows.filter((client) => client.status !== 'archived' && client.joints_to_spare.length > 0).sort((a, b) => a.name.localeCompare(b.name)),
  );
  return useMemo(() => clients?.map((client) => ({ id: client.id, name: client.name, jointIds: client.joints_to_spare })), [clients]);
}

/** What still names a workout on this device: a delete would be refused `in_use` (A4). */
export interface WorkoutUses {
  entries: number;
  plans: string[];
}

export async function workoutUses(db: UserDatabase, workoutId: string): Promise<WorkoutUses> {
  const entries = await db.records('calendar-entries').where('workout_id').equals(workoutId).count();
  const plans = await db.records('workout-plans').toArray();
  return { entries, plans: plans.filter((plan) => plan.days.some((day) => day.workout_id === workoutId)).map((plan) => plan.name) };
}

/**
 * A coach's own copy of a workout (a library one, usually), named in the coach's language: later
 * changes to the library do not reach it, and it is theirs to change.
 */
export async function copyWorkout(db: UserDatabase, workout: Workout, locale: string): Promise<string> {
  const id = uuidv7();
  await recordWrites(db).put('workouts', {
    id,
    name: shownText(workout, locale),
    description: shownText(workout, locale, 'description') || null,
    blocks: workout.blocks,
  });
  return id;
}

/** The workouts a coach sees (the library's and their own), with what a search looks through. */
export interface WorkoutListing {
  workout: Workout;
  name: string;
  exerciseNames: string[];
  muscleIds: string[];
}

/** Every workout on this device with its exercises' names and muscles, live. */
export function useWorkoutListings(): WorkoutListing[] | undefined {
  const { i18n } = useLingui();
  const db = useUserDatabase();
  const locale = i18n.locale;
  return useLiveQuery(
    () =>
      unlessClosed(async () => {
        if (!db) return [];
        const workouts = await db.records('workouts').toArray();
        const exerciseIds = [...new Set(workouts.flatMap((workout) => exerciseIdsOf(workout.blocks)))];
        const exercises = new Map(
          (await db.records('exercises').bulkGet(exerciseIds))
            .filter((found) => found !== undefined)
            .map((exercise) => [exercise.id, exercise]),
        );
        const collator = new Intl.Collator(locale);
        return workouts
          .map((workout) => {
            const used = workout.blocks
              .flatMap((block) => block.items.map((item) => exercises.get(item.exercise_id)))
              .filter((found) => found !== undefined);
            return {
              workout,
              name: shownText(workout, locale),
              exerciseNames: used.flatMap((exercise) => Object.values(exercise.name)),
              muscleIds: [...new Set(used.flatMap((exercise) => [...exercise.primary_muscle_ids, ...exercise.secondary_muscle_ids]))],
            };
          })
          .sort((a, b) => collator.compare(a.name, b.name));
      }, []),
    [db, locale],
  );
}
