import { Dexie, type Table, type Transaction } from 'dexie';
import { databaseName } from './database-name';
import type { OutboxEntry, Rejection } from '@sync/engine/sync-store';
import type { CarriedSet } from '@core/training/carry';
import type { WorkPeriod } from '@core/training/intervals';
import type { Bests } from '@core/training/personal-bests';
import type { RestTimer } from '@core/training/rest-timer';
import type { AnyRecord, EntityName, RecordOf } from '@core/records/index';

/** The last server copy of a record with pending local mutations; null: the server has none (§C2). */
export interface Shadow {
  key: string;
  data: AnyRecord | null;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export interface StoredRejection extends Rejection {
  seq?: number;
}

/**
 * [R9] This device's change replaced a newer value from another device: shown on the record until
 * the person restores the other value or dismisses the notice.
 */
export interface ConflictNotice {
  seq?: number;
  entity: EntityName;
  record_id: string;
  field: string;
  /** The other device's value, which this device's change replaced. */
  replaced: unknown;
  /** What this device wrote. */
  written: unknown;
  mutation_id: number;
  at: string;
}

/**
 * Table names and indexes per entity as the version that added them made them (version 1 unless
 * `ENTITIES_ADDED_IN` says otherwise). DO NOT change them: they live in users' browsers; a new
 * index goes into a new version below.
 */
export const ENTITY_TABLES = {
  'age-groups': { table: 'age_groups', indexes: '' },
  'country-codes': { table: 'country_codes', indexes: 'code' },
  'exercise-types': { table: 'exercise_types', indexes: '' },
  inventory: { table: 'inventory', indexes: '' },
  joints: { table: 'joints', indexes: '' },
  muscles: { table: 'muscles', indexes: 'group' },
  positions: { table: 'positions', indexes: '' },
  exercises: { table: 'exercises', indexes: 'owner_id, type_id, *primary_muscle_ids' },
  clients: { table: 'clients', indexes: 'status, name' },
  'gym-profiles': { table: 'gym_profiles', indexes: '' },
  workouts: { table: 'workouts', indexes: 'owner_id, name' },
  'workout-plans': { table: 'workout_plans', indexes: 'owner_id' },
  'plan-assignments': { table: 'plan_assignments', indexes: 'client_id, plan_id' },
  'calendar-entries': { table: 'calendar_entries', indexes: 'client_id, date, [client_id+date], workout_id' },
  'workout-sessions': { table: 'workout_sessions', indexes: 'client_id, calendar_entry_id, started_at' },
  'set-logs': { table: 'set_logs', indexes: 'session_id, client_id' },
  comments: { table: 'comments', indexes: 'session_id, client_id' },
  notifications: { table: 'notifications', indexes: 'read_at, sent_at' },
  'custom-metrics': { table: 'custom_metrics', indexes: 'client_id' },
  'body-metrics': { table: 'body_metrics', indexes: 'client_id, [client_id+metric+date]' },
  'progress-photos': { table: 'progress_photos', indexes: 'client_id, [client_id+taken_on]' },
  'check-in-forms': { table: 'check_in_forms', indexes: 'owner_id' },
  'check-in-assignments': { table: 'check_in_assignments', indexes: 'client_id, form_id' },
  'check-in-answers': { table: 'check_in_answers', indexes: 'assignment_id, [client_id+due_date]' },
  conversations: { table: 'conversations', indexes: 'client_id' },
  // Sent messages in the server's order; the ones not sent yet (version 0) found apart.
  'conversation-messages': {
    table: 'conversation_messages',
    indexes: 'conversation_id, [conversation_id+written_at], [conversation_id+version]',
  },
  'conversation-reads': { table: 'conversation_reads', indexes: 'conversation_id' },
} as const satisfies Record<EntityName, { table: string; indexes: string }>;

export type EntityTableName = (typeof ENTITY_TABLES)[EntityName]['table'];

/**
 * Version 2: conflict notices (R9), and range indexes for screens that query a client's history
 * (sessions by start, set logs by exercise and time) instead of loading whole tables.
 */
export const INDEXES_ADDED_IN_V2: Partial<Record<EntityName, string>> = {
  'workout-sessions': '[client_id+started_at]',
  'set-logs': '[client_id+exercise_id+logged_at]',
};

/** Indexes version 10 added: the entries of a group session (sync/SPEC.md A7). */
export const INDEXES_ADDED_IN_V10: Partial<Record<EntityName, string>> = {
  'calendar-entries': 'group_id',
};

/** The stores of the tables that gain `added` indexes (their first indexes and these). */
function withIndexes(added: Partial<Record<EntityName, string>>): Record<string, string> {
  const stores: Record<string, string> = {};
  for (const [entity, more] of Object.entries(added) as [EntityName, string][]) {
    const { table, indexes } = ENTITY_TABLES[entity];
    stores[table] = `id, ${indexes}, ${more}`;
  }
  return stores;
}

function storesV2(): Record<string, string> {
  return { conflicts: '++seq, [entity+record_id]', ...withIndexes(INDEXES_ADDED_IN_V2) };
}

/** Entities whose table a later version added; version 1 knew the others. */
export const ENTITIES_ADDED_IN: Partial<Record<EntityName, number>> = {
  'gym-profiles': 4,
  comments: 5,
  'custom-metrics': 7,
  'body-metrics': 7,
  'progress-photos': 7,
  'check-in-forms': 7,
  'check-in-assignments': 7,
  'check-in-answers': 7,
  conversations: 9,
  'conversation-messages': 9,
  'conversation-reads': 9,
};

function entityStore(entity: EntityName): string {
  const { indexes } = ENTITY_TABLES[entity];
  return indexes ? `id, ${indexes}` : 'id';
}

/** The meta key of the pull cursor (sync/SPEC.md P1). */
export const CURSOR_KEY = 'cursor';

/**
 * [C12] A version that adds entities forgets the pull cursor: an older app pulled their records
 * before and, not knowing the entity, skipped them, so the next pull starts from the beginning
 * and brings them (every other change applies again to the same record, C11).
 */
function pullAgainFromStart(transaction: Transaction): Promise<void> {
  return transaction.table('meta').delete(CURSOR_KEY);
}

/** The tables of the entities `version` added. */
function entityStoresAddedIn(version: number): Record<string, string> {
  const added = (Object.keys(ENTITIES_ADDED_IN) as EntityName[]).filter((entity) => ENTITIES_ADDED_IN[entity] === version);
  return Object.fromEntries(added.map((entity) => [ENTITY_TABLES[entity].table, entityStore(entity)]));
}

function storesV1(): Record<string, string> {
  const stores: Record<string, string> = {
    outbox: 'id, *keys',
    shadows: 'key',
    rejections: '++seq, mutation_id',
    meta: 'key',
  };
  for (const entity of Object.keys(ENTITY_TABLES) as EntityName[]) {
    if (ENTITIES_ADDED_IN[entity] === undefined) stores[ENTITY_TABLES[entity].table] = entityStore(entity);
  }
  return stores;
}

/**
 * What the workout player keeps that is not a record (docs/decisions/0078-what-the-player-stores-where.md):
 * which sets the client skipped and the rest timer, so a reload, a killed tab or a locked screen
 * returns to the same set with the timer still running. Per session; gone when it is finished.
 */
export interface PlayerState {
  session_id: string;
  /** Step keys (block/item/set) the client chose to skip. */
  skipped: string[];
  rest: RestTimer | null;
  /** The step whose rest is running, to say "rest after A2". */
  rest_after: string | null;
  /** The work period of an interval step, run by the clock (absent in states stored before intervals were). */
  work?: WorkPeriod | null;
  /** Sets added beyond the prescription, one entry per set: `block/item` (absent in older states). */
  extras?: string[];
  /** The client's bests before the session, by exercise id, read once (absent until read; see BestsBefore). */
  bests?: Record<string, BestsBefore>;
  /** The reps and weight each exercise's next sets start from, by `block/item` (core/training/carry.ts; absent in older states). */
  carried?: Record<string, CarriedSet>;
  /** Milliseconds since the epoch of the last change. */
  updated_at: number;
}

/**
 * A client's bests of one exercise from the logs dated before `before` (the session's start): what
 * the session's sets are compared with (docs/decisions/0088-personal-records.md).
 */
export interface BestsBefore {
  before: string;
  /** Whether any log was dated before it: a first ever set is no record. */
  seen: boolean;
  bests: Bests;
}

/**
 * A progress photo's picture on this device (sync/SPEC.md A17: the picture never travels in the
 * sync): where it stands and a thumbnail, small enough that a grid of them reads quickly; the
 * picture's bytes are in PhotoBytes. `waiting`: taken here and not yet stored by the server; the
 * device keeps it until it is, through a lost network or a killed app. `stored`: the server has
 * it, and this is the copy the device shows, offline too. `refused`: the server will not take it
 * (`problem` is its error code); it stays until the person removes the photo. Bytes, not Blobs:
 * every browser's IndexedDB stores them.
 */
export interface PhotoFile {
  id: string;
  state: 'waiting' | 'stored' | 'refused';
  /** The picture's type (a JPEG as the device or the server made it). */
  type: string;
  /** A small JPEG of it for grids: 150 full pictures read and decoded at once would take a phone's memory. */
  thumbnail: ArrayBuffer;
  /** When the device wrote it, in milliseconds since the epoch. */
  saved_at: number;
  problem?: string;
}

/** The picture itself, read only to show one in full or to send it. */
export interface PhotoBytes {
  id: string;
  bytes: ArrayBuffer;
}

/** How to reach IndexedDB: the browser's, or fake-indexeddb in Node tests. */
export interface IndexedDbDeps {
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
}

/**
 * One user's local copy (docs/architecture.md §7): one database per signed-in user, so a shared tablet never
 * mixes people's data. This folder is the only code that opens IndexedDB.
 */
export class UserDatabase extends Dexie {
  readonly outbox!: Table<OutboxEntry, number>;
  readonly shadows!: Table<Shadow, string>;
  readonly rejections!: Table<StoredRejection, number>;
  readonly meta!: Table<MetaRow, string>;
  readonly conflicts!: Table<ConflictNotice, number>;
  readonly player!: Table<PlayerState, string>;
  readonly photoFiles!: Table<PhotoFile, string>;
  readonly photoBytes!: Table<PhotoBytes, string>;

