import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { LocalizedText } from '@core/records/common';
import type { EntityName } from '@core/records/index';
import {
  ageGroups,
  clients,
  countryCodes,
  exercises,
  exerciseTypes,
  inventory,
  joints,
  muscles,
  positions,
  users,
} from '../../db/schema/index';
import type { Tx } from '../../db/types';
import { isAdmin } from '../access';
import { forbiddenWrite, rejected } from '../rejections';
import { fold, foldAll, type SyncTable } from '../rows';
import type { EntityDef, WriteContext } from '../types';

/** Where a record is still used: entity name → how many live records use it. */
export type Usage = Partial<Record<EntityName | 'users', number>>;

/** How many live rows of `table` meet `condition`. */
export async function countLive(tx: Tx, table: SyncTable, condition: SQL): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.deleted, false), condition));
  return row?.n ?? 0;
}

const containsId = (column: SQL | SyncTable[keyof SyncTable], id: string): SQL => sql`${column} @> ${JSON.stringify([id])}::jsonb`;

/** A 409-style rejection naming what still uses the record. */
export function assertNoUsage(usage: Usage): void {
  const used = Object.entries(usage).filter(([, n]) => n > 0);
  if (used.length === 0) return;
  const described = used.map(([entity, n]) => `${n} ${entity}`).join(', ');
  throw rejected('in_use', `Still used by ${described}`, Object.fromEntries(used.map(([entity, n]) => [entity, String(n)])));
}

const nameSearch = (record: Record<string, unknown>) => {
  const name = record.name as LocalizedText;
  return foldAll(name['en-US'], name['lv-LV'], typeof record.key === 'string' ? record.key.replaceAll('_', ' ') : undefined);
};

/** A field that names one live record (a seed key, a country code): a clear message instead of a constraint error. */
async function assertUnique(tx: Tx, table: SyncTable, field: string, value: unknown, id: string): Promise<void> {
  if (value === null || value === undefined) return;
  const column = (table as unknown as Record<string, SyncTable['id']>)[field];
  if (!column) return;
  const [clash] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(column, value), eq(table.deleted, false), ne(table.id, id)));
  if (clash)
    throw rejected('validation_failed', `Another record already has this ${field}`, { [field]: 'is already used by another record' });
}

/**
 * [A1] Reference data names each thing once: no two live records share a name in the same
 * language, compared as people read them (case and diacritics aside: "Ceļi" and "celi" clash).
 * Admin writes are rare and the tables small, so the names are compared here rather than by an
 * index; a transaction lock per table keeps two admins saving at once from both getting through.
 */
async function assertUniqueName(tx: Tx, entity: EntityName, table: SyncTable, name: LocalizedText, id: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reference-names:${entity}`}))`);
  const nameColumn = (table as unknown as Record<string, SyncTable['id']>).name;
  if (!nameColumn) throw new Error(`${entity} has no name column`);
  const others = await tx
    .select({ id: table.id, name: nameColumn })
    .from(table)
    .where(and(eq(table.deleted, false), ne(table.id, id)));
  for (const locale of ['en-US', 'lv-LV'] as const) {
    const mine = name[locale];
    if (!mine) continue;
    const clash = others.some((other) => {
      const theirs = (other.name as LocalizedText | null)?.[locale];
      return theirs !== undefined && fold(theirs) === fold(mine);
    });
    if (clash)
      throw rejected('duplicate', `Another record is already called “${mine}”`, {
        [`name.${locale}`]: 'is already used by another record',
      });
  }
}

function referenceEntity(
  name: EntityName,
  table: SyncTable,
  usage: (tx: Tx, id: string, existing: Record<string, unknown>) => Promise<Usage>,
  search = nameSearch,
  unique = 'key',
): EntityDef {
  return {
    name,
    table,
    readable: () => sql`true`,
    async authorize({ tx, user, kind, next, changed, existing }) {
      if (!isAdmin(user)) throw forbiddenWrite('Only administrators can change reference data');
      if (kind !== 'delete' && (!existing || changed.includes(unique)))
        await assertUnique(tx, table, unique, next[unique], String(next.id));
      if (kind !== 'delete' && (!existing || changed.includes('name')))
        await assertUniqueName(tx, name, table, next.name as LocalizedText, String(next.id));
      return {};
    },
    async assertUnused({ tx, existing }: WriteContext) {
      if (existing) assertNoUsage(await usage(tx, existing.id, existing));
    },
    search,
  };
}

export const referenceEntities: EntityDef[] = [
  referenceEntity('age-groups', ageGroups, async (tx, id) => ({ clients: await countLive(tx, clients, eq(clients.age_group_id, id)) })),
  referenceEntity(
    'country-codes',
    countryCodes,
    async (tx, _id, existing) => {
      const code = String(existing.code);
      const [people] = await tx.select({ n: count() }).from(users).where(eq(users.phoneCountry, code));
      return { clients: await countLive(tx, clients, eq(clients.phone_country, code)), users: people?.n ?? 0 };
    },
    (record) =>
      foldAll(
        record.code as string,
        record.dial_code as string | null,
        (record.name as LocalizedText)['en-US'],
        (record.name as LocalizedText)['lv-LV'],
      ),
    'code',
  ),
  referenceEntity('exercise-types', exerciseTypes, async (tx, id) => ({
    exercises: await countLive(tx, exercises, eq(exercises.type_id, id)),
  })),
  referenceEntity('inventory', inventory, async (tx, id) => ({
    exercises: await countLive(tx, exercises, containsId(exercises.inventory_ids, id)),
  })),
  referenceEntity('joints', joints, async (tx, id) => ({
    exercises: await countLive(tx, exercises, containsId(exercises.joint_ids, id)),
    clients: await countLive(tx, clients, containsId(clients.joints_to_spare, id)),
  })),
  referenceEntity('muscles', muscles, async (tx, id) => ({
    exercises: await countLive(
      tx,
      exercises,
      sql`(${containsId(exercises.primary_muscle_ids, id)} or ${containsId(exercises.secondary_muscle_ids, id)})`,
    ),
  })),
  referenceEntity('positions', positions, async (tx, id) => ({
    exercises: await countLive(tx, exercises, containsId(exercises.position_ids, id)),
  })),
];
