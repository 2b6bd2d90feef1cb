import type { BlockKind, Deload, PrescribedSet, ProgressionKind } from '@core/records/workouts';

/*
 * The library workouts and plans a new installation ships with (server/seed/data/README.md,
 * "Library workouts and plans"). Exercises are named by their free-exercise-db id; every one of
 * them has a Latvian name in exercise-translations-lv.json. Names and descriptions are English with
 * a Latvian translation; block names and item notes stay empty because a library record translates
 * only its name and description (core/records/workouts.ts): the editor then titles each block by
 * its kind in the reader's language, and what a set cannot say (per leg, per dumbbell) is in the
 * description.
 *
 * Keys name the records forever: their ids are derived from them (server/seed/library-program-seed.ts).
 * Never rename a key; add a new one instead. Bump LIBRARY_PROGRAMS_VERSION with every change of
 * content, or installations that already seeded this version never see it.
 */

export const LIBRARY_PROGRAMS_VERSION = 1;

export interface LibraryText {
  name: string;
  description: string;
}

export interface LibraryItem {
  /** free-exercise-db id of a bundled library exercise. */
  exercise: string;
  sets: Partial<PrescribedSet>[];
}

export interface LibraryBlock {
  kind: BlockKind;
  rounds?: number;
  work_seconds?: number;
  rest_seconds?: number;
  items: LibraryItem[];
}

export interface LibraryWorkout {
  key: string;
  en: LibraryText;
  lv: LibraryText;
  blocks: LibraryBlock[];
}

export interface LibraryPlanDay {
  week: number;
  /** 1 = Monday … 7 = Sunday. */
  day: number;
  /** Key of a workout of the same definitions. */
  workout: string;
}

export interface LibraryProgression {
  exercise: string;
  kind: ProgressionKind;
  amount: number;
  ceiling?: number;
  load_step_kg?: number;
}

export interface LibraryPlan {
  key: string;
  en: LibraryText;
  lv: LibraryText;
  weeks: number;
  days: LibraryPlanDay[];
  progressions: LibraryProgression[];
  deload: Deload | null;
}

export interface LibraryPrograms {
  version: number;
  workouts: LibraryWorkout[];
  plans: LibraryPlan[];
}

const sets = (count: number, fields: Partial<PrescribedSet>): Partial<PrescribedSet>[] =>
  Array.from({ length: count }, () => ({ ...fields }));
const once = (fields: Partial<PrescribedSet>): Partial<PrescribedSet>[] => [{ ...fields }];

/** Two workouts taking turns on the given weekdays, week after week: A B A, B A B, … */
function alternating(weeks: number, weekdays: readonly number[], workouts: readonly [string, string]): LibraryPlanDay[] {
  return Array.from({ length: weeks }, (_, week) =>
    weekdays.map((day, slot) => ({ week: week + 1, day, workout: workouts[(week * weekdays.length + slot) % 2] ?? workouts[0] })),
  ).flat();
}

/** The same workout on the same weekday every week. */
function weekly(weeks: number, schedule: readonly (readonly [number, string])[]): LibraryPlanDay[] {
  return Array.from({ length: weeks }, (_, week) => schedule.map(([day, workout]) => ({ week: week + 1, day, workout }))).flat();
}

const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;

// Beginner full body ------------------------------------------------------------------------------

