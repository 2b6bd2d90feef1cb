import { describe, expect, it } from 'vitest';
import { readDeviceStorage, requestPersistentStorage } from '@/data/device-storage';
import { fakeStorageManager, setStorageManager } from '../fake-storage-manager';

describe('persistent storage (docs/architecture.md §8)', () => {
  it('asks the browser to keep the data and reports what it answered', async () => {
    const storage = fakeStorageManager({ persisted: false, grants: true });
    expect(await requestPersistentStorage()).toBe(true);
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask again once storage is persistent', async () => {
    const storage = fakeStorageManager({ persisted: true, grants: true });
    expect(await requestPersistentStorage()).toBe(true);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('reports a refusal as false and a browser without the API as unknown', async () => {
    fakeStorageManager({ persisted: false, grants: false });
    expect(await requestPersistentStorage()).toBe(false);
    setStorageManager(undefined);
    expect(await requestPersistentStorage()).toBeNull();
    expect(await readDeviceStorage()).toEqual({ persisted: null, usageBytes: null, quotaBytes: null });
  });

  it('reads whether the data is persistent and how much space it uses', async () => {
    fakeStorageManager({ persisted: true, grants: true, usage: 1_500_000, quota: 2_000_000_000 });
    expect(await readDeviceStorage()).toEqual({ persisted: true, usageBytes: 1_500_000, quotaBytes: 2_000_000_000 });
  });
});