  constructor(
    readonly userId: string,
    deps?: IndexedDbDeps,
  ) {
    super(databaseName(userId), deps ? { indexedDB: deps.indexedDB, IDBKeyRange: deps.IDBKeyRange } : undefined);
    this.version(1).stores(storesV1());
    this.version(2).stores(storesV2());
    // Version 3: the player's state per session (PlayerState).
    this.version(3).stores({ player: 'session_id' });
    // Version 4: gym profiles (sync/SPEC.md A13).
    this.version(4).stores(entityStoresAddedIn(4)).upgrade(pullAgainFromStart);
    // Version 5: comments on sessions and sets (sync/SPEC.md A14).
    this.version(5).stores(entityStoresAddedIn(5)).upgrade(pullAgainFromStart);
    // Version 6: clients carry when they were added (`added_at`), which records pulled before lack.
    this.version(6).stores({}).upgrade(pullAgainFromStart);
    // Version 7: body metrics, the coach's custom metrics, progress photos and check-ins (sync/SPEC.md A15–A20).
    this.version(7).stores(entityStoresAddedIn(7)).upgrade(pullAgainFromStart);
    // Version 8: the pictures of progress photos, kept on the device (PhotoFile, PhotoBytes).
    this.version(8).stores({ photoFiles: 'id, state', photoBytes: 'id' });
    // Version 9: conversations between a coach and a client (sync/SPEC.md A21–A23).
    this.version(9).stores(entityStoresAddedIn(9)).upgrade(pullAgainFromStart);
    // Version 10: sessions say who ran them, sets who logged them, and entries their group session
    // (sync/SPEC.md A7–A9), which records pulled before lack.
    this.version(10).stores(withIndexes(INDEXES_ADDED_IN_V10)).upgrade(pullAgainFromStart);
  }

  /**
   * The records of one entity, keyed by id. A row is exactly a `RecordOf<E>`: what the server sent
   * (its schema's fields with `version` and `updated_at`; the server's tombstone, `deleted`, is never
   * sent: a deleted record leaves the table) or what a local write made of a validated mutation
   * (`version` 0 until the server has it, sync/SPEC.md R1). Nothing else writes these tables, and
   * that is what the type stands on: IndexedDB keeps no types. The one way a row falls short of it:
   * a row kept from before its schema gained a field lacks that field until the record changes (a
   * plan's progressions; withPlanDefaults fills them in).
   */
  records<E extends EntityName>(entity: E): Table<RecordOf<E>, string> {
    return this.table<RecordOf<E>, string>(ENTITY_TABLES[entity].table);
  }

  /**
   * The same table for code that moves records of any entity without reading their fields: the
   * pull applying the server's records (C4) and the local write applying a mutation's operations (C1).
   */
  anyRecords(entity: EntityName): Table<AnyRecord, string> {
    return this.table<AnyRecord, string>(ENTITY_TABLES[entity].table);
  }
}

export { databaseName };