const beginnerA: LibraryWorkout = {
  key: 'beginner-full-body-a',
  en: {
    name: 'Beginner full body A',
    description:
      'Squat, bench press and inverted rows, then glute bridges and a plank. Rest two minutes between barbell sets and about a minute between the others. Lower the bar under control, three seconds down. Set the bar for inverted rows at hip height; the lower it is, the harder the row.',
  },
  lv: {
    name: 'Iesācēju pilna ķermeņa treniņš A',
    description:
      'Pietupiens, spiešana guļus un horizontālā pievilkšanās, pēc tam sēžas tiltiņš un planka. Starp sērijām ar stieni atpūties divas minūtes, starp pārējām — apmēram minūti. Stieni nolaid kontrolēti, trīs sekundēs. Horizontālajai pievilkšanai stieni novieto gurnu augstumā; jo zemāk tas ir, jo grūtāk.',
  },
  blocks: [
    {
      kind: 'straight',
      items: [
        { exercise: 'Barbell_Squat', sets: sets(3, { reps: 8, load_kg: 20, rest_seconds: 120, tempo: '3-0-1-0' }) },
        { exercise: 'Barbell_Bench_Press_-_Medium_Grip', sets: sets(3, { reps: 8, load_kg: 20, rest_seconds: 120, tempo: '3-0-1-0' }) },
        { exercise: 'Inverted_Row', sets: sets(3, { reps: 8, reps_max: 12, rest_seconds: 90 }) },
        { exercise: 'Butt_Lift_Bridge', sets: sets(3, { reps: 12, reps_max: 15, rest_seconds: 60, tempo: '2-0-1-2' }) },
        { exercise: 'Plank', sets: sets(3, { duration_seconds: 30, rest_seconds: 60 }) },
      ],
    },
  ],
};

const beginnerB: LibraryWorkout = {
  key: 'beginner-full-body-b',
  en: {
    name: 'Beginner full body B',
    description:
      'Deadlift, overhead press, walking lunges and band-assisted pull-ups, then dead bugs. Start the deadlift at 40 kg: the bar with two 10 kg plates, so it sits at the right height. Lunges are 10 per leg, dead bugs 10 per side. Pick a band that lets the client finish every pull-up rep.',
  },
  lv: {
    name: 'Iesācēju pilna ķermeņa treniņš B',
    description:
      'Vilkme, spiešana virs galvas, soļojošie izklupieni un pievilkšanās ar gumijas palīdzību, noslēgumā beigtā vabole. Vilkmi sāc ar 40 kg: stienis ar diviem 10 kg diskiem, lai tas būtu pareizā augstumā. Izklupieni — pa 10 katrai kājai, beigtā vabole — pa 10 uz katru pusi. Izvēlies tādu gumiju, ar kuru klients var pabeigt katru pievilkšanās atkārtojumu.',
  },
  blocks: [
    {
      kind: 'straight',
      items: [
        { exercise: 'Barbell_Deadlift', sets: sets(3, { reps: 5, load_kg: 40, rest_seconds: 150 }) },
        { exercise: 'Standing_Military_Press', sets: sets(3, { reps: 8, load_kg: 20, rest_seconds: 120 }) },
        { exercise: 'Bodyweight_Walking_Lunge', sets: sets(3, { reps: 10, rest_seconds: 90 }) },
        { exercise: 'Band_Assisted_Pull-Up', sets: sets(3, { reps: 5, reps_max: 8, rest_seconds: 90 }) },
        { exercise: 'Dead_Bug', sets: sets(3, { reps: 10, rest_seconds: 60, tempo: '2-1-2-0' }) },
      ],
    },
  ],
};

const beginnerPlan: LibraryPlan = {
  key: 'beginner-full-body',
  en: {
    name: 'Beginner full body',
    description:
      'Three full-body sessions a week (Monday, Wednesday, Friday) for eight weeks, alternating workouts A and B. The barbell lifts start light, with the empty 20 kg bar for squat, bench and overhead press, and go up every week: 2.5 kg on squat and deadlift, 1.25 kg on bench and overhead press. Bodyweight exercises build the back, hips and trunk alongside. If the sets slow down or form slips, keep the same load for another week instead of adding more.',
  },
  lv: {
    name: 'Pilna ķermeņa treniņš iesācējiem',
    description:
      'Trīs pilna ķermeņa treniņi nedēļā (pirmdien, trešdien un piektdien) astoņas nedēļas, pamīšus treniņš A un B. Vingrinājumus ar stieni sāc viegli — pietupienu, spiešanu guļus un spiešanu virs galvas ar tukšu 20 kg stieni — un katru nedēļu pievieno svaru: pietupienā un vilkmē 2,5 kg, spiešanā guļus un virs galvas 1,25 kg. Vingrinājumi ar savu svaru paralēli stiprina muguru, gurnus un ķermeņa centru. Ja sērijas kļūst lēnas vai tehnika pasliktinās, paliec pie tā paša svara vēl vienu nedēļu, nevis pievieno.',
  },
  weeks: 8,
  days: alternating(8, [MON, WED, FRI], ['beginner-full-body-a', 'beginner-full-body-b']),
  progressions: [
    { exercise: 'Barbell_Squat', kind: 'load_kg', amount: 2.5 },
    { exercise: 'Barbell_Deadlift', kind: 'load_kg', amount: 2.5 },
    { exercise: 'Barbell_Bench_Press_-_Medium_Grip', kind: 'load_kg', amount: 1.25 },
    { exercise: 'Standing_Military_Press', kind: 'load_kg', amount: 1.25 },
  ],
  deload: null,
};

