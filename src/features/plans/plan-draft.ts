import type { Deload, Progression } from '@core/records/workouts';

/** One workout on one day of a plan (`days` of the workout-plans record). */
export interface PlanSlot {
  week: number;
  day: number;
  workout_id: string;
  time: string | null;
}

/** A plan being built: the fields the builder owns. Every change returns a new draft. */
export interface PlanDraft {
  name: string;
  description: string;
  weeks: number;
  days: PlanSlot[];
  progressions: Progression[];
  deload: Deload | null;
}

export const MAX_PLAN_WEEKS = 52;
/** Workouts a coach may put on one day (a morning and an evening session, and one more). */
export const MAX_PER_DAY = 3;

const order = (a: PlanSlot, b: PlanSlot) => a.week - b.week || a.day - b.day || (a.time ?? '').localeCompare(b.time ?? '');
const sorted = (days: PlanSlot[]) => [...days].sort(order);
const onDay = (draft: PlanDraft, week: number, day: number) => draft.days.filter((slot) => slot.week === week && slot.day === day);

/** The slots of a day, in the order the day shows them; their index in `days` identifies them. */
export function slotsOf(draft: PlanDraft, week: number, day: number): { slot: PlanSlot; index: number }[] {
  return draft.days.map((slot, index) => ({ slot, index })).filter(({ slot }) => slot.week === week && slot.day === day);
}

export const planOps = {
  /** Puts a workout on a day; a full day (MAX_PER_DAY) takes no more. */
  add(draft: PlanDraft, workoutId: string, week: number, day: number): PlanDraft {
    if (onDay(draft, week, day).length >= MAX_PER_DAY) return draft;
    return { ...draft, days: sorted([...draft.days, { week, day, workout_id: workoutId, time: null }]) };
  },
  move(draft: PlanDraft, index: number, week: number, day: number): PlanDraft {
    const slot = draft.days[index];
    if (!slot || (slot.week === week && slot.day === day) || onDay(draft, week, day).length >= MAX_PER_DAY) return draft;
    return { ...draft, days: sorted(draft.days.map((one, at) => (at === index ? { ...one, week, day } : one))) };
  },
  remove(draft: PlanDraft, index: number): PlanDraft {
    return { ...draft, days: draft.days.filter((_slot, at) => at !== index) };
  },
  setTime(draft: PlanDraft, index: number, time: string | null): PlanDraft {
    return { ...draft, days: sorted(draft.days.map((slot, at) => (at === index ? { ...slot, time } : slot))) };
  },
  /** Copies one day's workouts onto another day, after what that day has (up to MAX_PER_DAY). */
  copyDay(draft: PlanDraft, from: { week: number; day: number }, to: { week: number; day: number }): PlanDraft {
    if (from.week === to.week && from.day === to.day) return draft;
    const room = MAX_PER_DAY - onDay(draft, to.week, to.day).length;
    const copies = onDay(draft, from.week, from.day)
      .slice(0, Math.max(0, room))
      .map((slot) => ({ ...slot, week: to.week, day: to.day }));
    return { ...draft, days: sorted([...draft.days, ...copies]) };
  },
  /** Makes week `to` the same as week `from` (what `to` had is replaced). */
  copyWeek(draft: PlanDraft, from: number, to: number): PlanDraft {
    if (from === to || to < 1 || to > draft.weeks) return draft;
    const copies = draft.days.filter((slot) => slot.week === from).map((slot) => ({ ...slot, week: to }));
    return { ...draft, days: sorted([...draft.days.filter((slot) => slot.week !== to), ...copies]) };
  },
  /** Every week after `from` becomes the same as it: how a coach writes a block of repeated weeks. */
  repeatWeek(draft: PlanDraft, from: number): PlanDraft {
    let next = draft;
    for (let week = from + 1; week <= draft.weeks; week += 1) next = planOps.copyWeek(next, from, week);
    return next;
  },
  clearWeek(draft: PlanDraft, week: number): PlanDraft {
    return { ...draft, days: draft.days.filter((slot) => slot.week !== week) };
  },
  /** Fewer weeks drop what was planned after the new last week; more weeks start empty. */
  setWeeks(draft: PlanDraft, weeks: number): PlanDraft {
    const clamped = Math.min(MAX_PLAN_WEEKS, Math.max(1, Math.round(weeks)));
    return { ...draft, weeks: clamped, days: draft.days.filter((slot) => slot.week <= clamped) };
  },
};

/** The exercises a plan's workouts use, in the order they first appear. */
export function planExerciseIds(
  draft: Pick<PlanDraft, 'days'>,
  blocksOf: (workoutId: string) => readonly { items: readonly { exercise_id: string }[] }[],
): string[] {
  const seen = new Set<string>();
  for (const slot of draft.days) for (const block of blocksOf(slot.workout_id)) for (const item of block.items) seen.add(item.exercise_id);
  return [...seen];
}
