/**
 * The text in the reader's language, English when there is none. Apart from the record schemas
 * (common.ts) so that a screen that only shows records does not load zod (docs/performance.md).
 */
export function localized<T>(value: { 'en-US': T; 'lv-LV'?: T | undefined }, locale: string): T {
  return (locale === 'lv-LV' ? value['lv-LV'] : undefined) ?? value['en-US'];
}
