import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextVersion, nextVersions } from '../../../server/sync/versions';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** Versions are handed out one after another, singly or in runs, and never twice. */
describe('sync versions', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('a run of versions starts right after the last one handed out, and the next starts after the run', async () => {
    await t.database.db.transaction(async (tx) => {
      const one = await nextVersion(tx);
      expect(await nextVersion(tx)).toBe(one + 1);
      expect(await nextVersions(tx, 5)).toBe(one + 2);
      expect(await nextVersion(tx)).toBe(one + 7);
      expect(await nextVersions(tx, 1)).toBe(one + 8);
    });
  });

  it('an empty run is a caller’s mistake, refused before anything is taken', async () => {
    await t.database.db.transaction(async (tx) => {
      const before = await nextVersion(tx);
      await expect(nextVersions(tx, 0)).rejects.toThrow('nextVersions needs a positive count');
      expect(await nextVersion(tx)).toBe(before + 1);
    });
  });
});
