/**
 * The one module that touches localStorage and sessionStorage. Keys are docs/product.md §3's and are read
 * across versions: DO NOT rename them without migrating the stored values.
 */
export const SETTING_KEYS = {
  theme: 'theme',
  workoutTheme: 'workout-theme',
  // docs/product.md §3: the session values kept in local storage.
  accessToken: 'access_token',
  roleId: 'role_id',
  email: 'email',
  /** The signed-in user's profile as last loaded, for the profile page offline: `{userId, profile}`. */
  profile: 'profile',
  /** An external sign-in in progress: state and nonce to check on return (cache in local storage, docs/product.md §7). */
  oauthPending: 'oauth-pending',
  /** 'granted' or 'denied': whether usage may be measured (src/app/analytics). */
  analyticsConsent: 'analytics-consent',
  /** The workout player's choices on this device: 'off' or absent (on) for sound and the awake screen, 'on' for notifications. */
  playerSound: 'player-sound',
  playerWakeLock: 'player-wake-lock',
  playerNotify: 'player-notify',
  /** 'dismissed': the person closed the home page's "Install Treneris" for good on this device. */
  installOffer: 'install-offer',
} as const;

export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

// Storage can throw (Safari private mode, disabled storage, quota); settings are best-effort.
function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

function read(kind: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return webStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

const storage = () => webStorage('localStorage');

export function readSetting(key: SettingKey): string | null {
  return read('localStorage', key);
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

/** Per-tab values that must survive a reload but not the tab (sessionStorage). Same rule: DO NOT rename. */
export const SESSION_KEYS = {
  /** When each path last reloaded itself after a failed chunk load (src/app/pwa/reload-guard.ts). */
  reloadGuard: 'reload-guard',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

export function readSessionSetting(key: SessionKey): string | null {
  return read('sessionStorage', key);
}

export function writeSessionSetting(key: SessionKey, value: string): void {
  try {
    webStorage('sessionStorage')?.setItem(key, value);
  } catch {
    // Storage full or disabled: the caller's in-memory state still applies to this page.
  }
}
