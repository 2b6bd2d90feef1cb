import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXERCISE_ALIASES } from '@core/imports/exercise-aliases';
import {
  createExerciseMatcher,
  HIGH_CONFIDENCE,
  LOW_CONFIDENCE,
  normaliseEquipment,
  normaliseExerciseName,
  type ExerciseCandidate,
  type ExerciseMatch,
} from '@core/imports/exercise-match';

const seed = (file: string): unknown =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../server/seed/data', file), 'utf8'));

interface SourceExercise {
  id: string;
  name: string;
  equipment: string | null;
}
const library = seed('free-exercise-db/exercises.json') as SourceExercise[];
const latvian = seed('exercise-translations-lv.json') as Record<string, { name: string } | undefined>;
const libraryIds = new Set(library.map((exercise) => exercise.id));

/** Library rows as the app keeps them: their own id, the free-exercise-db id in sourceId, both names. */
const rowId = (sourceId: string) => `lib/${sourceId}`;
const libraryCandidates: ExerciseCandidate[] = library.map((exercise) => {
  const lv = latvian[exercise.id]?.name;
  return {
    id: rowId(exercise.id),
    names: lv ? [exercise.name, lv] : [exercise.name],
    sourceId: exercise.id,
    equipment: exercise.equipment ? [exercise.equipment] : [],
    own: false,
  };
});
const matcher = createExerciseMatcher(libraryCandidates);

const own = (id: string, name: string, equipment: string[] = []): ExerciseCandidate => ({
  id,
  names: [name],
  sourceId: null,
  equipment,
  own: true,
});
const synthetic = (id: string, name: string, equipment: string[] = []): ExerciseCandidate => ({
  id,
  names: [name],
  sourceId: id,
  equipment,
  own: false,
});

