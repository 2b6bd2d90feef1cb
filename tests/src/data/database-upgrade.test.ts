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

describe('[C12] a schema version that adds an entity', () => {
  it('forgets the pull cursor, so the next pull brings the new entity’s records an older app skipped; the rest stays', async () => {
    const userId = 'entity-added-user';
    // The database as an app before gym profiles (version 3) left it, having pulled up to a cursor.
    const older = new Dexie(databaseName(userId));
    older.version(3).stores({ meta: 'key', player: 'session_id' });
    await older.open();
    await older.table('meta').bulkPut([
      { key: 'cursor', value: 'a-cursor-past-the-gym-profiles' },
      { key: 'clientId', value: 'the-device' },
    ]);
    older.close();

    const db = userDatabase(userId);
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(4);
    expect(await db.meta.get('cursor')).toBeUndefined();
    expect(await db.meta.get('clientId')).toEqual({ key: 'clientId', value: 'the-device' });
    expect(await db.records('gym-profiles').count()).toBe(0);
    db.close();
  });

  it('forgets it again for comments (version 5), which an app with gym profiles skipped', async () => {
    const userId = 'comments-added-user';
    const profile = { id: 'the-client', bar_kg: 15, version: 7, updated_at: '2026-11-24T10:00:00.000Z' };
    const older = new Dexie(databaseName(userId));
    older.version(4).stores({ meta: 'key', player: 'session_id', gym_profiles: 'id' });
    await older.open();
    await older.table('meta').bulkPut([
      { key: 'cursor', value: 'a-cursor-past-the-comments' },
      { key: 'clientId', value: 'the-device' },
    ]);
    await older.table('gym_profiles').put(profile);
    older.close();

    const db = userDatabase(userId);
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(5);
    expect(await db.meta.get('cursor')).toBeUndefined();
    expect(await db.meta.get('clientId')).toEqual({ key: 'clientId', value: 'the-device' });
    expect(await db.records('gym-profiles').get(profile.id)).toEqual(profile);
    expect(await db.records('comments').count()).toBe(0);
    db.close();
  });
  it('forgets it again for when clients were added (version 6), which records pulled before lack', async () => {
    const userId = 'clients-added-at-user';
    const client = { id: 'a-client', name: 'Anna', version: 3, updated_at: '2026-11-24T10:00:00.000Z' };
    const older = new Dexie(databaseName(userId));
    older.version(5).stores({ meta: 'key', player: 'session_id', clients: 'id' });
    await older.open();
    await older.table('meta').bulkPut([
      { key: 'cursor', value: 'a-cursor-past-every-client' },
      { key: 'clientId', value: 'the-device' },
    ]);
    await older.table('clients').put(client);
    older.close();

    const db = userDatabase(userId);
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(6);
    expect(await db.meta.get('cursor')).toBeUndefined();
    expect(await db.meta.get('clientId')).toEqual({ key: 'clientId', value: 'the-device' });
    expect(await db.records('clients').get(client.id)).toEqual(client);
    db.close();
  });
  it('forgets it again for body metrics (version 7), and finds a day’s entry by client, metric and date', async () => {
    const userId = 'body-metrics-added-user';
    const older = new Dexie(databaseName(userId));
    older.version(6).stores({ meta: 'key', player: 'session_id' });
    await older.open();
    await older.table('meta').bulkPut([
      { key: 'cursor', value: 'a-cursor-past-the-body-metrics' },
      { key: 'clientId', value: 'the-device' },
    ]);
    older.close();

    const db = userDatabase(userId);
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(7);
    expect(await db.meta.get('cursor')).toBeUndefined();
    expect(await db.meta.get('clientId')).toEqual({ key: 'clientId', value: 'the-device' });
    const entry = { id: 'e', client_id: 'c', metric: 'weight' as const, date: '2026-11-30', value: 82.4, logged_by: null, coach_id: null };
    await db.records('body-metrics').put({ ...entry, version: 0, updated_at: '' });
    expect(
      await db.records('body-metrics').where('[client_id+metric+date]').between(['c', 'weight', ''], ['c', 'weight', '\uffff']).count(),
    ).toBe(1);
    db.close();
  });
  it('version 8 adds the tables of progress pictures', async () => {
    const userId = 'photo-files-added-user';
    const older = new Dexie(databaseName(userId));
    older.version(7).stores({ meta: 'key', player: 'session_id' });
    await older.open();
    await older.table('meta').put({ key: 'cursor', value: 'a-cursor' });
    older.close();

    const db = userDatabase(userId);
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(8);
    await db.photoFiles.put({ id: 'p', state: 'waiting', type: 'image/jpeg', thumbnail: new ArrayBuffer(4), saved_at: 1 });
    await db.photoBytes.put({ id: 'p', bytes: new ArrayBuffer(8) });
    expect(await db.photoFiles.where('state').equals('waiting').primaryKeys()).toEqual(['p']);
    expect((await db.photoBytes.get('p'))?.bytes.byteLength).toBe(8);
    db.close();
  });

  it('forgets it again for conversations (version 9), and finds a conversation’s sent and unsent messages apart', async () => {
    const userId = 'conversations-added-user';
    const older = new Dexie(databaseName(userId));
    older.version(8).stores({ meta: 'key', player: 'session_id', photoFiles: 'id, state', photoBytes: 'id' });
    await older.open();
    await older.table('meta').bulkPut([
      { key: 'cursor', value: 'a-cursor-past-the-conversations' },
      { key: 'clientId', value: 'the-device' },
    ]);
    older.close();

    const db = userDatabase(userId);
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(9);
    expect(await db.meta.get('cursor')).toBeUndefined();
    expect(await db.meta.get('clientId')).toEqual({ key: 'clientId', value: 'the-device' });
    const message = (id: string, writtenAt: string | null, version: number) => ({
      id,
      conversation_id: 'c',
      body: 'Hello',
      ref_entity: null,
      ref_id: null,
      removed: false,
      has_photo: false,
      photo_uploaded_at: null,
      author_id: null,
      written_at: writtenAt,
      edited_at: null,
      client_id: null,
      coach_id: null,
      client_user_id: null,
      version,
      updated_at: '',
    });
    await db.records('conversation-messages').bulkPut([message('sent', '2026-12-03T10:00:00.000Z', 5), message('unsent', null, 0)]);
    const sent = await db
      .records('conversation-messages')
      .where('[conversation_id+written_at]')
      .between(['c', ''], ['c', '\uffff'])
      .primaryKeys();
    const unsent = await db.records('conversation-messages').where('[conversation_id+version]').equals(['c', 0]).primaryKeys();
    expect([sent, unsent]).toEqual([['sent'], ['unsent']]);
    db.close();
  });

  it('forgets it again for who ran a session and logged a set (version 10), and finds a group session’s entries', async () => {
    const userId = 'group-added-user';
    const older = new Dexie(databaseName(userId));
    older.version(9).stores({ meta: 'key', calendar_entries: 'id, client_id, date, [client_id+date], workout_id' });
    await older.open();
    await older.table('meta').put({ key: 'cursor', value: 'a-cursor-past-the-first-in-person-session' });
    // An entry pulled before: it has no group field yet, and stays until the pull brings it again.
    await older.table('calendar_entries').put({ id: 'before', client_id: 'c', date: '2026-12-04', workout_id: null });
    older.close();

    const db = userDatabase(userId);
    await db.open();
    expect(db.verno).toBe(10);
    expect(await db.meta.get('cursor')).toBeUndefined();
    const entry = (id: string, group_id: string | null) => ({
      id,
      coach_id: null,
      client_id: id,
      workout_id: null,
      assignment_id: null,
      date: '2026-12-04',
      time: '18:00',
      duration_minutes: null,
      title: 'Circuit',
      status: 'planned' as const,
      notes: null,
      prescription: null,
      group_id,
      version: 1,
      updated_at: '',
    });
    await db.records('calendar-entries').bulkPut([entry('anna', 'g'), entry('otto', 'g'), entry('ilze', null)]);
    expect((await db.records('calendar-entries').where('group_id').equals('g').primaryKeys()).sort()).toEqual(['anna', 'otto']);
    expect(await db.records('calendar-entries').get('before')).toMatchObject({ id: 'before' });
    db.close();
  });
});
