import { addDays, daysBetween, startOfWeek, type LocalDate } from './dates';
import type { FieldsOf } from './records/index';
import type { Deload, PrescribedSet, Progression, WorkoutBlock } from './records/workouts';

/*
 * Plans (sync/SPEC.md §G), shared by the device and the server: what a week of a plan prescribes,
 * and which calendar entries an assignment puts on a client's calendar. The device shows the
 * entries the moment a coach assigns; the server makes the same ones from its own copy of the plan.
 */

type Plan = Pick<FieldsOf<'workout-plans'>, 'weeks' | 'days' | 'progressions' | 'deload'>;
type Workout = Pick<FieldsOf<'workouts'>, 'id' | 'name' | 'blocks'>;
type Assignment = Pick<FieldsOf<'plan-assignments'>, 'id' | 'client_id' | 'start_date'> &
  Partial<Pick<FieldsOf<'plan-assignments'>, 'substitutions'>>;
export type AssignedEntry = Pick<
  FieldsOf<'calendar-entries'>,
  'id' | 'client_id' | 'workout_id' | 'assignment_id' | 'date' | 'time' | 'prescription'
>;

/** [G3] Week `week` (1-based) is a deload week. */
export function isDeloadWeek(week: number, deload: Deload | null): boolean {
  return deload !== null && week % deload.every_weeks === 0;
}

/** [G2] How many weeks of progression lie behind week `week`: the earlier weeks that were not deloads. */
export function progressionSteps(week: number, deload: Deload | null): number {
  let steps = 0;
  for (let earlier = 1; earlier < week; earlier += 1) if (!isDeloadWeek(earlier, deload)) steps += 1;
  return steps;
}

