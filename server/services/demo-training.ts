import { and, eq, inArray, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { addDays, instantOf, startOfWeek, today, type LocalDate } from '@core/dates';
import type { CalendarStatus } from '@core/records/calendar';
import type { WorkoutBlock } from '@core/records/workouts';
import { workoutSteps } from '@core/training/sequence';
import { exercises } from '../db/schema/index';
import type { Tx } from '../db/types';
import type { AuthUser } from '../plugins/auth';
import { SOURCE } from '../seed/exercise-import';
import { applyMutation } from '../sync/apply';
import { DEMO_PLAN, DEMO_WORKOUTS, demoExerciseIds, type DemoText, type DemoWorkout } from './demo-workouts';

/** Who does what in the demo: the admin writes the library, the coach plans, the client trains. */
export interface DemoPeople {
  admin: AuthUser;
  coach: AuthUser;
  client: AuthUser;
  /** The coach's client record linked to the demo client's account. */
  clientRecordId: string;
}

type Language = 'en' | 'lv';

interface Scheduled {
  date: LocalDate;
  status: Extract<CalendarStatus, 'planned' | 'completed' | 'partial' | 'skipped' | 'missed'>;
  /** Index into DEMO_WORKOUTS. */
  workout: number;
  /** Past entries: how many weeks before this one. */
  weeksAgo: number;
}

/** Training days sit two days apart, three a week, as the demo plan's Monday, Wednesday and Friday. */
const DAY_OFFSETS = [0, 2, 4] as const;
const COMING_WEEKS = 4;
/**
 * Eight weeks before this one, Monday to Friday, as a real client's go: mostly done, a session cut
 * short now and then, two skipped with a reason and two missed, so that every number and chart of
 * the client page shows something on first start.
 */
const PAST_WEEKS: readonly { weeksAgo: number; statuses: readonly Scheduled['status'][] }[] = [
  { weeksAgo: 8, statuses: ['completed', 'completed', 'completed'] },
  { weeksAgo: 7, statuses: ['completed', 'completed', 'missed'] },
  { weeksAgo: 6, statuses: ['completed', 'partial', 'completed'] },
  { weeksAgo: 5, statuses: ['completed', 'skipped', 'completed'] },
  { weeksAgo: 4, statuses: ['completed', 'completed', 'completed'] },
  { weeksAgo: 3, statuses: ['completed', 'missed', 'partial'] },
  { weeksAgo: 2, statuses: ['completed', 'completed', 'completed'] },
  { weeksAgo: 1, statuses: ['completed', 'skipped', 'completed'] },
];
const SKIP_REASONS = ['Down with a cold', 'Work trip to Tallinn'] as const;
/** In English, the language of the demo client's account and of the workouts they train. */
const DEMO_REVIEW = {
  comment: 'Hips rose early on set 3: keep your chest up and push through the whole foot.',
  reply: 'Thanks, I felt it too. Next time I will take the last reps slower.',
} as const;

const mod = (value: number, by: number) => ((value % by) + by) % by;

/**
 * The demo client's calendar around `day`: a workout on `day` itself and then every other day,
 * three a week for the coming weeks, plus history in the weeks before this one. History stays out
 * of the current week so that this week's numbers on the dashboards are what the demo user does.
 * The workouts rotate so that `day` has the strength day, the one whose history shows best.
 */
export function demoSchedule(day: LocalDate): Scheduled[] {
  const monday = startOfWeek(day);
  const past = PAST_WEEKS.flatMap(({ weeksAgo, statuses }) =>
    statuses.map((status, index) => ({ date: addDays(monday, -7 * weeksAgo + (DAY_OFFSETS[index] ?? 0)), status, weeksAgo })),
  );
  const coming = Array.from({ length: COMING_WEEKS }, (_, week) =>
    DAY_OFFSETS.map((offset) => ({ date: addDays(day, 7 * week + offset), status: 'planned' as const, weeksAgo: 0 })),
  ).flat();
  return [...past, ...coming].map((entry, index) => ({ ...entry, workout: mod(index - past.length, DEMO_WORKOUTS.length) }));
}

/** Writes as `user` through the validation and access rules of a device's push (sync/SPEC.md §M, §A). */
async function write(tx: Tx, user: AuthUser, name: string, args: Record<string, unknown>): Promise<void> {
  await applyMutation(tx, { user }, name, args);
}

async function libraryExerciseIds(tx: Tx): Promise<Map<string, string>> {
  const wanted = demoExerciseIds();
  const rows = await tx
    .select({ id: exercises.id, source_id: exercises.source_id })
    .from(exercises)
    .where(
      and(
        eq(exercises.source_name, SOURCE.name),
        inArray(exercises.source_id, wanted),
        isNull(exercises.owner_id),
        eq(exercises.deleted, false),
      ),
    );
  const found = new Map(rows.map((row) => [String(row.source_id), row.id]));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new Error(
      `The demo workouts need exercises that are not in the exercise library: ${missing.join(', ')}. The bundled library (server/seed/on-start.ts) must be imported before the demo is seeded.`,
    );
  }
  return found;
}

