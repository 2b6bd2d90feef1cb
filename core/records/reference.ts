import { z } from 'zod';
import { idSchema, keySchema, localizedTextSchema } from './common';

/** Reference data (docs/architecture.md §6): read by every signed-in user, written by admins. */

export const ageGroupFields = z
  .strictObject({
    id: idSchema,
    key: keySchema,
    name: localizedTextSchema(),
    min_age: z.number().int('must be a whole number').min(0, 'must be 0 or more').max(120, 'must be at most 120'),
    max_age: z.number().int('must be a whole number').min(0, 'must be 0 or more').max(120, 'must be at most 120').nullable(),
    sort_order: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((group) => group.max_age === null || group.max_age >= group.min_age, {
    path: ['max_age'],
    message: 'must not be below the minimum age',
  });

export const countryCodeFields = z.strictObject({
  id: idSchema,
  /** ISO 3166-1 alpha-2. */
  code: z.string().regex(/^[A-Z]{2}$/, 'must be two capital letters (ISO 3166-1)'),
  /** The international calling code with its plus sign, e.g. +371; null for places without one. */
  dial_code: z
    .string()
    .regex(/^\+\d{1,4}$/, 'must be + and 1 to 4 digits')
    .nullable(),
  name: localizedTextSchema(),
});

export const EXERCISE_METRICS = ['reps', 'weight', 'duration', 'distance'] as const;
export type ExerciseMetric = (typeof EXERCISE_METRICS)[number];

export const exerciseTypeFields = z.strictObject({
  id: idSchema,
  key: keySchema,
  name: localizedTextSchema(),
  /** What a set of an exercise of this type logs. */
  metrics: z
    .array(z.enum(EXERCISE_METRICS))
    .min(1, 'choose at least one')
    .transform((metrics) => EXERCISE_METRICS.filter((metric) => metrics.includes(metric))),
});

export const LOAD_TYPES = ['free_weight', 'machine', 'cable', 'bodyweight', 'elastic', 'other'] as const;

export const inventoryFields = z.strictObject({
  id: idSchema,
  key: keySchema,
  name: localizedTextSchema(),
  load_type: z.enum(LOAD_TYPES),
});

export const jointFields = z.strictObject({ id: idSchema, key: keySchema, name: localizedTextSchema() });

export const MUSCLE_REGIONS = ['upper', 'lower', 'core'] as const;
export const MUSCLE_GROUPS = ['chest', 'back', 'shoulders', 'arms', 'core', 'hips', 'legs', 'neck'] as const;

export const muscleFields = z.strictObject({
  id: idSchema,
  key: keySchema,
  name: localizedTextSchema(),
  region: z.enum(MUSCLE_REGIONS),
  group: z.enum(MUSCLE_GROUPS),
});

export const positionFields = z.strictObject({ id: idSchema, key: keySchema, name: localizedTextSchema() });