// Upper/lower -------------------------------------------------------------------------------------

const upperA: LibraryWorkout = {
  key: 'upper-lower-upper-a',
  en: {
    name: 'Upper A: bench press and row',
    description:
      'Heavy bench press and barbell row first, then incline dumbbell press and lat pulldown, and biceps and triceps as a superset to finish. Dumbbell loads are per dumbbell. Leave two or three reps in reserve on every set.',
  },
  lv: {
    name: 'Augšdaļa A: spiešana guļus un vilkme',
    description:
      'Vispirms smaga spiešana guļus un stieņa vilkme priekšliecē, tad hanteļu spiešana uz slīpa sola un augšējā bloka vilkme, noslēgumā bicepss un tricepss supersērijā. Hanteļu svars norādīts vienai hantelei. Katrā sērijā atstāj divus trīs atkārtojumus rezervē.',
  },
  blocks: [
    {
      kind: 'straight',
      items: [
        { exercise: 'Barbell_Bench_Press_-_Medium_Grip', sets: sets(4, { reps: 6, load_kg: 60, rest_seconds: 150 }) },
        { exercise: 'Bent_Over_Barbell_Row', sets: sets(4, { reps: 6, load_kg: 50, rest_seconds: 120 }) },
        { exercise: 'Incline_Dumbbell_Press', sets: sets(3, { reps: 8, load_kg: 18, rest_seconds: 90, tempo: '3-0-1-0' }) },
        { exercise: 'Wide-Grip_Lat_Pulldown', sets: sets(3, { reps: 10, reps_max: 12, load_kg: 45, rest_seconds: 90 }) },
      ],
    },
    {
      kind: 'superset',
      items: [
        { exercise: 'Dumbbell_Bicep_Curl', sets: sets(3, { reps: 10, reps_max: 12, load_kg: 10 }) },
        { exercise: 'Triceps_Pushdown_-_Rope_Attachment', sets: sets(3, { reps: 10, reps_max: 12, load_kg: 20, rest_seconds: 60 }) },
      ],
    },
  ],
};

const lowerA: LibraryWorkout = {
  key: 'upper-lower-lower-a',
  en: {
    name: 'Lower A: squat',
    description:
      'Back squat for strength, Romanian deadlift for the hamstrings (three seconds down, stop before the back rounds), then leg press, leg curls, calf raises and hanging leg raises.',
  },
  lv: {
    name: 'Apakšdaļa A: pietupiens',
    description:
      'Pietupiens ar stieni spēkam, rumāņu vilkme augšstilba mugurējiem muskuļiem (nolaid trīs sekundēs, apstājies, pirms mugura sāk saliekties), tad kāju spiešana, kāju saliekšana, pacelšanās uz pirkstgaliem un kāju celšana kārienā.',
  },
  blocks: [
    {
      kind: 'straight',
      items: [
        { exercise: 'Barbell_Squat', sets: sets(4, { reps: 6, load_kg: 70, rest_seconds: 180 }) },
        { exercise: 'Romanian_Deadlift', sets: sets(3, { reps: 8, load_kg: 60, rest_seconds: 120, tempo: '3-0-1-0' }) },
        { exercise: 'Leg_Press', sets: sets(3, { reps: 10, reps_max: 12, load_kg: 100, rest_seconds: 90 }) },
        { exercise: 'Lying_Leg_Curls', sets: sets(3, { reps: 10, reps_max: 12, load_kg: 30, rest_seconds: 60 }) },
        { exercise: 'Standing_Calf_Raises', sets: sets(3, { reps: 12, reps_max: 15, load_kg: 40, rest_seconds: 60, tempo: '2-1-1-1' }) },
        { exercise: 'Hanging_Leg_Raise', sets: sets(3, { reps: 8, reps_max: 12, rest_seconds: 60 }) },
      ],
    },
  ],
};

