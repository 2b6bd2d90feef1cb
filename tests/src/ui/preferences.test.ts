import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { themePreferenceAtom } from '@/theme/theme-store';
import { applyProfilePreferences } from '@/ui/preferences';

describe('the profile’s preferences at sign-in and start-up (docs/product.md §4)', () => {
  it('apply the profile’s theme, unless the person picked one while the profile was on its way', async () => {
    const kept = createStore();
    await applyProfilePreferences(kept, { preferred_language: null, theme_preference: 'dark' }, { keep: { language: false, theme: true } });
    expect(kept.get(themePreferenceAtom)).toBeNull();

    const applied = createStore();
    await applyProfilePreferences(applied, { preferred_language: null, theme_preference: 'dark' });
    expect(applied.get(themePreferenceAtom)).toBe('dark');
  });
});
