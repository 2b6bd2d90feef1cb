import { and, asc, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { LOCALE_VALUES } from '@core/auth-constants';
import { fold } from '@core/text';
import type { SyncTable } from '../../sync/rows';

/**
 * GET list parameters shared by every resource: q, sort, page, pageSize and locale. `sort` is one
 * of the resource's own sortable fields (`-field` for descending), refused otherwise with a 400
 * that names it, so no other name ever reaches the lookup below.
 */
export function listQuerySchema(sortable: readonly [string, ...string[]]) {
  return z.object({
    q: z.string().max(200).optional(),
    sort: z
      .enum([...sortable, ...sortable.map((field) => `-${field}`)] as [string, ...string[]], 'is not a field this list sorts by')
      .optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(25),
    /** The language names sort in. */
    locale: z.enum(LOCALE_VALUES).default('en-US'),
  });
}
export type ListQuery = z.infer<ReturnType<typeof listQuerySchema>>;

/** A sortable expression per field name. */
export type SortFields = Record<string, (locale: string) => SQL | PgColumn>;

/** The localized name in the reader's language, English when it has none. */
export const localizedName = (table: SyncTable) => (locale: string) =>
  sql`coalesce(${(table as unknown as { name: SQL }).name} ->> ${locale}, ${(table as unknown as { name: SQL }).name} ->> 'en-US')`;

/** LIKE's own wildcards in what a person typed are literal characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case- and diacritic-insensitive match on the row's folded `search` column. */
export function searchCondition(table: SyncTable, q: string | undefined): SQL | undefined {
  const folded = q ? fold(q) : '';
  if (!folded) return undefined;
  const search = (table as unknown as { search: SyncTable['id'] }).search;
  return and(...folded.split(' ').map((word) => like(search, `%${escapeLike(word)}%`)));
}

export function orderBy(sort: string | undefined, fields: SortFields, fallback: string, locale: string, table: SyncTable): SQL[] {
  const wanted = sort ?? fallback;
  const descending = wanted.startsWith('-');
  // Own fields only: `fields` is a plain object, whose inherited members (`valueOf`, `__proto__`) are no sort.
  const sortable = (name: string) => (Object.hasOwn(fields, name) ? fields[name] : undefined);
  const field = sortable(descending ? wanted.slice(1) : wanted) ?? sortable(fallback.replace(/^-/, ''));
  if (!field) return [asc(table.id)];
  const expression = field(locale);
  // The id breaks ties, so paging is stable when many rows share a value.
  return [descending ? desc(expression) : asc(expression), asc(table.id)];
}

export const notDeleted = (table: SyncTable) => eq(table.deleted, false);