const upperB: LibraryWorkout = {
  key: 'upper-lower-upper-b',
  en: {
    name: 'Upper B: overhead press and pull-ups',
    description:
      'Standing overhead press and pull-ups first, then cable rows and chest dips, and lateral raises with face pulls as a superset for the shoulders. Use a band for the pull-ups if the client cannot do five clean reps yet.',
  },
  lv: {
    name: 'Augšdaļa B: spiešana virs galvas un pievilkšanās',
    description:
      'Vispirms stieņa spiešana virs galvas stāvus un pievilkšanās, tad apakšējā bloka vilkme sēdus un atspiešanās uz līdztekām, noslēgumā hanteļu pacelšana sānis un augšējā bloka vilkme pret seju supersērijā pleciem. Ja klients vēl nevar tīri pievilkties piecas reizes, izmanto gumiju.',
  },
  blocks: [
    {
      kind: 'straight',
      items: [
        { exercise: 'Standing_Military_Press', sets: sets(4, { reps: 6, load_kg: 35, rest_seconds: 150 }) },
        { exercise: 'Pullups', sets: sets(4, { reps: 5, reps_max: 8, rest_seconds: 120 }) },
        { exercise: 'Seated_Cable_Rows', sets: sets(3, { reps: 8, load_kg: 50, rest_seconds: 90 }) },
        { exercise: 'Dips_-_Chest_Version', sets: sets(3, { reps: 8, reps_max: 12, rest_seconds: 90 }) },
      ],
    },
    {
      kind: 'superset',
      items: [
        { exercise: 'Side_Lateral_Raise', sets: sets(3, { reps: 12, reps_max: 15, load_kg: 6 }) },
        { exercise: 'Face_Pull', sets: sets(3, { reps: 15, load_kg: 15, rest_seconds: 60, tempo: '1-0-1-1' }) },
      ],
    },
  ],
};

const lowerB: LibraryWorkout = {
  key: 'upper-lower-lower-b',
  en: {
    name: 'Lower B: deadlift',
    description:
      'Deadlift for strength, then split squats (8 per leg, load per dumbbell), hip thrusts with a two-second squeeze at the top, seated leg curls, seated calf raises and ab-wheel rollouts.',
  },
  lv: {
    name: 'Apakšdaļa B: vilkme',
    description:
      'Vilkme ar stieni spēkam, tad izklupiena pietupieni (pa 8 katrai kājai, svars vienai hantelei), iegurņa cēliens ar divu sekunžu sasprindzinājumu augšā, kāju saliekšana sēdus, pacelšanās uz pirkstgaliem sēdus un vēdera preses rullītis.',
  },
  blocks: [
    {
      kind: 'straight',
      items: [
        { exercise: 'Barbell_Deadlift', sets: sets(3, { reps: 5, load_kg: 100, rest_seconds: 180 }) },
        { exercise: 'Split_Squat_with_Dumbbells', sets: sets(3, { reps: 8, load_kg: 14, rest_seconds: 90 }) },
        { exercise: 'Barbell_Hip_Thrust', sets: sets(3, { reps: 10, reps_max: 12, load_kg: 60, rest_seconds: 90, tempo: '1-0-1-2' }) },
        { exercise: 'Seated_Leg_Curl', sets: sets(3, { reps: 10, reps_max: 12, load_kg: 35, rest_seconds: 60 }) },
        { exercise: 'Seated_Calf_Raise', sets: sets(3, { reps: 12, reps_max: 15, load_kg: 30, rest_seconds: 60, tempo: '2-1-1-1' }) },
        { exercise: 'Ab_Roller', sets: sets(3, { reps: 8, reps_max: 10, rest_seconds: 60 }) },
      ],
    },
  ],
};

