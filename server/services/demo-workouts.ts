import type { BlockKind, PrescribedSet } from '@core/records/workouts';
import { EMPTY_SET } from '@core/training/sequence';

/**
 * The demo's four workouts, one per block kind, as a coach would write them for the demo client
 * (a beginner-to-intermediate lifter whose goal is to squat her body weight). Exercises are named
 * by their free-exercise-db source id, all of them ones the project translates into Latvian.
 * The library copies are written in English with `lv` as their Latvian translation (name and
 * description, as the bundled library's); the demo coach's own copies are written in `lv`
 * (docs/decisions/0099-the-demo-in-two-languages.md).
 */

export interface DemoText {
  en: string;
  lv: string;
}

export interface DemoItem {
  /** free-exercise-db id of a bundled library exercise. */
  exercise: string;
  notes?: DemoText;
  sets: PrescribedSet[];
}

export interface DemoBlock {
  kind: BlockKind;
  /** None where the kind says it all: a circuit named "Circuit" would read "Circuit · Circuit". */
  name?: DemoText;
  rounds?: number;
  work_seconds?: number;
  rest_seconds?: number;
  items: DemoItem[];
}

export interface DemoWorkout {
  name: DemoText;
  description: DemoText;
  /** How long the calendar entry is planned for. */
  minutes: number;
  blocks: DemoBlock[];
}

const set = (fields: Partial<PrescribedSet>): PrescribedSet => ({ ...EMPTY_SET, ...fields });
const sets = (count: number, fields: Partial<PrescribedSet>): PrescribedSet[] => Array.from({ length: count }, () => set(fields));

const strength: DemoWorkout = {
  name: { en: 'Strength A: squat, bench, row', lv: 'Spēks A: pietupiens, spiešana guļus, vilkme priekšliecē' },
  description: {
    en: 'Heavy compound lifts first, fully rested. When every set of five feels solid (RPE 8 or less), add 2.5 kg next time.',
    lv: 'Vispirms smagie pamatvingrinājumi ar pilnu atpūtu. Kad visas pieejas pa pieciem atkārtojumiem izdodas droši (RPE 8 vai mazāk), nākamreiz pievieno 2,5 kg.',
  },
  minutes: 60,
  blocks: [
    {
      kind: 'straight',
      name: { en: 'Main lifts', lv: 'Pamatvingrinājumi' },
      items: [
        {
          exercise: 'Barbell_Squat',
          notes: {
            en: 'Brace before every rep; hips and knees bend together.',
            lv: 'Pirms katra atkārtojuma sasprindzini vēderu; gurni un ceļi liecas vienlaikus.',
          },
          sets: sets(5, { reps: 5, load_kg: 60, rest_seconds: 120 }),
        },
        { exercise: 'Barbell_Bench_Press_-_Medium_Grip', sets: sets(5, { reps: 5, load_kg: 40, rest_seconds: 120 }) },
      ],
    },
    {
      kind: 'straight',
      name: { en: 'Accessories', lv: 'Papildvingrinājumi' },
      items: [
        { exercise: 'Bent_Over_Barbell_Row', sets: sets(3, { reps: 8, load_kg: 35, rest_seconds: 90, rpe: 8 }) },
        {
          exercise: 'Romanian_Deadlift',
          notes: {
            en: 'Lower for three seconds; stop before your back rounds.',
            lv: 'Nolaid trīs sekundēs; apstājies, pirms mugura sāk saliekties.',
          },
          sets: sets(3, { reps: 8, reps_max: 10, load_kg: 50, rest_seconds: 90, tempo: '3-1-1-0' }),
        },
        { exercise: 'Plank', sets: sets(3, { duration_seconds: 45, rest_seconds: 60 }) },
      ],
    },
  ],
};

const supersets: DemoWorkout = {
  name: { en: 'Supersets: upper and lower body', lv: 'Supersērijas: augšķermenis un kājas' },
  description: {
    en: 'Do A, then B straight away, rest, and repeat. Pairing muscles that do not compete keeps the session short without losing quality.',
    lv: 'Izpildi A, uzreiz pēc tam B, atpūties un atkārto. Vingrinājumi pārī netraucē viens otram, tāpēc treniņš ir īsāks, bet ne vieglāks.',
  },
  minutes: 50,
  blocks: [
    {
      kind: 'superset',
      name: { en: 'Press and pull', lv: 'Spiešana un vilkšana' },
      items: [
        {
          exercise: 'Dumbbell_Shoulder_Press',
          notes: { en: 'Load per dumbbell.', lv: 'Svars vienai hantelei.' },
          sets: sets(3, { reps: 10, load_kg: 10 }),
        },
        { exercise: 'Wide-Grip_Lat_Pulldown', sets: sets(3, { reps: 10, reps_max: 12, load_kg: 35, rest_seconds: 90 }) },
      ],
    },
    {
      kind: 'superset',
      name: { en: 'Legs and hips', lv: 'Kājas un gurni' },
      items: [
        {
          exercise: 'Dumbbell_Lunges',
          notes: { en: '10 per leg; load per dumbbell.', lv: 'Pa 10 katrai kājai; svars vienai hantelei.' },
          sets: sets(3, { reps: 10, load_kg: 10 }),
        },
        { exercise: 'Barbell_Hip_Thrust', sets: sets(3, { reps: 10, load_kg: 60, rest_seconds: 90, tempo: '2-0-1-2' }) },
      ],
    },
    {
      kind: 'superset',
      name: { en: 'Arms', lv: 'Rokas' },
      items: [
        { exercise: 'Dumbbell_Bicep_Curl', sets: sets(3, { reps: 12, load_kg: 8 }) },
        { exercise: 'Triceps_Pushdown_-_Rope_Attachment', sets: sets(3, { reps: 12, load_kg: 15, rest_seconds: 60 }) },
      ],
    },
  ],
};

