/**
 * What the person picked on this page, counted per preference: the profile read at start-up
 * (docs/product.md §4) may already be on its way, and a pick made meanwhile is newer than what it
 * brings (its save to the profile is on its way too), so the page keeps it.
 */
export type PreferenceField = 'language' | 'theme';

const counts: Record<PreferenceField, number> = { language: 0, theme: 0 };

export function notePreferenceChoice(field: PreferenceField): void {
  counts[field]++;
}

/** The counts so far; compare two readings to tell whether the person picked anything between them. */
export function preferenceChoices(): Readonly<Record<PreferenceField, number>> {
  return { ...counts };
}
