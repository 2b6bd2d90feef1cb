import type { RecordOf } from '@core/records/index';
import { EXERCISE_PICTURES_PATH } from './exercise-picture-cache';

/** The source whose photos the app ships, one folder per source id (public/exercise-images/README.md). */
const PICTURED_SOURCE = 'free-exercise-db';
// The source's ids are letters, digits, "_" and "-"; anything else is not one of its folders.
const SOURCE_ID = /^[A-Za-z0-9_-]{1,200}$/;

/** An exercise's two photos: the start and the end position. */
export interface ExercisePictures {
  start: string;
  end: string;
}

/** The photos of a library exercise imported from free-exercise-db, or null for any other exercise. */
export function exercisePictures(exercise: Pick<RecordOf<'exercises'>, 'source_name' | 'source_id'>): ExercisePictures | null {
  const id = exercise.source_id;
  if (exercise.source_name !== PICTURED_SOURCE || !id || !SOURCE_ID.test(id)) return null;
  const folder = `${EXERCISE_PICTURES_PATH}${id}/`;
  return { start: `${folder}0.webp`, end: `${folder}1.webp` };
}
