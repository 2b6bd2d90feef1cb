/**
 * The one module that touches localStorage. Keys are SPEC §3's and are read across versions:
 * DO NOT rename them without migrating the stored values.
 */
export const SETTING_KEYS = {
  theme: 'theme',
  workoutTheme: 'workout-theme',
  // SPEC §3: the session values kept in local storage.
  accessToken: 'access_token',
  roleId: 'role_id',
  email: 'email',
  /** An external sign-in in progress: state and nonce to check on return (cache in local storage, SPEC §7). */
  oauthPending: 'oauth-pending',
  analyticsConsent: 'analytics-consent',
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

// The storage event only reaches other tabs; this one tells listeners in the writing tab.
const LOCAL_CHANGE = 'treneris:setting-changed';

function announce(key: SettingKey): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<SettingKey>(LOCAL_CHANGE, { detail: key }));
}

export function writeSetting(key: SettingKey, value: string): void {
  storage()?.setItem(key, value);
  announce(key);
}

export function removeSetting(key: SettingKey): void {
  storage()?.removeItem(key);
  announce(key);
}

/** Calls back whenever the key changes, in this tab or another. */
export function subscribeSetting(key: SettingKey, callback: (value: string | null) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) callback(readSetting(key));
  };
  const onLocal = (event: Event) => {
    if ((event as CustomEvent<SettingKey>).detail === key) callback(readSetting(key));
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(LOCAL_CHANGE, onLocal);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LOCAL_CHANGE, onLocal);
  };
}
