import { z } from 'zod';
import { idSchema, isoDateSchema, optionalText } from './common';
import { workoutBlocksSchema } from './workouts';

export const CALENDAR_STATUSES = ['planned', 'completed', 'partial', 'skipped', 'missed'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

const localTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm')
  .nullable()
  .default(null);

/** A plan given to a client from a start date; assigning it creates the calendar entries. */
export const planAssignmentFields = z.strictObject({
  id: idSchema,
  coach_id: idSchema.nullable().default(null),
  plan_id: idSchema,
  client_id: idSchema,
  start_date: isoDateSchema,
  status: z.enum(['active', 'ended']).default('active'),
  /**
   * Exercises this client does instead of the plan's (a spared joint, missing equipment): the
   * entries prescribe the substitute with the original's sets and progression (sync/SPEC.md G7).
   */
  substitutions: z
    .array(z.strictObject({ exercise_id: idSchema, substitute_id: idSchema }))
    .max(100)
    .default([])
    .refine((list) => new Set(list.map((one) => one.exercise_id)).size === list.length, 'names an exercise twice'),
});

/** A workout on a client's calendar: a local date and time in Europe/Riga (docs/architecture.md §6). */
export const calendarEntryFields = z.strictObject({
  id: idSchema,
  /** Derived by the server from the client's coach. */
  coach_id: idSchema.nullable().default(null),
  client_id: idSchema,
  workout_id: idSchema.nullable().default(null),
  assignment_id: idSchema.nullable().default(null),
  date: isoDateSchema,
  time: localTime,
  duration_minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .nullable()
    .default(null),
  title: optionalText(200).default(null),
  status: z.enum(CALENDAR_STATUSES).default('planned'),
  notes: optionalText(2000).default(null),
  /**
   * The sets as prescribed for this day when they differ from the workout's own: a plan's entry
   * carries its week's progression (sync/SPEC.md G4). Null: the workout as it is.
   */
  prescription: workoutBlocksSchema.nullable().default(null),
  /**
   * The group session it belongs to: the coach trains these clients together, in person, each with
   * their own session (sync/SPEC.md A7). Entries of one group share the id; at most
   * GROUP_MAX_CLIENTS (core/training/in-person.ts) of them. Null: trained alone.
   */
  group_id: idSchema.nullable().default(null),
});
