import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { readSetting, SETTING_KEYS, subscribeSetting, writeSetting, type SettingKey } from '@/data/local-settings';

/** The player's choices on this device: sound, an awake screen (both on until turned off) and notifications (off until allowed). */
export interface PlayerPrefs {
  sound: boolean;
  wakeLock: boolean;
  notify: boolean;
}

function useFlag(key: SettingKey, onByDefault: boolean): boolean {
  const value = useSyncExternalStore(
    (callback) => subscribeSetting(key, callback),
    () => readSetting(key),
  );
  return onByDefault ? value !== 'off' : value === 'on';
}

export function usePlayerPrefs(): [PlayerPrefs, (key: keyof PlayerPrefs, on: boolean) => void] {
  const sound = useFlag(SETTING_KEYS.playerSound, true);
  const wakeLock = useFlag(SETTING_KEYS.playerWakeLock, true);
  const notify = useFlag(SETTING_KEYS.playerNotify, false);
  // The same object while nothing changed, so the settings (memoized) do not render with every set.
  const prefs = useMemo(() => ({ sound, wakeLock, notify }), [sound, wakeLock, notify]);
  const set = useCallback((key: keyof PlayerPrefs, on: boolean) => {
    const setting =
      key === 'sound' ? SETTING_KEYS.playerSound : key === 'wakeLock' ? SETTING_KEYS.playerWakeLock : SETTING_KEYS.playerNotify;
    writeSetting(setting, on ? 'on' : 'off');
  }, []);
  return [prefs, set];
}

/**
 * Keeps the screen on while `active`, where the browser allows it. The browser lets the lock go
 * whenever the page is hidden, so it is asked for again each time the page comes back.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | undefined;
    let gone = false;
    const request = () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      void navigator.wakeLock
        .request('screen')
        .then((sentinel) => {
          if (gone) void sentinel.release();
          else lock = sentinel;
        })
        .catch(() => undefined);
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      gone = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, [active]);
}
