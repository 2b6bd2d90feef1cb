import { and, desc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { HISTORY_LIMIT, type HistoryEntity, type HistoryEntry, type HistoryResponse } from '@core/record-history-api';
import { SERVER_OWNED_FIELDS } from '@core/records/index';
import { syncHistory, users } from '../db/schema/index';
import type { Db } from '../db/types';
import { notFound } from '../lib/api-error';
import type { AuthUser } from '../plugins/auth';
import { ENTITIES } from './entities/index';

type Row = {
  version: number;
  at: Date;
  kind: string;
  user_id: string | null;
  client_id: string | null;
  changes: Record<string, unknown>;
  replaced: Record<string, unknown>;
  conflicts: { field: string; replaced: unknown }[] | null;
  name: string | null;
  email: string | null;
};

/** Who the record is about, on the reader's side: fields a reader who reaches it as its client never gets. */
const SCOPE_FIELDS = ['client_id', 'coach_id'];

const without = (values: Record<string, unknown>, hidden: ReadonlySet<string>) =>
  Object.fromEntries(Object.entries(values).filter(([field]) => !hidden.has(field)));

/**
 * [R11] The writes of one record that `user` may read, newest first. The record must be live and
 * readable by them now (A). Its coach or owner reads all of it; a client who reads it as theirs
 * (a calendar entry, their gym profile) reads it only from when it became theirs: an entry a coach
 * moved from another client keeps that client's notes.
 */
export async function readRecordHistory(db: Db, user: AuthUser, entity: HistoryEntity, id: string): Promise<HistoryResponse> {
  const def = ENTITIES[entity];
  const visible = def.readable(user);
  // An entity without a coach or an owner compares its id instead, which is never a person's.
  const columns = def.table as unknown as Record<string, PgColumn | undefined>;
  const found = visible
    ? await db
        .select({ coach: columns.coach_id ?? def.table.id, owner: columns.owner_id ?? def.table.id })
        .from(def.table)
        .where(and(eq(def.table.id, id), eq(def.table.deleted, false), visible))
    : [];
  const [record] = found;
  if (!record) throw notFound('There is no such record, or it is not yours to read');
  const asOwner = entity === 'clients' || record.coach === user.id || record.owner === user.id;

  const rows: Row[] = await db
    .select({
      version: syncHistory.version,
      at: syncHistory.at,
      kind: syncHistory.kind,
      user_id: syncHistory.user_id,
      client_id: syncHistory.client_id,
      changes: syncHistory.changes,
      replaced: syncHistory.replaced,
      conflicts: syncHistory.conflicts,
      name: users.name,
      email: users.email,
    })
    .from(syncHistory)
    .leftJoin(users, eq(users.id, syncHistory.user_id))
    .where(and(eq(syncHistory.entity, entity), eq(syncHistory.record_id, id)))
    .orderBy(desc(syncHistory.version))
    .limit(HISTORY_LIMIT + 1);

  const more = rows.length > HISTORY_LIMIT;
  let shown = rows.slice(0, HISTORY_LIMIT);
  if (!asOwner) {
    const becameTheirs = shown.findIndex((row) => 'client_id' in row.changes);
    // What that write replaced was the other client's.
    if (becameTheirs >= 0)
      shown = [
        ...shown.slice(0, becameTheirs),
        ...shown.slice(becameTheirs, becameTheirs + 1).map((row) => ({ ...row, replaced: {}, conflicts: null })),
      ];
  }
  // A record's id is what the history is of, not something a write changed.
  const hidden = new Set(['id', ...(SERVER_OWNED_FIELDS[entity] ?? []), ...(asOwner ? [] : SCOPE_FIELDS)]);
  const authorOf = (row: Row): HistoryEntry['author'] =>
    row.user_id === null
      ? null
      : { name: row.name || row.email || '', you: row.user_id === user.id, device: row.user_id === user.id ? row.client_id : null };
  /** Who had written `field` last before `version`, if that write is among those read. */
  const earlierAuthor = (field: string, version: number) => {
    const earlier = shown.find((row) => row.version < version && field in row.changes);
    return earlier ? authorOf(earlier) : undefined;
  };

  const entries = shown.map((row): HistoryEntry => ({
    version: row.version,
    at: row.at.toISOString(),
    kind: row.kind as HistoryEntry['kind'],
    author: authorOf(row),
    changes: without(row.changes, hidden),
    replaced: without(row.replaced, hidden),
    conflicts: (row.conflicts ?? [])
      .filter((conflict) => !hidden.has(conflict.field))
      .map((conflict) => ({ ...conflict, replaced_author: earlierAuthor(conflict.field, row.version) })),
  }));
  // Cut where the record became the reader's, there is nothing more for them.
  return { entries, more: more && shown.length === HISTORY_LIMIT };
}
