import { Dexie } from 'dexie';
import { DATABASE_UPGRADED_EVENT } from '../events';
import { databaseName, UserDatabase } from './database';

// One open connection per user per tab: Dexie connections are meant to be long-lived.
const open = new Map<string, UserDatabase>();

export function userDatabase(userId: string): UserDatabase {
  let db = open.get(userId);
  if (!db) {
    db = new UserDatabase(userId);
    // A newer version of the app in another tab needs to upgrade the schema: step aside cleanly
    // and ask this tab to reload, rather than block the upgrade or keep writing with an old schema.
    db.on('versionchange', () => {
      db?.close();
      open.delete(userId);
      window.dispatchEvent(new Event(DATABASE_UPGRADED_EVENT));
      return false;
    });
    open.set(userId, db);
  }
  return db;
}

/** Removes a user's local copy from this device (after a clean sync at logout, C8). */
export async function deleteUserDatabase(userId: string): Promise<void> {
  open.get(userId)?.close();
  open.delete(userId);
  await Dexie.delete(databaseName(userId));
}