const upperLowerPlan: LibraryPlan = {
  key: 'upper-lower',
  en: {
    name: 'Upper/lower split',
    description:
      'Four days a week for eight weeks: upper body on Monday and Thursday, lower body on Tuesday and Friday. The main lifts (bench press, barbell row, squat, overhead press, deadlift) go up by 2.5 % of the first week’s load every week. The assistance lifts climb from 8 to 12 reps, two more each week, then add load and start again at 8. Weeks 4 and 8 are deloads at 60 % of the loads. The starting loads suit an intermediate lifter; before assigning, set them so that every set ends two or three reps short of failure.',
  },
  lv: {
    name: 'Augšdaļa/apakšdaļa',
    description:
      'Četri treniņi nedēļā astoņas nedēļas: ķermeņa augšdaļa pirmdienās un ceturtdienās, apakšdaļa otrdienās un piektdienās. Pamatvingrinājumos (spiešana guļus, stieņa vilkme priekšliecē, pietupiens, spiešana virs galvas, vilkme) svars katru nedēļu pieaug par 2,5 % no pirmās nedēļas svara. Palīgvingrinājumos atkārtojumu skaits ik nedēļu pieaug par diviem, no 8 līdz 12; tad svars palielinās un atkal sāc ar 8. 4. un 8. nedēļa ir atslodzes nedēļas ar 60 % no svara. Sākuma svari domāti vidēja līmeņa sportistam; pirms piešķiršanas pielāgo tos tā, lai katrā sērijā paliktu divi trīs atkārtojumi rezervē.',
  },
  weeks: 8,
  days: weekly(8, [
    [MON, 'upper-lower-upper-a'],
    [TUE, 'upper-lower-lower-a'],
    [THU, 'upper-lower-upper-b'],
    [FRI, 'upper-lower-lower-b'],
  ]),
  progressions: [
    { exercise: 'Barbell_Bench_Press_-_Medium_Grip', kind: 'load_percent', amount: 2.5 },
    { exercise: 'Bent_Over_Barbell_Row', kind: 'load_percent', amount: 2.5 },
    { exercise: 'Barbell_Squat', kind: 'load_percent', amount: 2.5 },
    { exercise: 'Standing_Military_Press', kind: 'load_percent', amount: 2.5 },
    { exercise: 'Barbell_Deadlift', kind: 'load_percent', amount: 2.5 },
    // Two reps a step: 8, 10, 12 and then the deload week, so each four-week block is one wave.
    { exercise: 'Incline_Dumbbell_Press', kind: 'reps', amount: 2, ceiling: 12, load_step_kg: 2 },
    { exercise: 'Romanian_Deadlift', kind: 'reps', amount: 2, ceiling: 12, load_step_kg: 2.5 },
    { exercise: 'Seated_Cable_Rows', kind: 'reps', amount: 2, ceiling: 12, load_step_kg: 5 },
    { exercise: 'Split_Squat_with_Dumbbells', kind: 'reps', amount: 2, ceiling: 12, load_step_kg: 2 },
  ],
  deload: { every_weeks: 4, percent: 60 },
};

// 5×5 strength ------------------------------------------------------------------------------------

const fiveByFiveA: LibraryWorkout = {
  key: 'five-by-five-a',
  en: {
    name: '5×5 A: squat, bench press, row',
    description:
      'Squat, bench press and barbell row, five sets of five each. Warm up with the empty bar and a couple of lighter sets before the working weight. Rest three minutes between sets, up to five after a hard one.',
  },
  lv: {
    name: '5×5 A: pietupiens, spiešana guļus, vilkme priekšliecē',
    description:
      'Pietupiens, spiešana guļus un stieņa vilkme priekšliecē, katrā piecas sērijas pa pieciem atkārtojumiem. Pirms darba svara iesildies ar tukšu stieni un pāris vieglākām sērijām. Starp sērijām atpūties trīs minūtes, pēc ļoti smagas sērijas — līdz piecām.',
  },
  blocks: [
    {
      kind: 'straight',
      items: [
        { exercise: 'Barbell_Squat', sets: sets(5, { reps: 5, load_kg: 20, rest_seconds: 180 }) },
        { exercise: 'Barbell_Bench_Press_-_Medium_Grip', sets: sets(5, { reps: 5, load_kg: 20, rest_seconds: 180 }) },
        { exercise: 'Bent_Over_Barbell_Row', sets: sets(5, { reps: 5, load_kg: 30, rest_seconds: 180 }) },
      ],
    },
  ],
};

