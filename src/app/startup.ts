import type { Profile } from '@core/auth';
import type { Session } from '@/data/session';
import type { PreferenceField } from '@/data/preference-choices';

export interface StartupDeps {
  pathname: string;
  readSession: () => Session | null;
  fetchProfile: () => Promise<Profile>;
  applyPreferences: (profile: Profile, options: { keep: Record<PreferenceField, boolean> }) => Promise<void>;
  /** How many times the person picked each preference on this page so far. */
  preferenceChoices: () => Readonly<Record<PreferenceField, number>>;
  warn: (message: string, error: unknown) => void;
}

/**
 * docs/product.md §4 start-up: with the auth state restored from storage, and unless the path is in the
 * workout area, load the profile and apply its language and theme. A failure is a warning
 * (silent in the workout area) and never stops the app.
 */
export async function runStartup(deps: StartupDeps): Promise<void> {
  const inWorkout = deps.pathname.startsWith('/workout/') || deps.pathname.startsWith('/group/');
  try {
    if (inWorkout || !deps.readSession()) return;
    const before = deps.preferenceChoices();
    const profile = await deps.fetchProfile();
    // A language or theme picked while the profile was on its way is newer than the profile's (its
    // save to the profile is on its way too): the page keeps it.
    const after = deps.preferenceChoices();
    await deps.applyPreferences(profile, { keep: { language: after.language !== before.language, theme: after.theme !== before.theme } });
  } catch (error) {
    if (!inWorkout) deps.warn('Could not load the profile at start-up; continuing with local preferences.', error);
  }
}