const circuit: DemoWorkout = {
  name: { en: 'Full-body circuit', lv: 'Visa ķermeņa aplis' },
  description: {
    en: 'One set of each exercise in turn with no rest between them; rest a minute after each round. Four rounds at a steady pace.',
    lv: 'Pa vienai pieejai katram vingrinājumam pēc kārtas bez atpūtas; pēc katra apļa atpūties minūti. Četri apļi vienmērīgā tempā.',
  },
  minutes: 30,
  blocks: [
    {
      kind: 'circuit',
      rounds: 4,
      rest_seconds: 60,
      items: [
        { exercise: 'Goblet_Squat', sets: [set({ reps: 12, load_kg: 16 })] },
        {
          exercise: 'Pushups',
          notes: { en: 'Drop to your knees when the reps slow down.', lv: 'Kad atkārtojumi kļūst lēni, atbalsties uz ceļiem.' },
          sets: [set({ reps: 10 })],
        },
        {
          exercise: 'One-Arm_Kettlebell_Swings',
          notes: { en: 'Switch hands every round.', lv: 'Katrā aplī maini roku.' },
          sets: [set({ reps: 15, load_kg: 12 })],
        },
        {
          exercise: 'Dumbbell_Step_Ups',
          notes: { en: '10 per leg; load per dumbbell.', lv: 'Pa 10 katrai kājai; svars vienai hantelei.' },
          sets: [set({ reps: 10, load_kg: 6 })],
        },
        { exercise: 'Mountain_Climbers', sets: [set({ duration_seconds: 30 })] },
      ],
    },
  ],
};

const intervals: DemoWorkout = {
  name: { en: 'Intervals 40/20', lv: 'Intervāli 40/20' },
  description: {
    en: 'Five easy minutes on the rower, then 40 seconds of work and 20 seconds of rest per exercise, four rounds. Work hard, keep good form: slow down rather than stop.',
    lv: 'Piecas minūtes viegli airē, tad katram vingrinājumam 40 sekundes darba un 20 sekundes atpūtas, četri apļi. Strādā intensīvi, saglabā pareizu tehniku: labāk palēnini tempu, nekā apstājies.',
  },
  minutes: 30,
  blocks: [
    {
      kind: 'straight',
      name: { en: 'Warm-up', lv: 'Iesildīšanās' },
      items: [{ exercise: 'Rowing_Stationary', sets: [set({ duration_seconds: 300, rest_seconds: 60, rpe: 4 })] }],
    },
    {
      kind: 'interval',
      name: { en: '40 on, 20 off', lv: '40 darbs, 20 atpūta' },
      rounds: 4,
      work_seconds: 40,
      rest_seconds: 20,
      items: ['Rope_Jumping', 'Freehand_Jump_Squat', 'Mountain_Climbers', 'Russian_Twist'].map((exercise) => ({
        exercise,
        sets: [set({ duration_seconds: 40 })],
      })),
    },
    {
      kind: 'straight',
      name: { en: 'Cool-down', lv: 'Atsildīšanās' },
      items: [
        { exercise: 'Hamstring_Stretch', sets: [set({ duration_seconds: 60 })] },
        { exercise: 'Childs_Pose', sets: [set({ duration_seconds: 60 })] },
      ],
    },
  ],
};

/** In the order the demo client's calendar rotates them. */
export const DEMO_WORKOUTS: readonly DemoWorkout[] = [strength, supersets, circuit, intervals];

export const DEMO_PLAN = {
  name: { en: 'Four-week start: three days a week', lv: 'Četru nedēļu sākums: trīs dienas nedēļā' },
  description: {
    en: 'Monday, Wednesday and Friday, rotating the four demo workouts: strength, supersets, a circuit and intervals.',
    lv: 'Pirmdiena, trešdiena un piektdiena, pēc kārtas mainot četrus demonstrācijas treniņus: spēks, supersērijas, aplis un intervāli.',
  },
  weeks: 4,
  /** 1 = Monday (core/records/workouts.ts). */
  weekdays: [1, 3, 5],
  time: '18:00',
} as const;

/** Every exercise the demo workouts name, for one lookup and one clear error. */
export function demoExerciseIds(): string[] {
  return [...new Set(DEMO_WORKOUTS.flatMap((workout) => workout.blocks.flatMap((block) => block.items.map((item) => item.exercise))))];
}
