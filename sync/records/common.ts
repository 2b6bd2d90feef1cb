import { z } from 'zod';
import { type LOCALE_VALUES } from '../auth-constants';

export const idSchema = z.uuid('is not a valid id');
export const isoDateSchema = z.iso.date('is not a date');
export const isoDateTimeSchema = z.iso.datetime({ offset: true, message: 'is not a date and time' });

const text = (max: number) => z.string().trim().max(max, 'is too long');
/** A short text a person reads, e.g. a name: 1 to `max` characters after trimming. */
export const nameText = (max = 200) => text(max).min(1, 'is required');
/** Optional free text: an empty string is stored as null so "no notes" has one representation. */
export const optionalText = (max = 4000) =>
  text(max)
    .nullable()
    .transform((value) => (value ? value : null));

/**
 * Reference text in several languages (DESIGN.md §6): English is required and is the fallback,
 * Latvian is optional. DO NOT rename the keys: they are stored in every synced record.
 */
export const localizedTextSchema = (max = 200) =>
  z
    .object({ 'en-US': nameText(max), 'lv-LV': text(max).optional() })
    .transform((value) => (value['lv-LV'] ? value : { 'en-US': value['en-US'] }));
export type LocalizedText = { 'en-US': string; 'lv-LV'?: string };

/** Steps of instructions in several languages, English required. */
export const localizedStepsSchema = z
  .object({ 'en-US': z.array(nameText(2000)).max(50), 'lv-LV': z.array(nameText(2000)).max(50).optional() })
  .transform((value) => (value['lv-LV']?.length ? value : { 'en-US': value['en-US'] }));
export type LocalizedSteps = { 'en-US': string[]; 'lv-LV'?: string[] };

export type Locale = (typeof LOCALE_VALUES)[number];

/** The text in the reader's language, English when there is none. */
export function localized<T>(value: { 'en-US': T; 'lv-LV'?: T | undefined }, locale: string): T {
  return (locale === 'lv-LV' ? value['lv-LV'] : undefined) ?? value['en-US'];
}

/** Fields the server sets on every synced record; clients never write them. */
export const syncMetaSchema = z.object({
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