/** Common Strong and Hevy names and the free-exercise-db exercise each is. */
const TABLE: readonly (readonly [string, string])[] = [
  // The names of the brief (Strong's spelling; Hevy spells most of them the same).
  ['Squat (Barbell)', 'Barbell_Squat'],
  ['Lat Pulldown (Cable)', 'Wide-Grip_Lat_Pulldown'],
  ['Bench Press (Dumbbell)', 'Dumbbell_Bench_Press'],
  ['Bicep Curl (Barbell)', 'Barbell_Curl'],
  ['Deadlift (Barbell)', 'Barbell_Deadlift'],
  ['Pull Up', 'Pullups'],
  ['Plank', 'Plank'],
  ['Running', 'Running_Treadmill'],
  ['Romanian Deadlift (Barbell)', 'Romanian_Deadlift'],
  ['Leg Press', 'Leg_Press'],
  ['Overhead Press (Barbell)', 'Standing_Military_Press'],
  ['Seated Row (Cable)', 'Seated_Cable_Rows'],
  ['Triceps Pushdown', 'Triceps_Pushdown'],
  ['Hip Thrust (Barbell)', 'Barbell_Hip_Thrust'],
  ['Chin Up', 'Chin-Up'],
  ['Lunge (Dumbbell)', 'Dumbbell_Lunges'],
  ['Incline Bench Press (Barbell)', 'Barbell_Incline_Bench_Press_-_Medium_Grip'],
  ['Face Pull (Cable)', 'Face_Pull'],
  ['Lateral Raise (Dumbbell)', 'Side_Lateral_Raise'],
  ['Leg Extension (Machine)', 'Leg_Extensions'],
  ['Lying Leg Curl (Machine)', 'Lying_Leg_Curls'],
  ['Calf Raise (Machine)', 'Standing_Calf_Raises'],
  ['Bent Over Row (Barbell)', 'Bent_Over_Barbell_Row'],
  ['Front Squat (Barbell)', 'Front_Barbell_Squat'],
  ['Push Up', 'Pushups'],
  ['Dumbbell Row', 'One-Arm_Dumbbell_Row'],
  ['Hammer Curl (Dumbbell)', 'Hammer_Curls'],
  ['Skullcrusher (Barbell)', 'EZ-Bar_Skullcrusher'],
  ['Cable Crossover', 'Cable_Crossover'],
  ['Shrug (Dumbbell)', 'Dumbbell_Shrug'],
  ['Sit Up', 'Sit-Up'],
  ['Crunch', 'Crunches'],
  ['Russian Twist', 'Russian_Twist'],
  ['Hanging Leg Raise', 'Hanging_Leg_Raise'],
  ['Dip', 'Parallel_Bar_Dip'],
  ['Arnold Press (Dumbbell)', 'Arnold_Dumbbell_Press'],
  ['Goblet Squat (Kettlebell)', 'Goblet_Squat'],
  ['Kettlebell Swing', 'One-Arm_Kettlebell_Swings'],
  ['Bulgarian Split Squat', 'Split_Squat_with_Dumbbells'],
  ['Good Morning (Barbell)', 'Good_Morning'],
  ['Rowing (Machine)', 'Rowing_Stationary'],
  ['Cycling', 'Bicycling'],
  ['Treadmill', 'Running_Treadmill'],
  // Hevy's own spellings and more of both apps' defaults.
  ['Bench Press (Barbell)', 'Barbell_Bench_Press_-_Medium_Grip'],
  ['Triceps Rope Pushdown', 'Triceps_Pushdown_-_Rope_Attachment'],
  ['Seated Cable Row - V Grip (Cable)', 'Seated_Cable_Rows'],
  ['Iso-Lateral Row (Machine)', 'Leverage_Iso_Row'],
  ['Iso-Lateral Chest Press (Machine)', 'Leverage_Chest_Press'],
  ['Chest Fly (Machine)', 'Butterfly'],
  ['Butterfly (Pec Deck)', 'Butterfly'],
  ['Bicep Curl (Dumbbell)', 'Dumbbell_Bicep_Curl'],
  ['Bicep Curl (Cable)', 'Standing_Biceps_Cable_Curl'],
  ['Shoulder Press (Dumbbell)', 'Dumbbell_Shoulder_Press'],
  ['Overhead Press (Dumbbell)', 'Dumbbell_Shoulder_Press'],
  ['Incline Bench Press (Dumbbell)', 'Incline_Dumbbell_Press'],
  ['Romanian Deadlift (Dumbbell)', 'Stiff-Legged_Dumbbell_Deadlift'],
  ['Seated Leg Curl (Machine)', 'Seated_Leg_Curl'],
  ['Leg Press (Machine)', 'Leg_Press'],
  ['Hack Squat (Machine)', 'Hack_Squat'],
  ['Hip Abduction (Machine)', 'Thigh_Abductor'],
  ['Hip Adductor (Machine)', 'Thigh_Adductor'],
  ['Preacher Curl (Barbell)', 'Preacher_Curl'],
  ['EZ Bar Biceps Curl', 'EZ-Bar_Curl'],
  ['Skullcrusher (EZ Bar)', 'EZ-Bar_Skullcrusher'],
  ['Triceps Extension (Dumbbell)', 'Standing_Dumbbell_Triceps_Extension'],
  ['Chest Press (Machine)', 'Leverage_Chest_Press'],
  ['Shoulder Press (Machine)', 'Leverage_Shoulder_Press'],
  ['Shoulder Press (Plate Loaded)', 'Leverage_Shoulder_Press'],
  ['Seated Calf Raise (Machine)', 'Seated_Calf_Raise'],
  ['Standing Calf Raise (Machine)', 'Standing_Calf_Raises'],
  ['Squat (Smith Machine)', 'Smith_Machine_Squat'],
  ['Bench Press (Smith Machine)', 'Smith_Machine_Bench_Press'],
  ['Squat (Bodyweight)', 'Bodyweight_Squat'],
  ['Squat (Dumbbell)', 'Dumbbell_Squat'],
  ['Lat Pulldown - Wide Grip (Cable)', 'Wide-Grip_Lat_Pulldown'],
  ['Lat Pulldown - Close Grip (Cable)', 'Close-Grip_Front_Lat_Pulldown'],
  ['Straight Arm Pulldown (Cable)', 'Straight-Arm_Pulldown'],
  ['Bench Press - Close Grip (Barbell)', 'Close-Grip_Barbell_Bench_Press'],
  ['Decline Bench Press (Barbell)', 'Decline_Barbell_Bench_Press'],
  ['Sumo Deadlift (Barbell)', 'Sumo_Deadlift'],
  ['Trap Bar Deadlift', 'Trap_Bar_Deadlift'],
  ['Stiff Leg Deadlift (Barbell)', 'Stiff-Legged_Barbell_Deadlift'],
  ['Rack Pull (Barbell)', 'Rack_Pulls'],
  ['Box Squat (Barbell)', 'Box_Squat'],
  ['Zercher Squat (Barbell)', 'Zercher_Squats'],
  ['Overhead Squat (Barbell)', 'Overhead_Squat'],
  ['Upright Row (Barbell)', 'Upright_Barbell_Row'],
  ['Upright Row (Dumbbell)', 'Standing_Dumbbell_Upright_Row'],
  ['Reverse Fly (Dumbbell)', 'Reverse_Flyes'],
  ['Rear Delt Reverse Fly (Dumbbell)', 'Reverse_Flyes'],
  ['T Bar Row', 'T-Bar_Row_with_Handle'],
  ['Pendlay Row (Barbell)', 'Bent_Over_Barbell_Row'],
  ['Bent Over Row (Dumbbell)', 'Bent_Over_Two-Dumbbell_Row'],
  ['Front Raise (Dumbbell)', 'Front_Dumbbell_Raise'],
  ['Front Raise (Plate)', 'Front_Plate_Raise'],
  ['Incline Curl (Dumbbell)', 'Incline_Dumbbell_Curl'],
  ['Concentration Curl (Dumbbell)', 'Concentration_Curls'],
  ['Reverse Curl (Barbell)', 'Reverse_Barbell_Curl'],
  ['Reverse Curl (Dumbbell)', 'Standing_Dumbbell_Reverse_Curl'],
  ['Hammer Curl (Cable)', 'Cable_Hammer_Curls_-_Rope_Attachment'],
  ['Shrug (Barbell)', 'Barbell_Shrug'],
  ['Shrug (Machine)', 'Leverage_Shrug'],
  ['Chest Dip', 'Dips_-_Chest_Version'],
  ['Triceps Dip', 'Dips_-_Triceps_Version'],
  ['Bench Dip', 'Bench_Dips'],
  ['Pull Up (Weighted)', 'Weighted_Pull_Ups'],
  ['Pull Up (Assisted)', 'Band_Assisted_Pull-Up'],
  ['Muscle Up', 'Muscle_Up'],
  ['Handstand Push Up', 'Handstand_Push-Ups'],
  ['Inverted Row (Bodyweight)', 'Inverted_Row'],
  ['Side Plank', 'Side_Bridge'],
  ['Ab Wheel', 'Ab_Roller'],
  ['Glute Bridge', 'Butt_Lift_Bridge'],
  ['Back Extension', 'Hyperextensions_Back_Extensions'],
  ['Mountain Climber', 'Mountain_Climbers'],
  ['Decline Crunch', 'Decline_Crunch'],
  ['Cable Crunch', 'Cable_Crunch'],
  ['Reverse Crunch', 'Reverse_Crunch'],
  ['Oblique Crunch', 'Oblique_Crunches'],
  ['Cable Pull Through', 'Pull_Through'],
  ['Power Clean', 'Power_Clean'],
  ['Clean and Jerk (Barbell)', 'Clean_and_Jerk'],
  ['Snatch (Barbell)', 'Snatch'],
  ['Push Press', 'Push_Press'],
  ["Farmer's Walk", 'Farmers_Walk'],
  ['Box Jump', 'Front_Box_Jump'],
  ['Jump Rope', 'Rope_Jumping'],
  ['Walking', 'Walking_Treadmill'],
  ['Elliptical Trainer', 'Elliptical_Trainer'],
  ['Stair Machine', 'Stairmaster'],
  ['Cycling (Indoor)', 'Bicycling_Stationary'],
  ['Running (Treadmill)', 'Running_Treadmill'],
  // Hand-typed variants.
  ['DB Bench Press', 'Dumbbell_Bench_Press'],
  ['Pull-ups', 'Pullups'],
  ['chin-ups', 'Chin-Up'],
  ['kb goblet squats', 'Goblet_Squat'],
];

