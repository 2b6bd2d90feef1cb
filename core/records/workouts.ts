import { z } from 'zod';
import { idSchema, nameText, optionalText } from './common';

export const BLOCK_KINDS = ['straight', 'superset', 'circuit', 'interval'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

const count = (max: number) => z.number().int('must be a whole number').min(0, 'must be 0 or more').max(max, `must be at most ${max}`);
const amount = (max: number) => z.number().min(0, 'must be 0 or more').max(max, `must be at most ${max}`);

/** One prescribed set. Every metric is optional: the exercise type says which ones matter. */
export const prescribedSetSchema = z
  .strictObject({
    reps: count(1000).nullable().default(null),
    /** With `reps`, a range such as 8–12. */
    reps_max: count(1000).nullable().default(null),
    load_kg: amount(1000).nullable().default(null),
    duration_seconds: count(24 * 3600)
      .nullable()
      .default(null),
    distance_m: amount(1_000_000).nullable().default(null),
    rest_seconds: count(3600).nullable().default(null),
    /** Eccentric-pause-concentric-pause seconds, e.g. 3-1-1-0; X for explosive. */
    tempo: z
      .string()
      .regex(/^[0-9X]-[0-9X]-[0-9X]-[0-9X]$/, 'must look like 3-1-1-0')
      .nullable()
      .default(null),
    rpe: z.number().min(1, 'must be 1 to 10').max(10, 'must be 1 to 10').multipleOf(0.5).nullable().default(null),
  })
  .refine((set) => set.reps_max === null || (set.reps !== null && set.reps_max >= set.reps), {
    path: ['reps_max'],
    message: 'must be at least the lower bound',
  });
export type PrescribedSet = z.infer<typeof prescribedSetSchema>;

export const workoutItemSchema = z.strictObject({
  id: idSchema,
  exercise_id: idSchema,
  notes: optionalText(1000).default(null),
  sets: z.array(prescribedSetSchema).max(50),
});
export type WorkoutItem = z.infer<typeof workoutItemSchema>;

export const workoutBlockSchema = z.strictObject({
  id: idSchema,
  kind: z.enum(BLOCK_KINDS),
  name: optionalText(120).default(null),
  /** Circuits and intervals repeat their items this many rounds. */
  rounds: count(100).nullable().default(null),
  /** Intervals: seconds of work and of rest per item. */
  work_seconds: count(3600).nullable().default(null),
  rest_seconds: count(3600).nullable().default(null),
  items: z.array(workoutItemSchema).max(50),
});
export type WorkoutBlock = z.infer<typeof workoutBlockSchema>;

export const workoutBlocksSchema = z.array(workoutBlockSchema).max(40);

/**
 * A library workout's or plan's name and description in another language; `name` and `description`
 * are the fallback. A coach's own records are written in the coach's language and carry none.
 */
export const translationsSchema = z
  .strictObject({ 'lv-LV': z.strictObject({ name: nameText(200), description: optionalText(4000).default(null) }).optional() })
  .default({});
export type Translations = z.infer<typeof translationsSchema>;

/**
 * A workout: ordered blocks of exercises with prescribed sets. The blocks travel and are stored as
 * one document: a workout is edited by its one author, and splitting it into rows would make every
 * reorder a storm of mutations.
 */
export const workoutFields = z.strictObject({
  id: idSchema,
  /** Set by the server: null for the library (admins), else the coach. */
  owner_id: idSchema.nullable().default(null),
  name: nameText(200),
  description: optionalText(4000).default(null),
  translations: translationsSchema,
  blocks: workoutBlocksSchema.default([]),
});

export const planDaySchema = z.strictObject({
  week: z.number().int().min(1).max(52),
  /** 1 = Monday … 7 = Sunday (the week starts on Monday, docs/product.md §9). */
  day: z.number().int().min(1).max(7),
  workout_id: idSchema,
  /** Local time of day, HH:mm, Europe/Riga; null for "any time". */
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm')
    .nullable()
    .default(null),
});

/**
 * How a coach makes an exercise of a plan harder week by week (sync/SPEC.md G2): load up by kilograms
 * or by a percentage of week 1's load, reps up until a ceiling and then load up with reps back at
 * the start, or sets added up to a ceiling.
 */
export const PROGRESSION_KINDS = ['load_kg', 'load_percent', 'reps', 'sets'] as const;
export type ProgressionKind = (typeof PROGRESSION_KINDS)[number];

export const progressionSchema = z
  .strictObject({
    exercise_id: idSchema,
    kind: z.enum(PROGRESSION_KINDS),
    /** Added each week: kilograms, percent of week 1, reps or sets. */
    amount: z.number().gt(0, 'must be more than 0').max(100, 'must be at most 100'),
    /** reps: the most reps before the load goes up instead; sets: the most sets. */
    ceiling: count(1000).nullable().default(null),
    /** reps: the kilograms added each time the reps pass the ceiling and start again. */
    load_step_kg: amount(100).nullable().default(null),
  })
  .refine((rule) => rule.kind !== 'reps' || rule.ceiling !== null, { path: ['ceiling'], message: 'is required for a reps progression' })
  .refine((rule) => rule.kind === 'reps' || rule.kind === 'sets' || rule.ceiling === null, {
    path: ['ceiling'],
    message: 'only reps and sets progressions have a ceiling',
  })
  .refine((rule) => rule.kind !== 'sets' || Number.isInteger(rule.amount), { path: ['amount'], message: 'must be a whole number' })
  .refine((rule) => rule.kind !== 'reps' || Number.isInteger(rule.amount), { path: ['amount'], message: 'must be a whole number' });
export type Progression = z.infer<typeof progressionSchema>;

/** A lighter week every `every_weeks` weeks: loads at `percent` of that week's (sync/SPEC.md G3). */
export const deloadSchema = z.strictObject({
  every_weeks: z.number().int('must be a whole number').min(2, 'must be at least 2').max(52, 'must be at most 52'),
  percent: z.number().int('must be a whole number').min(10, 'must be at least 10').max(95, 'must be at most 95'),
});
export type Deload = z.infer<typeof deloadSchema>;

/** Weeks × days of workouts. */
export const workoutPlanFields = z
  .strictObject({
    id: idSchema,
    owner_id: idSchema.nullable().default(null),
    name: nameText(200),
    description: optionalText(4000).default(null),
    translations: translationsSchema,
    weeks: z.number().int().min(1, 'must be at least 1').max(52, 'must be at most 52'),
    days: z
      .array(planDaySchema)
      .max(52 * 7 * 3)
      .default([]),
    progressions: z.array(progressionSchema).max(200).default([]),
    deload: deloadSchema.nullable().default(null),
  })
  .refine((plan) => plan.days.every((day) => day.week <= plan.weeks), { path: ['days'], message: 'has a day after the last week' })
  .refine((plan) => new Set(plan.progressions.map((rule) => `${rule.exercise_id}:${rule.kind}`)).size === plan.progressions.length, {
    path: ['progressions'],
    message: 'has the same kind of progression twice for one exercise',
  });
