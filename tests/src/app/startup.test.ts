import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '@core/auth';
import { runStartup, type StartupDeps } from '@/app/startup';
import type { Session } from '@/data/session';

const session: Session = { token: 't', roleId: 2, email: 'c@test.lv', userId: 'u' };
const profile = { preferred_language: 'lv-LV', theme_preference: 'dark' } as Profile;

function deps(overrides: Partial<StartupDeps> = {}) {
  return {
    pathname: '/calendar',
    readSession: () => session,
    fetchProfile: vi.fn(async () => profile),
    applyPreferences: vi.fn(async () => undefined),
    preferenceChoices: () => ({ language: 0, theme: 0 }),
    warn: vi.fn(),
    ...overrides,
  } satisfies StartupDeps;
}

describe('start-up (docs/product.md §4)', () => {
  it('with a token, loads the profile and applies its language and theme', async () => {
    const d = deps();
    await runStartup(d);
    expect(d.fetchProfile).toHaveBeenCalledTimes(1);
    expect(d.applyPreferences).toHaveBeenCalledWith(profile, { keep: { language: false, theme: false } });
  });

  it('a language the person picks while the profile is on its way is kept', async () => {
    let choices = 0;
    const d = deps({
      preferenceChoices: () => ({ language: choices, theme: 0 }),
      fetchProfile: vi.fn(async () => {
        choices++;
        return profile;
      }),
    });
    await runStartup(d);
    expect(d.applyPreferences).toHaveBeenCalledWith(profile, { keep: { language: true, theme: false } });
  });

  it('so is a theme picked meanwhile, and only that', async () => {
    let choices = 0;
    const d = deps({
      preferenceChoices: () => ({ language: 0, theme: choices }),
      fetchProfile: vi.fn(async () => {
        choices++;
        return profile;
      }),
    });
    await runStartup(d);
    expect(d.applyPreferences).toHaveBeenCalledWith(profile, { keep: { language: false, theme: true } });
  });

  it('without a token, loads nothing', async () => {
    const d = deps({ readSession: () => null });
    await runStartup(d);
    expect(d.fetchProfile).not.toHaveBeenCalled();
  });

  it('in the workout area, loads nothing even with a token', async () => {
    const d = deps({ pathname: '/workout/abc' });
    await runStartup(d);
    expect(d.fetchProfile).not.toHaveBeenCalled();
  });

  it('a failure is only a warning, and the app continues', async () => {
    const d = deps({ fetchProfile: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await expect(runStartup(d)).resolves.toBeUndefined();
    expect(d.warn).toHaveBeenCalledTimes(1);
    expect(d.applyPreferences).not.toHaveBeenCalled();
  });
});
