import { z } from 'zod';
import { idSchema, isoDateSchema, isoDateTimeSchema, nameText, optionalText } from './common';

export const CLIENT_STATUSES = ['active', 'paused', 'archived'] as const;

/** A coach's client (docs/architecture.md §6). Only the coach sees it: `notes` are private. */
export const clientFields = z.strictObject({
  id: idSchema,
  /** Set by the server to the coach who writes it. */
  coach_id: idSchema.nullable().default(null),
  /** The client's own account, linked by the server; never set by a coach. */
  user_id: idSchema.nullable().default(null),
  /** Set by the server while an invitation to link an account is open: when its link expires. */
  invited_until: isoDateTimeSchema.nullable().default(null),
  /**
   * Set by the server: when the coach added the client (their own training record: when they made
   * it). Only weeks from then count towards the client's target (core/compliance.ts). Null on a
   * record this device added and the server has not answered yet.
   */
  added_at: isoDateTimeSchema.nullable().default(null),
  name: nameText(120),
  email: z.email('is not a valid e-mail address').max(254).nullable().default(null),
  /** ISO 3166-1 alpha-2 of the phone's country. */
  phone_country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'is not a country code')
    .nullable()
    .default(null),
  /** E.164. */
  phone: z
    .string()
    .regex(/^\+\d{6,15}$/, 'is not a phone number')
    .nullable()
    .default(null),
  birth_date: isoDateSchema.nullable().default(null),
  age_group_id: idSchema.nullable().default(null),
  goals: optionalText(2000).default(null),
  notes: optionalText(8000).default(null),
  /** Joints to spare: exercises that load them are flagged. */
  joints_to_spare: z.array(idSchema).max(20).default([]),
  status: z.enum(CLIENT_STATUSES).default('active'),
  sessions_per_week: z.number().int().min(0).max(14).nullable().default(null),
});
