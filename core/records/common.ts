import { z } from 'zod';
import { type LOCALE_VALUES } from '../auth-constants';

export const idSchema = z.uuid('is not a valid id');
/*
 * Years 1 to 9999 only: PostgreSQL has no year 0000 and would refuse it on every retry, and an
 * instant past 9999 in UTC comes back from the server (`toISOString`) in a six-digit form that
 * these schemas no longer read, so the record could never be edited again (sync/SPEC.md W6).
 */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');
const OUT_OF_RANGE = 'must be between the years 1 and 9999';

export const isoDateSchema = z.iso.date('is not a date').refine((value) => !value.startsWith('0000'), OUT_OF_RANGE);
export const isoDateTimeSchema = z.iso.datetime({ offset: true, message: 'is not a date and time' }).refine((value) => {
  const instant = Date.parse(value);
  return !value.startsWith('0000') && instant >= FIRST_INSTANT && instant <= LAST_INSTANT;
}, OUT_OF_RANGE);

const text = (max: number) => z.string().trim().max(max, 'is too long');
/** A short text a person reads, e.g. a name: 1 to `max` characters after trimming. */
export const nameText = (max = 200) => text(max).min(1, 'is required');
/** Optional free text: an empty string is stored as null so "no notes" has one representation. */
export const optionalText = (max = 4000) =>
  text(max)
    .nullable()
    .transform((value) => (value ? value : null));

/**
 * Reference text in several languages (docs/architecture.md §6): English is required and is the fallback,
 * Latvian is optional. DO NOT rename the keys: they are stored in every synced record.
 */
export const localizedTextSchema = (max = 200) =>
  z
    .strictObject({ 'en-US': nameText(max), 'lv-LV': text(max).optional() })
    .transform((value) => (value['lv-LV'] ? value : { 'en-US': value['en-US'] }));
export type LocalizedText = { 'en-US': string; 'lv-LV'?: string };

/** Steps of instructions in several languages, English required. */
export const localizedStepsSchema = z
  .strictObject({ 'en-US': z.array(nameText(2000)).max(50), 'lv-LV': z.array(nameText(2000)).max(50).optional() })
  .transform((value) => (value['lv-LV']?.length ? value : { 'en-US': value['en-US'] }));
export type LocalizedSteps = { 'en-US': string[]; 'lv-LV'?: string[] };

export type Locale = (typeof LOCALE_VALUES)[number];

/** Fields the server sets on every synced record; clients never write them. */
export const syncMetaSchema = z.strictObject({
  version: z.number().int().nonnegative(),
  updated_at: z.string(),
});
export type SyncMeta = z.infer<typeof syncMetaSchema>;
export const SYNC_META_FIELDS = ['version', 'updated_at'] as const;

/** A stable machine key of seeded reference data; null for records people add. */
export const keySchema = z
  .string()
  .regex(/^[a-z0-9_]+$/, 'may contain only a-z, 0-9 and _')
  .max(60)
  .nullable()
  .default(null);
