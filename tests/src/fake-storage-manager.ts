import { afterEach, vi } from 'vitest';

/** A controllable navigator.storage: whether the data is persistent, whether a request is granted, the space used. */
export function fakeStorageManager(state: { persisted: boolean; grants: boolean; usage?: number; quota?: number }) {
  const storage = {
    persisted: vi.fn(() => Promise.resolve(state.persisted)),
    persist: vi.fn(() => {
      state.persisted = state.persisted || state.grants;
      return Promise.resolve(state.persisted);
    }),
    estimate: vi.fn(() => Promise.resolve({ usage: state.usage, quota: state.quota })),
  };
  setStorageManager(storage);
  return storage;
}

/** Replaces navigator.storage (undefined: a browser without the API) until the test ends. */
export function setStorageManager(storage: unknown): void {
  Object.defineProperty(navigator, 'storage', { configurable: true, value: storage });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
});