const fiveByFiveB: LibraryWorkout = {
  key: 'five-by-five-b',
  en: {
    name: '5×5 B: squat, overhead press, deadlift',
    description:
      'Squat and overhead press, five sets of five each, then one heavy set of five deadlifts. Let the bar settle on the floor between deadlift reps instead of bouncing it. Rest three minutes between sets.',
  },
  lv: {
    name: '5×5 B: pietupiens, spiešana virs galvas, vilkme',
    description:
      'Pietupiens un spiešana virs galvas, katrā piecas sērijas pa pieciem atkārtojumiem, tad viena smaga vilkmes sērija pa pieciem. Starp vilkmes atkārtojumiem noliec stieni uz grīdas, neatsitot to. Starp sērijām atpūties trīs minūtes.',
  },
  blocks: [
    {
      kind: 'straight',
      items: [
        { exercise: 'Barbell_Squat', sets: sets(5, { reps: 5, load_kg: 20, rest_seconds: 180 }) },
        { exercise: 'Standing_Military_Press', sets: sets(5, { reps: 5, load_kg: 20, rest_seconds: 180 }) },
        { exercise: 'Barbell_Deadlift', sets: once({ reps: 5, load_kg: 40 }) },
      ],
    },
  ],
};

const fiveByFivePlan: LibraryPlan = {
  key: 'five-by-five',
  en: {
    name: '5×5 strength',
    description:
      'Twelve weeks, three days a week (Monday, Wednesday, Friday), alternating workout A (squat, bench press, barbell row) and workout B (squat, overhead press, deadlift), so the squat comes every session. Five sets of five on every lift except the deadlift, which is one heavy set of five. Start light: the empty bar, 30 kg on the row and 40 kg on the deadlift. Every week add 5 kg to squat and deadlift, 2.5 kg to bench press and row, and 1.25 kg to the overhead press. If the client misses five reps on a lift two sessions in a row, take 10 % off that lift and build up again. The structure is the classic five-by-five barbell routine that Reg Park wrote about in the 1960s and Bill Starr in the 1970s, best known today as StrongLifts 5×5; here the load goes up once a week rather than every session.',
  },
  lv: {
    name: 'Spēka programma 5×5',
    description:
      'Divpadsmit nedēļas, trīs treniņi nedēļā (pirmdien, trešdien un piektdien), pamīšus treniņš A (pietupiens, spiešana guļus, stieņa vilkme priekšliecē) un treniņš B (pietupiens, spiešana virs galvas, vilkme), tāpēc pietupiens ir katrā treniņā. Visos vingrinājumos piecas sērijas pa pieciem atkārtojumiem, izņemot vilkmi, kurā ir viena smaga sērija pa pieciem. Sāc viegli: ar tukšu stieni, vilkmē priekšliecē ar 30 kg un vilkmē ar 40 kg. Katru nedēļu pievieno 5 kg pietupienā un vilkmē, 2,5 kg spiešanā guļus un vilkmē priekšliecē un 1,25 kg spiešanā virs galvas. Ja kādā vingrinājumā divos treniņos pēc kārtas neizdodas visi pieci atkārtojumi, samazini tā svaru par 10 % un kāp augšā no jauna. Programmas uzbūve seko klasiskajai 5×5 shēmai ar stieni, par kuru 20. gadsimta 60. gados rakstīja Regs Parks un 70. gados Bils Stārs un kas mūsdienās pazīstama kā StrongLifts 5×5; šeit svars pieaug reizi nedēļā, nevis katrā treniņā.',
  },
  weeks: 12,
  days: alternating(12, [MON, WED, FRI], ['five-by-five-a', 'five-by-five-b']),
  progressions: [
    { exercise: 'Barbell_Squat', kind: 'load_kg', amount: 5 },
    { exercise: 'Barbell_Deadlift', kind: 'load_kg', amount: 5 },
    { exercise: 'Barbell_Bench_Press_-_Medium_Grip', kind: 'load_kg', amount: 2.5 },
    { exercise: 'Bent_Over_Barbell_Row', kind: 'load_kg', amount: 2.5 },
    { exercise: 'Standing_Military_Press', kind: 'load_kg', amount: 1.25 },
  ],
  deload: null,
};