const sourceOf = (result: ExerciseMatch) => result.exercise_id?.replace(/^lib\//, '') ?? null;

describe('matching Strong and Hevy names to the free-exercise-db library', () => {
  it('the table names only exercises that exist, each name once, and covers well over 40 names', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
    expect(TABLE.filter(([, id]) => !libraryIds.has(id))).toEqual([]);
    expect(new Set(TABLE.map(([name]) => name)).size).toBe(TABLE.length);
  });

  it.each(TABLE)('%s → %s, proposed with exact or high confidence', (name, sourceId) => {
    const result = matcher.match(name);
    expect(sourceOf(result)).toBe(sourceId);
    expect(['exact', 'high']).toContain(result.confidence);
  });

  it('a name that is the library name with its equipment moved into brackets is exact, score 1', () => {
    for (const name of ['Squat (Barbell)', 'Shrug (Dumbbell)', 'Crossover (Cable)', 'Swing (Kettlebell) one arm', 'Curl (EZ Bar)']) {
      expect(matcher.match(name)).toMatchObject({ confidence: 'exact', score: 1 });
    }
    // The library's "Leg Extensions" has no equipment word but is a machine exercise.
    expect(matcher.match('Leg Extension (Machine)')).toEqual({ exercise_id: rowId('Leg_Extensions'), confidence: 'exact', score: 1 });
  });

  it('the equipment in brackets picks the variant: the same movement with other equipment is a different exercise', () => {
    expect(sourceOf(matcher.match('Squat (Barbell)'))).toBe('Barbell_Squat');
    expect(sourceOf(matcher.match('Squat (Dumbbell)'))).toBe('Dumbbell_Squat');
    expect(sourceOf(matcher.match('Squat (Smith Machine)'))).toBe('Smith_Machine_Squat');
    expect(sourceOf(matcher.match('Squat (Bodyweight)'))).toBe('Bodyweight_Squat');
    expect(sourceOf(matcher.match('Shrug (Machine)'))).toBe('Leverage_Shrug');
  });

  it('an unrelated name proposes nothing', () => {
    for (const name of ['Zumba class xyz', 'Yoga', '', '   ', '!!! ???', 'Zumba squat class', 'Squat Row']) {
      const result = matcher.match(name);
      expect(result).toMatchObject({ exercise_id: null, confidence: 'none' });
      expect(result.score).toBeLessThan(LOW_CONFIDENCE);
    }
    // Sharing a word is not enough: below the floor nothing is proposed, though something scored.
    expect(matcher.match('Zumba squat class').score).toBeGreaterThan(0);
  });

  it('case and diacritics do not matter, in English and in the Latvian library names', () => {
    const squat = matcher.match('Squat (Barbell)');
    for (const name of ['SQUAT (BARBELL)', 'squat (barbell)', 'Squàt (Bárbell)', 'ＳＱＵＡＴ (barbell)'])
      expect(matcher.match(name)).toEqual(squat);
    const legPress = { exercise_id: rowId('Leg_Press'), confidence: 'exact', score: 1 };
    expect(matcher.match('Kāju spiešana trenažierī')).toEqual(legPress);
    expect(matcher.match('KAJU SPIESANA TRENAZIERI')).toEqual(legPress);
  });

  it('is deterministic: the same answers twice, and whatever the order of the candidates', () => {
    const names = [
      ...TABLE.map(([name]) => name),
      'Lunge',
      'Step-up',
      'Pistol Squat',
      'Leg Curl (Machine)',
      'Overhead Triceps Extension (Cable)',
    ];
    const first = names.map((name) => [matcher.match(name), matcher.alternatives(name, 5)]);
    const again = names.map((name) => [matcher.match(name), matcher.alternatives(name, 5)]);
    const reversed = createExerciseMatcher([...libraryCandidates].reverse());
    const fromReversed = names.map((name) => [reversed.match(name), reversed.alternatives(name, 5)]);
    expect(again).toEqual(first);
    expect(fromReversed).toEqual(first);
  });

  it('confidence follows the documented thresholds', () => {
    const results = [
      ...TABLE.map(([name]) => name),
      'Lunge',
      'Thruster (Barbell)',
      'Hanging Knee Raise',
      'Deadlift (Dumbbell)',
      'Burpee',
    ].flatMap((name) => [matcher.match(name), ...matcher.alternatives(name, 10)]);
    for (const result of results) {
      if (result.confidence === 'exact') expect(result.score).toBe(1);
      else if (result.confidence === 'high') expect(result.score).toBeGreaterThanOrEqual(HIGH_CONFIDENCE);
      else if (result.confidence === 'low') expect([result.score >= LOW_CONFIDENCE, result.score < HIGH_CONFIDENCE]).toEqual([true, true]);
      else expect(result).toMatchObject({ exercise_id: null });
      if (result.confidence !== 'exact') expect(result.score).toBeLessThan(1);
    }
    // The table reaches every confidence.
    expect(new Set(results.map((result) => result.confidence))).toEqual(new Set(['exact', 'high', 'low', 'none']));
  });

  it('alternatives are the next best, best first, without the match itself, at most as many as asked', () => {
    const best = matcher.match('Lateral Raise (Dumbbell)');
    const alternatives = matcher.alternatives('Lateral Raise (Dumbbell)', 3);
    expect(alternatives).toHaveLength(3);
    expect(alternatives.map((alternative) => alternative.exercise_id)).not.toContain(best.exercise_id);
    const scores = alternatives.map((alternative) => alternative.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((score) => score <= best.score && score >= LOW_CONFIDENCE)).toBe(true);
    expect(matcher.alternatives('Zumba class xyz', 3)).toEqual([]);
  });

  it('matches 5,000 distinct names well under a second, index included', () => {
    const words = [...new Set(library.flatMap((exercise) => exercise.name.split(/\s+/)))].sort();
    const brackets = ['', ' (Barbell)', ' (Dumbbell)', ' (Cable)', ' (Machine)'];
    const names = words
      .flatMap((first, i) => words.slice(0, 10).map((second, j) => `${first} ${second}${brackets[(i + j) % brackets.length] ?? ''}`))
      .slice(0, 5000);
    expect(new Set(names).size).toBe(5000);
    const started = performance.now();
    const timed = createExerciseMatcher(libraryCandidates);
    for (const name of names) timed.match(name);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('the alias table', () => {
  const entries = Object.entries(EXERCISE_ALIASES);

  it('keeps to some 60–100 entries, each to an exercise that exists in exercises.json', () => {
    expect(entries.length).toBeGreaterThanOrEqual(60);
    expect(entries.length).toBeLessThanOrEqual(100);
    expect(entries.filter(([, id]) => !libraryIds.has(id))).toEqual([]);
  });

  it('has no two names that normalise alike but point at different exercises', () => {
    const byKey = new Map<string, string>();
    const clashes = entries.filter(([name, id]) => {
      const key = normaliseExerciseName(name).key;
      const known = byKey.get(key);
      byKey.set(key, id);
      return known !== undefined && known !== id;
    });
    expect(clashes).toEqual([]);
  });

  it('an alias hit is an exact match to its exercise, also written differently', () => {
    for (const [name, id] of entries) expect(matcher.match(name), name).toEqual({ exercise_id: rowId(id), confidence: 'exact', score: 1 });
    expect(sourceOf(matcher.match('barbell overhead press'))).toBe('Standing_Military_Press');
    expect(sourceOf(matcher.match('OHP (Barbell)'))).toBe('Standing_Military_Press');
  });

  it('aliases are what finds the names similarity cannot: without them these go elsewhere or nowhere', () => {
    const bare = createExerciseMatcher(libraryCandidates, {});
    for (const name of ['Overhead Press (Barbell)', 'Lat Pulldown (Cable)', 'Bench Press (Barbell)', 'Cycling']) {
      expect(bare.match(name).exercise_id).not.toBe(matcher.match(name).exercise_id);
    }
  });

  it('resolves by source id, and proposes nothing for an alias whose exercise is not a candidate', () => {
    const withoutTarget = createExerciseMatcher(libraryCandidates.filter((candidate) => candidate.sourceId !== 'Standing_Military_Press'));
    expect(withoutTarget.match('Overhead Press (Barbell)').exercise_id).not.toBe(rowId('Standing_Military_Press'));
    expect(withoutTarget.match('Overhead Press (Barbell)').confidence).not.toBe('exact');
  });
});

describe("a coach's own exercises", () => {
  it('one with the exact name wins over the library, its alias and its exact names', () => {
    const withOwn = createExerciseMatcher([
      ...libraryCandidates,
      own('own-bench', 'Bench Press (Barbell)'),
      own('own-squat', 'Barbell Squat'),
    ]);
    expect(withOwn.match('Bench Press (Barbell)')).toEqual({ exercise_id: 'own-bench', confidence: 'exact', score: 1 });
    expect(withOwn.match('Squat (Barbell)')).toEqual({ exercise_id: 'own-squat', confidence: 'exact', score: 1 });
    // The library stays among the alternatives.
    expect(withOwn.alternatives('Squat (Barbell)', 3).map((alternative) => alternative.exercise_id)).toContain(rowId('Barbell_Squat'));
  });

  it('one that is only similar does not beat an exact library name', () => {
    const withOwn = createExerciseMatcher([...libraryCandidates, own('own-paused', 'Squat (Barbell) paused 3 s')]);
    expect(withOwn.match('Squat (Barbell)').exercise_id).toBe(rowId('Barbell_Squat'));
    expect(withOwn.match('Squat (Barbell) paused 3 s').exercise_id).toBe('own-paused');
  });

  it('on equal scores an own exercise comes before the library, whatever the ids', () => {
    const candidates = [synthetic('a-library', 'Low Cable Fly Wide'), own('z-own', 'Low Cable Fly Wide')];
    for (const list of [candidates, [...candidates].reverse()]) {
      const result = createExerciseMatcher(list, {}).match('Low Fly (Cable)');
      expect(result.exercise_id).toBe('z-own');
      expect(result.confidence).not.toBe('exact');
    }
  });
});

describe('the scoring rules', () => {
  it('ties between equal candidates go to the smaller id', () => {
    const candidates = [synthetic('b-id', 'Cable Fly'), synthetic('a-id', 'Cable Fly')];
    expect(createExerciseMatcher(candidates, {}).match('Fly (Cable)').exercise_id).toBe('a-id');
    expect(createExerciseMatcher([...candidates].reverse(), {}).match('Fly (Cable)').exercise_id).toBe('a-id');
  });

  it('words are weighted by rarity: a shared rare word counts more than a shared common one', () => {
    const presses = ['Floor', 'Bench', 'Leg', 'Chest', 'Shoulder', 'Push', 'Pin', 'Board', 'Neck', 'Calf'].map((word, index) =>
      synthetic(`c-${index}`, `${word} Press`),
    );
    // Without weights "Floor Press" and "Zercher Hold" would tie (one shared word, one extra each) and the smaller id win.
    const candidates = [synthetic('a-floor', 'Floor Press'), synthetic('b-zercher', 'Zercher Hold'), ...presses.slice(1)];
    expect(createExerciseMatcher(candidates, {}).match('Zercher Press').exercise_id).toBe('b-zercher');
  });

  it("the candidate's extra words count against it", () => {
    const candidates = [synthetic('a-long', 'Leg Curl Lying Heavy Slow'), synthetic('b-short', 'Leg Curl Seated')];
    const result = createExerciseMatcher(candidates, {}).match('Leg Curl');
    expect(result.exercise_id).toBe('b-short');
    expect(result.score).toBeLessThan(1);
  });

  it('agreeing equipment counts for a candidate, other equipment against it', () => {
    const candidates = [synthetic('a-barbell', 'Standing Curl', ['barbell']), synthetic('b-dumbbell', 'Standing Curl', ['dumbbell'])];
    const curls = createExerciseMatcher(candidates, {});
    expect(curls.match('Curl (Dumbbell)').exercise_id).toBe('b-dumbbell');
    expect(curls.match('Curl (Barbell)').exercise_id).toBe('a-barbell');
    const scoreWith = (equipment: string[]) =>
      createExerciseMatcher([synthetic('x', 'Standing Curl', equipment)], {}).match('Curl (Dumbbell)').score;
    expect(scoreWith(['dumbbell'])).toBeGreaterThan(scoreWith([]));
    expect(scoreWith([])).toBeGreaterThan(scoreWith(['barbell']));
  });

  it('exact needs the same words and the same equipment, from the name or from the candidate', () => {
    const squat = createExerciseMatcher([synthetic('a-squat', 'Barbell Squat', ['barbell'])], {});
    expect(squat.match('Squat (Barbell)').confidence).toBe('exact');
    expect(squat.match('Squat (Dumbbell)').confidence).not.toBe('exact');
    const press = createExerciseMatcher([synthetic('a-press', 'Leg Press', ['machine'])], {});
    expect(press.match('Leg Press (Machine)').confidence).toBe('exact');
    expect(press.match('Leg Press (Cable)').confidence).not.toBe('exact');
  });
});

describe('normalising a name', () => {
  const sameKey = [
    ['Squat (Barbell)', 'Barbell Squat', 'barbell squats', 'BB Squat', 'Squat - Barbell'],
    ['Pull Up', 'Pull-Up', 'Pullup', 'Pull-ups', 'pull ups'],
    ['Curl (Dumbbell)', 'Dumbbell Curls', 'DB Curl', 'Dumbbell-Curl'],
    ['Swing (Kettlebell)', 'Kettlebell Swings', 'KB Swing'],
    ['Curl (EZ Bar)', 'EZ Bar Curl', 'E-Z Bar Curl', 'EZ-Bar Curl', 'Curl (EZ Curl Bar)'],
    ['Skullcrusher', 'Skull Crushers', 'Skull-crusher'],
    ['Lat Pulldown', 'Lat Pull Down', 'Lat Pull-Down', 'Lat Pulldowns'],
    ['Bench Press', 'Bench Presses'],
    ['Chest Fly', 'Chest Flyes', 'Chest Flies', 'Chest Flye'],
    ['Bicep Curl', 'Biceps Curls'],
    ["Farmer's Walk", 'Farmers Walk', 'Farmer’s walk'],
    ['Spiešana guļus', 'SPIESANA GULUS'],
  ];
  it.each(sameKey)('%s and its variants have one key', (...names) => {
    const keys = names.map((name) => normaliseExerciseName(name).key);
    expect(new Set(keys).size).toBe(1);
  });

  it('different exercises keep different keys', () => {
    const keys = ['Squat (Barbell)', 'Squat (Dumbbell)', 'Squat', 'Pull Up', 'Push Up', 'Chin Up', 'Pulldown', 'Pushdown'].map(
      (name) => normaliseExerciseName(name).key,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    ['Row (Barbell)', ['barbell']],
    ['Row (Cable)', ['cable']],
    ['Row (Machine)', ['machine']],
    ['Row (Dumbbell)', ['dumbbell']],
    ['Row (Kettlebell)', ['kettlebell']],
    ['Row (Band)', ['band']],
    ['Row (Bodyweight)', ['bodyweight']],
    ['Row (Smith Machine)', ['smith']],
    ['Row (EZ Bar)', ['ez_bar']],
    ['Row (Plate Loaded)', ['machine']],
    ['Row (Trap Bar)', ['trap_bar']],
    ['Row (Assisted)', []],
    ['Row (Weighted)', []],
  ] as const)('%s is a row with equipment %j', (name, equipment) => {
    const normalised = normaliseExerciseName(name);
    expect(normalised.equipment).toEqual(equipment);
    expect(normalised.tokens).toContain('row');
  });

  it('keeps qualifiers that are not equipment as words', () => {
    expect(normaliseExerciseName('Pull Up (Assisted)').tokens).toEqual(['assisted', 'pullup']);
    expect(normaliseExerciseName('Pull Up (Weighted)').key).toBe(normaliseExerciseName('Weighted Pull Ups').key);
  });

  it.each([
    ['kettlebells', 'kettlebell'],
    ['e-z curl bar', 'ez_bar'],
    ['cable', 'cable'],
    ['cable_machine', 'cable'],
    ['body only', 'bodyweight'],
    ['bands', 'band'],
    ['smith_machine', 'smith'],
    ['Barbell', 'barbell'],
    ['other', null],
  ] as const)('equipment %s is %s', (value, expected) => {
    expect(normaliseEquipment(value)).toBe(expected);
  });
});