function blocksOf(workout: DemoWorkout, exerciseIds: ReadonlyMap<string, string>, language: Language): WorkoutBlock[] {
  return workout.blocks.map((block) => ({
    id: uuidv7(),
    kind: block.kind,
    name: block.name?.[language] ?? null,
    rounds: block.rounds ?? null,
    work_seconds: block.work_seconds ?? null,
    rest_seconds: block.rest_seconds ?? null,
    items: block.items.map((item) => {
      const exerciseId = exerciseIds.get(item.exercise);
      if (!exerciseId) throw new Error(`No library exercise ${item.exercise}`);
      return { id: uuidv7(), exercise_id: exerciseId, notes: item.notes?.[language] ?? null, sets: item.sets };
    }),
  }));
}

interface Written {
  id: string;
  name: string;
  blocks: WorkoutBlock[];
  minutes: number;
}

/**
 * A library record's Latvian name and description, as the bundled library carries them
 * (core/records/workouts.ts `translations`); a coach's own copy is written in one language and has none.
 */
function translationsOf(text: { name: DemoText; description: DemoText }, language: Language) {
  return language === 'en' ? { 'lv-LV': { name: text.name.lv, description: text.description.lv } } : {};
}

/** The four workouts and the plan rotating them, in one language, written by `author`. */
async function writeWorkouts(tx: Tx, author: AuthUser, exerciseIds: ReadonlyMap<string, string>, language: Language): Promise<Written[]> {
  const written: Written[] = [];
  for (const workout of DEMO_WORKOUTS) {
    const record = {
      id: uuidv7(),
      name: workout.name[language],
      description: workout.description[language],
      blocks: blocksOf(workout, exerciseIds, language),
    };
    await write(tx, author, 'workouts.put', { ...record, translations: translationsOf(workout, language) });
    written.push({ ...record, minutes: workout.minutes });
  }
  const days = Array.from({ length: DEMO_PLAN.weeks }, (_, week) =>
    DEMO_PLAN.weekdays.map((day, slot) => ({
      week: week + 1,
      day,
      workout_id: written[(week * DEMO_PLAN.weekdays.length + slot) % written.length]?.id,
      time: DEMO_PLAN.time,
    })),
  ).flat();
  await write(tx, author, 'workout-plans.put', {
    id: uuidv7(),
    name: DEMO_PLAN.name[language],
    description: DEMO_PLAN.description[language],
    translations: translationsOf(DEMO_PLAN, language),
    weeks: DEMO_PLAN.weeks,
    days,
  });
  return written;
}

/**
 * A finished session of `workout` on `date`, logged set by set the way the player logs them (the
 * prescription as shown, one tap per set), and the entry marked done.
 */