// Conditioning ------------------------------------------------------------------------------------

const conditioningCircuit: LibraryWorkout = {
  key: 'conditioning-circuit',
  en: {
    name: 'Conditioning circuit',
    description:
      'Five easy minutes on the rower, then four rounds of six stations with no rest between them and 90 seconds after each round, then stretch (the hip flexors 45 seconds per side). Swap hands halfway through the kettlebell swings; the farmer’s walk load is per hand. Hold a pace the client can keep for all four rounds: breathing hard, but every rep clean.',
  },
  lv: {
    name: 'Kondīcijas aplis',
    description:
      'Piecas minūtes mierīgi uz airēšanas trenažiera, tad četri apļi pa sešām stacijām bez atpūtas starp tām un 90 sekunžu atpūta pēc katra apļa, noslēgumā stiepšanās (gūžas saliecējmuskuļiem — 45 sekundes katrā pusē). Svarbumbas vēzienu sērijas vidū maini roku; zemnieka gājienā svars norādīts katrai rokai. Turi tādu tempu, ko klients var noturēt visus četrus apļus: elpo smagi, bet katrs atkārtojums ir tehniski pareizs.',
  },
  blocks: [
    {
      kind: 'straight',
      items: [{ exercise: 'Rowing_Stationary', sets: once({ duration_seconds: 300, rest_seconds: 60, rpe: 4 }) }],
    },
    {
      kind: 'circuit',
      rounds: 4,
      rest_seconds: 90,
      items: [
        { exercise: 'Goblet_Squat', sets: once({ reps: 12, load_kg: 16 }) },
        { exercise: 'Pushups', sets: once({ reps: 10 }) },
        { exercise: 'One-Arm_Kettlebell_Swings', sets: once({ reps: 16, load_kg: 16 }) },
        { exercise: 'Inverted_Row', sets: once({ reps: 10 }) },
        { exercise: 'Farmers_Walk', sets: once({ distance_m: 40, load_kg: 24 }) },
        { exercise: 'Mountain_Climbers', sets: once({ duration_seconds: 30 }) },
      ],
    },
    {
      kind: 'straight',
      items: [
        { exercise: 'Hamstring_Stretch', sets: once({ duration_seconds: 60 }) },
        { exercise: 'Kneeling_Hip_Flexor', sets: sets(2, { duration_seconds: 45 }) },
      ],
    },
  ],
};

