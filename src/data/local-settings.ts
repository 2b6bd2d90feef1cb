/**
 * The one module that touches localStorage. Keys are SPEC §3's and are read across versions:
 * DO NOT rename them without migrating the stored values.
 */
export const SETTING_KEYS = {
  theme: 'theme',
  workoutTheme: 'workout-theme',
} as const;

export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

// Storage can throw (Safari private mode, disabled storage, quota); settings are best-effort.
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readSetting(key: SettingKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSetting(key: SettingKey, value: string): void {
  storage()?.setItem(key, value);
}

export function removeSetting(key: SettingKey): void {
  storage()?.removeItem(key);
}

/** Calls back when another tab changes the key. */
export function subscribeSetting(key: SettingKey, callback: (value: string | null) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) callback(readSetting(key));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
