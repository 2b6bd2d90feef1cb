import { useLiveQuery } from 'dexie-react-hooks';
import type { AnyRecord, EntityName } from '@core/records/index';
import type { ConflictNotice, UserDatabase } from './local/database';
import { unlessClosed, useUserDatabase } from './user-database';

/**
 * [R9] What a notice of a replaced change needs to be read by a person rather than by a program:
 * the record it is about and the records its values name, as this device has them.
 */
export interface ConflictView {
  notice: ConflictNotice;
  /** The record as the device has it now; null when it is not on the device (any more). */
  record: AnyRecord | null;
  /** Records named by the two values or by the record's title (its client, its workout), by id. */
  named: ReadonlyMap<string, AnyRecord>;
}

/** Fields whose values are ids of another entity's records: shown by those records' names. */
export const REFERENCE_FIELDS: Partial<Record<EntityName, Readonly<Record<string, EntityName>>>> = {
  clients: { age_group_id: 'age-groups', joints_to_spare: 'joints' },
  exercises: {
    type_id: 'exercise-types',
    primary_muscle_ids: 'muscles',
    secondary_muscle_ids: 'muscles',
    joint_ids: 'joints',
    position_ids: 'positions',
    inventory_ids: 'inventory',
  },
  'calendar-entries': { client_id: 'clients', workout_id: 'workouts' },
  'plan-assignments': { client_id: 'clients', plan_id: 'workout-plans' },
  'workout-sessions': { workout_id: 'workouts' },
};

/** What a record's title names besides itself: a calendar entry is its workout on a day for a client. */
function titleReferences(entity: EntityName, record: AnyRecord | null): [EntityName, unknown][] {
  if (!record) return [];
  const fields = record as Record<string, unknown>;
  if (entity === 'calendar-entries')
    return [
      ['workouts', fields.workout_id],
      ['clients', fields.client_id],
    ];
  if (entity === 'plan-assignments')
    return [
      ['workout-plans', fields.plan_id],
      ['clients', fields.client_id],
    ];
  // A gym profile's id is its client's.
  if (entity === 'gym-profiles') return [['clients', record.id]];
  return [];
}

const idsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

/** The notices with their records, read in one go: a few notices, each a handful of records. */
export async function conflictViews(db: UserDatabase, notices: readonly ConflictNotice[]): Promise<ConflictView[]> {
  const records = await Promise.all(
    notices.map(async (notice): Promise<AnyRecord | null> => (await db.records(notice.entity).get(notice.record_id)) ?? null),
  );
  const wanted = new Map<EntityName, Set<string>>();
  const want = (entity: EntityName, value: unknown) => {
    for (const id of idsIn(value)) wanted.set(entity, (wanted.get(entity) ?? new Set()).add(id));
  };
  notices.forEach((notice, index) => {
    const referenced = REFERENCE_FIELDS[notice.entity]?.[notice.field];
    if (referenced) {
      want(referenced, notice.replaced);
      want(referenced, notice.written);
    }
    for (const [entity, value] of titleReferences(notice.entity, records[index] ?? null)) want(entity, value);
  });
  const named = new Map<string, AnyRecord>();
  for (const [entity, ids] of wanted) {
    const found = await db.records(entity).bulkGet([...ids]);
    for (const record of found) if (record) named.set(record.id, record);
  }
  return notices.map((notice, index) => ({ notice, record: records[index] ?? null, named }));
}

/**
 * [R9] This device's changes that replaced a newer change made on another device, live: of one
 * record, or of every record (the sync details list them all, so none goes unseen on a screen
 * nobody opens). Oldest first; undefined while loading.
 */
export function useConflictViews(only?: { entity: EntityName; recordId: string }): ConflictView[] | undefined {
  const db = useUserDatabase();
  const entity = only?.entity;
  const recordId = only?.recordId;
  return useLiveQuery(
    () =>
      unlessClosed(async () => {
        if (!db) return [];
        const notices =
          entity && recordId
            ? await db.conflicts.where('[entity+record_id]').equals([entity, recordId]).sortBy('seq')
            : await db.conflicts.orderBy('seq').toArray();
        return conflictViews(db, notices);
      }, []),
    [db, entity, recordId],
  );
}

/** The person has read the notice: restored the other value, or kept theirs. */
export async function dismissConflict(db: UserDatabase, seq: number): Promise<void> {
  await db.conflicts.delete(seq);
}