/** Loads a person can put on a bar: the nearest half kilogram (two of the smallest plates). */
export function roundLoad(kg: number): number {
  return Math.round(kg * 2) / 2;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One set after `steps` weeks of one rule. */
function progressSet(set: PrescribedSet, rule: Progression, steps: number): PrescribedSet {
  switch (rule.kind) {
    case 'load_kg':
      return set.load_kg === null ? set : { ...set, load_kg: round2(set.load_kg + rule.amount * steps) };
    case 'load_percent':
      return set.load_kg === null ? set : { ...set, load_kg: roundLoad(set.load_kg * (1 + (rule.amount * steps) / 100)) };
    case 'reps': {
      if (set.reps === null || rule.ceiling === null) return set;
      // Reps climb from week 1's count to the ceiling; past it they start again and the load goes up.
      const positions = rule.ceiling > set.reps ? Math.floor((rule.ceiling - set.reps) / rule.amount) + 1 : 1;
      const cycle = Math.floor(steps / positions);
      const added = (steps % positions) * rule.amount;
      const load = set.load_kg === null || rule.load_step_kg === null ? set.load_kg : round2(set.load_kg + cycle * rule.load_step_kg);
      return { ...set, reps: set.reps + added, reps_max: set.reps_max === null ? null : set.reps_max + added, load_kg: load };
    }
    case 'sets':
      return set;
  }
}

/** The sets of one exercise in week `week`: every rule for it applied, then the deload. */
export function progressedSets(
  sets: readonly PrescribedSet[],
  rules: readonly Progression[],
  week: number,
  deload: Deload | null,
): PrescribedSet[] {
  const steps = progressionSteps(week, deload);
  let result = [...sets];
  for (const rule of rules) {
    if (rule.kind === 'sets') {
      const last = result.at(-1);
      const wanted = result.length + Math.round(rule.amount) * steps;
      const count = Math.max(result.length, rule.ceiling === null ? wanted : Math.min(wanted, rule.ceiling));
      if (last) while (result.length < count) result.push({ ...last });
    } else {
      result = result.map((set) => progressSet(set, rule, steps));
    }
  }
  if (isDeloadWeek(week, deload) && deload)
    result = result.map((set) => (set.load_kg === null ? set : { ...set, load_kg: roundLoad((set.load_kg * deload.percent) / 100) }));
  return result;
}

/** [G2] A workout's blocks as week `week` of the plan prescribes them. */
export function blocksForWeek(blocks: readonly WorkoutBlock[], plan: Pick<Plan, 'progressions' | 'deload'>, week: number): WorkoutBlock[] {
  return blocks.map((block) => ({
    ...block,
    items: block.items.map((item) => {
      const rules = plan.progressions.filter((rule) => rule.exercise_id === item.exercise_id);
      return rules.length === 0 && !isDeloadWeek(week, plan.deload)
        ? item
        : { ...item, sets: progressedSets(item.sets, rules, week, plan.deload) };
    }),
  }));
}

/** [G7] Blocks with each substituted exercise replaced, its sets (progression applied) kept. */
export function substituted(
  blocks: WorkoutBlock[],
  substitutions: readonly { exercise_id: string; substitute_id: string }[],
): WorkoutBlock[] {
  if (substitutions.length === 0) return blocks;
  const instead = new Map(substitutions.map((one) => [one.exercise_id, one.substitute_id]));
  return blocks.map((block) => ({
    ...block,
    items: block.items.map((item) => ({ ...item, exercise_id: instead.get(item.exercise_id) ?? item.exercise_id })),
  }));
}

/** [G1] The date of a plan's day: week 1 is the Monday-to-Sunday week holding the start date. */
export function planDayDate(startDate: LocalDate, week: number, day: number): LocalDate {
  return addDays(startOfWeek(startDate), (week - 1) * 7 + (day - 1));
}

/** The Monday after `today` (a plan starts on a Monday unless the coach says otherwise). */
export function nextMonday(today: LocalDate): LocalDate {
  return addDays(startOfWeek(today), 7);
}

/**
 * [G4] The id of the `index`-th entry of an assignment: the assignment's id with its last 48 bits
 * advanced by index + 1, so the device and the server name the same entries without asking each
 * other, and the id is still a valid UUID of the same version.
 */
export function assignedEntryId(assignmentId: string, index: number): string {
  const hex = assignmentId.toLowerCase();
  const tail = (BigInt(`0x${hex.slice(24)}`) + BigInt(index + 1)) % 2n ** 48n;
  return `${hex.slice(0, 24)}${tail.toString(16).padStart(12, '0')}`;
}

/**
 * Each week's prescription of a plan's workout, per substitutions. Twenty clients given one plan
 * in one go share one plan and one set of workouts as read, and so these: 48 prescriptions instead
 * of 960. Keyed by the objects read, which nothing changes in place.
 */
const prescriptions = new WeakMap<Plan, WeakMap<Workout, Map<string, WorkoutBlock[] | null>>>();

/** Week `week`'s blocks of `workout` with `substitutions` made; null when that is the workout unchanged. */
function weekPrescription(
  plan: Plan,
  workout: Workout,
  week: number,
  substitutions: readonly { exercise_id: string; substitute_id: string }[],
): WorkoutBlock[] | null {
  const byWorkout = prescriptions.get(plan) ?? new WeakMap<Workout, Map<string, WorkoutBlock[] | null>>();
  prescriptions.set(plan, byWorkout);
  const byWeek = byWorkout.get(workout) ?? new Map<string, WorkoutBlock[] | null>();
  byWorkout.set(workout, byWeek);
  const key = `${week}:${JSON.stringify(substitutions)}`;
  if (byWeek.has(key)) return byWeek.get(key) ?? null;
  const blocks = substituted(blocksForWeek(workout.blocks, plan, week), substitutions);
  const prescription = JSON.stringify(blocks) !== JSON.stringify(workout.blocks) ? blocks : null;
  byWeek.set(key, prescription);
  return prescription;
}

/**
 * [G1][G4] The calendar entries an assignment puts on the client's calendar: one per day of the
 * plan, in week and day order, each carrying its week's prescription. Days before the start date
 * (a plan started mid-week) are left out; a day whose workout is not given is refused by the caller.
 */
export function assignmentEntries(assignment: Assignment, plan: Plan, workouts: ReadonlyMap<string, Workout>): AssignedEntry[] {
  const days = [...plan.days]
    .filter((day) => day.week <= plan.weeks)
    .sort((a, b) => a.week - b.week || a.day - b.day || (a.time ?? '').localeCompare(b.time ?? ''));
  const entries: AssignedEntry[] = [];
  days.forEach((day, index) => {
    const date = planDayDate(assignment.start_date, day.week, day.day);
    if (date < assignment.start_date) return;
    const workout = workouts.get(day.workout_id);
    if (!workout) throw new Error(`The plan names workout ${day.workout_id}, which was not given`);
    const prescription = weekPrescription(plan, workout, day.week, assignment.substitutions ?? []);
    entries.push({
      id: assignedEntryId(assignment.id, index),
      client_id: assignment.client_id,
      workout_id: workout.id,
      assignment_id: assignment.id,
      date,
      time: day.time,
      prescription,
    });
  });
  return entries;
}

/** [G5] Week x of y for an assignment on `today` (0 before it starts, > weeks once it is over). */
export function assignmentWeek(startDate: LocalDate, today: LocalDate): number {
  const monday = startOfWeek(startDate);
  return today < monday ? 0 : Math.floor(daysBetween(monday, today) / 7) + 1;
}

/** What the joint rules of G7 read of an exercise. */
export interface ExerciseLoad {
  id: string;
  primary_muscle_ids: readonly string[];
  joint_ids: readonly string[];
}

/** [G7] The exercises among `exercises` that load one of the joints a client spares. */
export function loadingSpared<T extends ExerciseLoad>(exercises: readonly T[], spared: readonly string[]): T[] {
  const joints = new Set(spared);
  return exercises.filter((exercise) => exercise.joint_ids.some((joint) => joints.has(joint)));
}

/**
 * [G7] What a client who spares `spared` may do instead of `exercise`: exercises that work all of
 * its primary muscles and load none of those joints.
 */
export function substitutesFor<T extends ExerciseLoad>(exercise: ExerciseLoad, spared: readonly string[], candidates: readonly T[]): T[] {
  const joints = new Set(spared);
  return candidates.filter(
    (candidate) =>
      candidate.id !== exercise.id &&
      exercise.primary_muscle_ids.length > 0 &&
      exercise.primary_muscle_ids.every((muscle) => candidate.primary_muscle_ids.includes(muscle)) &&
      !candidate.joint_ids.some((joint) => joints.has(joint)),
  );
}
