import type { Translations } from './workouts';

/**
 * The name (or description) to show in `locale`: its translation if there is one. Apart from the
 * workout schema so that a screen that only shows workouts does not load zod (docs/performance.md).
 */
export function shownText(
  record: { name: string; description?: string | null; translations?: Translations | null },
  locale: string,
  field: 'name' | 'description' = 'name',
): string {
  const translated = locale === 'lv-LV' ? record.translations?.['lv-LV'] : undefined;
  return (field === 'name' ? (translated?.name ?? record.name) : (translated?.description ?? record.description)) ?? '';
}