const tabata: LibraryWorkout = {
  key: 'tabata-style-intervals',
  en: {
    name: 'Tabata-style intervals',
    description:
      'Five easy minutes on the bike, then three four-minute blocks in the Tabata style: 20 seconds all-out, 10 seconds rest, alternating two exercises for eight efforts. Walk for two minutes between blocks, and stretch at the end. The 20/10 timing comes from Izumi Tabata’s 1996 study on a cycle ergometer; with bodyweight exercises it is hard interval work rather than the original protocol.',
  },
  lv: {
    name: 'Tabata tipa intervāli',
    description:
      'Piecas mierīgas minūtes uz velotrenažiera, tad trīs četru minūšu bloki Tabata stilā: 20 sekundes ar maksimālu piepūli, 10 sekundes atpūta, pamīšus diviem vingrinājumiem, kopā astoņas piepūles. Starp blokiem divas minūtes mierīgi pastaigā, beigās izstaipies. 20/10 ritms nāk no Izumi Tabatas 1996. gada pētījuma ar veloergometru; ar vingrinājumiem ar savu svaru tas ir intensīvs intervālu treniņš, nevis oriģinālais protokols.',
  },
  blocks: [
    {
      kind: 'straight',
      items: [{ exercise: 'Bicycling_Stationary', sets: once({ duration_seconds: 300, rest_seconds: 60, rpe: 4 }) }],
    },
    {
      kind: 'interval',
      rounds: 4,
      work_seconds: 20,
      rest_seconds: 10,
      items: ['Freehand_Jump_Squat', 'Mountain_Climbers'].map((exercise) => ({ exercise, sets: once({ duration_seconds: 20, rpe: 9 }) })),
    },
    {
      kind: 'interval',
      rounds: 4,
      work_seconds: 20,
      rest_seconds: 10,
      items: ['Rope_Jumping', 'Pushups'].map((exercise) => ({ exercise, sets: once({ duration_seconds: 20, rpe: 9 }) })),
    },
    {
      kind: 'interval',
      rounds: 4,
      work_seconds: 20,
      rest_seconds: 10,
      items: ['Air_Bike', 'Russian_Twist'].map((exercise) => ({ exercise, sets: once({ duration_seconds: 20, rpe: 9 }) })),
    },
    {
      kind: 'straight',
      items: [
        { exercise: 'Childs_Pose', sets: once({ duration_seconds: 60 }) },
        { exercise: 'Worlds_Greatest_Stretch', sets: once({ duration_seconds: 60 }) },
      ],
    },
  ],
};

const armsAndCore: LibraryWorkout = {
  key: 'supersets-arms-core',
  en: {
    name: 'Supersets for arms and core',
    description:
      'Three pairs: do A, then B straight away, rest, and repeat for three rounds. Biceps and triceps work alternates, so one rests while the other works; the core pair finishes the session. Side plank is 30 seconds per side. Hammer curl and overhead extension loads are per dumbbell.',
  },
  lv: {
    name: 'Supersērijas rokām un ķermeņa centram',
    description:
      'Trīs pāri: izpildi A, uzreiz pēc tam B, atpūties un atkārto, kopā trīs apļi. Bicepsa un tricepsa vingrinājumi mijas, tāpēc viens muskulis atpūšas, kamēr otrs strādā; ķermeņa centra pāris noslēdz treniņu. Sānu planka — 30 sekundes uz katru pusi. Āmura tvēriena saliekšanā un iztaisnošanā aiz galvas svars norādīts vienai hantelei.',
  },
  blocks: [
    {
      kind: 'superset',
      items: [
        { exercise: 'Barbell_Curl', sets: sets(3, { reps: 8, reps_max: 10, load_kg: 25, tempo: '2-0-1-1' }) },
        { exercise: 'Triceps_Pushdown_-_Rope_Attachment', sets: sets(3, { reps: 10, reps_max: 12, load_kg: 20, rest_seconds: 75 }) },
      ],
    },
    {
      kind: 'superset',
      items: [
        { exercise: 'Hammer_Curls', sets: sets(3, { reps: 10, reps_max: 12, load_kg: 10 }) },
        {
          exercise: 'Standing_Dumbbell_Triceps_Extension',
          sets: sets(3, { reps: 10, reps_max: 12, load_kg: 14, rest_seconds: 75, tempo: '3-0-1-0' }),
        },
      ],
    },
    {
      kind: 'superset',
      items: [
        { exercise: 'Hanging_Leg_Raise', sets: sets(3, { reps: 10, reps_max: 12 }) },
        { exercise: 'Side_Bridge', sets: sets(3, { duration_seconds: 30, rest_seconds: 60 }) },
      ],
    },
  ],
};

export const LIBRARY_PROGRAMS: LibraryPrograms = {
  version: LIBRARY_PROGRAMS_VERSION,
  workouts: [beginnerA, beginnerB, upperA, lowerA, upperB, lowerB, fiveByFiveA, fiveByFiveB, conditioningCircuit, tabata, armsAndCore],
  plans: [beginnerPlan, upperLowerPlan, fiveByFivePlan],
};
