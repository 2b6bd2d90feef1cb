import { fold } from '@core/text';
import type { WorkoutListing } from '@/data/workouts';

export type WorkoutShelf = 'all' | 'mine' | 'library';

export interface WorkoutQuery {
  text: string;
  muscleId: string | null;
  shelf: WorkoutShelf;
}

/**
 * The workouts a coach is looking for: any word of the query in the name or in an exercise's name
 * (in either language, case and diacritics aside), working the chosen muscle, on the chosen shelf.
 */
export function findWorkouts(listings: readonly WorkoutListing[], query: WorkoutQuery, userId: string | undefined): WorkoutListing[] {
  const words = fold(query.text).split(/\s+/).filter(Boolean);
  return listings.filter((listing) => {
    const owner = listing.workout.owner_id;
    if (query.shelf === 'mine' && (owner === null || owner !== userId)) return false;
    if (query.shelf === 'library' && owner !== null) return false;
    if (query.muscleId && !listing.muscleIds.includes(query.muscleId)) return false;
    if (words.length === 0) return true;
    const haystack = fold([listing.name, listing.workout.name, ...listing.exerciseNames].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