async function trainPastSession(
  tx: Tx,
  people: DemoPeople,
  workout: Written,
  entryId: string,
  entry: Scheduled,
  rating: number,
): Promise<{ sessionId: string; logIds: string[] }> {
  const partial = entry.status === 'partial';
  const sessionId = uuidv7();
  const started = instantOf(entry.date, DEMO_PLAN.time).getTime();
  await write(tx, people.client, 'workout-sessions.put', {
    id: sessionId,
    client_id: people.clientRecordId,
    calendar_entry_id: entryId,
    workout_id: workout.id,
    prescription: { name: workout.name, blocks: workout.blocks },
    started_at: new Date(started).toISOString(),
  });
  let elapsed = 0;
  const logIds: string[] = [];
  const steps = workoutSteps(workout.blocks);
  // A session cut short: the first half of it, as when the client had to leave.
  for (const step of partial ? steps.slice(0, Math.ceil(steps.length / 2)) : steps) {
    const p = step.prescribed;
    const timed = p.duration_seconds !== null || step.work_seconds !== null;
    elapsed += (step.work_seconds ?? p.duration_seconds ?? 40) * 1000;
    // Barbell loads went up 2.5 kg a week, as the strength day's description asks, from no less than
    // the empty bar; light dumbbells and kettlebells stayed.
    const weight = p.load_kg !== null && p.load_kg >= 30 ? Math.max(20, p.load_kg - 2.5 * entry.weeksAgo) : p.load_kg;
    const logId = uuidv7();
    logIds.push(logId);
    await write(tx, people.client, 'set-logs.put', {
      id: logId,
      session_id: sessionId,
      exercise_id: step.exercise_id,
      block_id: step.block_id,
      item_id: step.item_id,
      set_index: step.set_index,
      reps: p.reps,
      weight_kg: weight,
      duration_seconds: timed ? (p.duration_seconds ?? step.work_seconds) : null,
      distance_m: p.distance_m,
      logged_at: new Date(started + elapsed).toISOString(),
    });
    elapsed += step.rest_after_seconds * 1000;
  }
  const finished = new Date(started + elapsed + 60_000).toISOString();
  await write(tx, people.client, 'workout-sessions.patch', {
    id: sessionId,
    changes: partial ? { finished_at: finished, rating: 3, notes: 'Had to leave early.' } : { finished_at: finished, rating },
  });
  await write(tx, people.client, 'calendar-entries.patch', { id: entryId, changes: { status: partial ? 'partial' : 'completed' } });
  return { sessionId, logIds };
}

/**
 * The demo's training (docs/decisions/0098-the-demo-client-can-train-at-once.md): the four
 * library workouts and a plan, the demo coach's Latvian copies, and the demo client's calendar
 * with today's workout, the coming weeks and finished sessions before them. Every record goes through the sync write path as the
 * person who would write it, so each is what that person's push would have stored.
 * Throws, writing nothing the caller's transaction keeps, when a library exercise is missing.
 */
export async function seedDemoTraining(tx: Tx, people: DemoPeople, now: Date = new Date()): Promise<void> {
  const exerciseIds = await libraryExerciseIds(tx);
  const library = await writeWorkouts(tx, people.admin, exerciseIds, 'en');
  await writeWorkouts(tx, people.coach, exerciseIds, 'lv');

  const schedule = demoSchedule(today(now));
  const entryIds: string[] = [];
  for (const entry of schedule) {
    const workout = library[entry.workout];
    if (!workout) throw new Error(`No demo workout ${entry.workout}`);
    const id = uuidv7();
    entryIds.push(id);
    // Entries the client trains or skips are planned first, as the coach scheduled them.
    const status = entry.status === 'missed' ? 'missed' : 'planned';
    await write(tx, people.coach, 'calendar-entries.put', {
      id,
      client_id: people.clientRecordId,
      workout_id: workout.id,
      date: entry.date,
      time: DEMO_PLAN.time,
      duration_minutes: workout.minutes,
      status,
    });
  }
  let skipped = 0;
  let lastStrength: { sessionId: string; logIds: string[] } | undefined;
  for (const [index, entry] of schedule.entries()) {
    const workout = library[entry.workout];
    const entryId = entryIds[index];
    if (!workout || !entryId) continue;
    if (entry.status === 'completed' || entry.status === 'partial') {
      const trained = await trainPastSession(tx, people, workout, entryId, entry, index % 2 === 0 ? 4 : 5);
      if (entry.workout === 0 && entry.status === 'completed') lastStrength = trained;
    }
    if (entry.status === 'skipped')
      await write(tx, people.client, 'calendar-entries.patch', {
        id: entryId,
        changes: { status: 'skipped', notes: SKIP_REASONS[skipped++ % SKIP_REASONS.length] },
      });
  }
  // The coach reviewed the latest strength day: a word on one set, and the client's answer (sync/SPEC.md A14).
  const thirdSet = lastStrength?.logIds[2];
  if (lastStrength && thirdSet) {
    await write(tx, people.coach, 'comments.put', {
      id: uuidv7(),
      session_id: lastStrength.sessionId,
      set_log_id: thirdSet,
      body: DEMO_REVIEW.comment,
    });
    await write(tx, people.client, 'comments.put', {
      id: uuidv7(),
      session_id: lastStrength.sessionId,
      set_log_id: thirdSet,
      body: DEMO_REVIEW.reply,
    });
  }
}
