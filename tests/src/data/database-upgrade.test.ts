import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { DATABASE_UPGRADED_EVENT } from '@/data/events';
import { databaseName } from '@/data/local/database';
import { userDatabase } from '@/data/local/registry';

describe('[C9] a newer schema opened in another tab', () => {
  it('closes this tab’s connection so the upgrade runs, and tells the app to ask for a reload', async () => {
    const userId = 'upgrade-test-user';
    const old = userDatabase(userId);
    await old.meta.put({ key: 'probe', value: 1 });
    let told = 0;
    window.addEventListener(DATABASE_UPGRADED_EVENT, () => told++);

    // What a newer version of the app does when it opens the same database.
    const newer = new Dexie(databaseName(userId));
    newer.version(old.verno + 1).stores({ meta: 'key', freshTable: 'id' });
    await newer.open();

    expect(told).toBe(1);
    expect(old.isOpen()).toBe(false);
    expect(newer.verno).toBe(old.verno + 1);
    // The data written before is still there for the new version.
    expect(await newer.table('meta').get('probe')).toEqual({ key: 'probe', value: 1 });
    // The next use of the registry opens a fresh connection rather than the closed one.
    expect(userDatabase(userId)).not.toBe(old);
    newer.close();
  });
});
