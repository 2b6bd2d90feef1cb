/**
 * The browser's storage for this origin (navigator.storage): whether it is persistent, so the
 * browser does not evict unsynced workouts when space runs low, and how much is used. Everything
 * answers null where the browser does not say (older Safari, private windows).
 */
export interface DeviceStorageState {
  persisted: boolean | null;
  usageBytes: number | null;
  quotaBytes: number | null;
}

function storageManager(): StorageManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

/**
 * Asks for persistent storage (docs/architecture.md §8). Chromium decides silently from engagement (installed,
 * bookmarked, notifications), Firefox asks the user, Safari grants installed web apps; asking
 * again later is harmless, so this runs after every sign-in.
 */
export async function requestPersistentStorage(): Promise<boolean | null> {
  const storage = storageManager();
  if (typeof storage?.persist !== 'function') return null;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return null;
  }
}

export async function readDeviceStorage(): Promise<DeviceStorageState> {
  const storage = storageManager();
  const [persisted, estimate] = await Promise.all([
    typeof storage?.persisted === 'function' ? storage.persisted().catch(() => null) : null,
    typeof storage?.estimate === 'function' ? storage.estimate().catch(() => null) : null,
  ]);
  return { persisted, usageBytes: estimate?.usage ?? null, quotaBytes: estimate?.quota ?? null };
}
