import { and, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { listPageSchema, resourceRecordSchema, type ResourceEntity } from '@core/admin-api';
import { ROLE } from '@core/auth-constants';
import type { AnyRecord } from '@core/records/index';
import type { DbOrTx } from '../../db/types';
import { ApiError, notFound } from '../../lib/api-error';
import { currentUser, requireUser, type AuthUser } from '../../plugins/auth';
import { errorResponses, noContentSchema } from '../../plugins/error-handler';
import { applyMutation, applyPrimitive } from '../../sync/apply';
import { ENTITIES } from '../../sync/entities/index';
import { asPermanent } from '../../sync/rejections';
import { rowToRecord } from '../../sync/rows';
import { listQuerySchema, notDeleted, orderBy, searchCondition, type ListQuery, type SortFields } from './resource-query';

/** How a refusal of the shared write rules reads as HTTP (the codes are sync/SPEC.md's). */
const STATUS_BY_CODE: Record<string, number> = {
  validation_failed: 400,
  invalid_reference: 400,
  field_not_writable: 400,
  forbidden: 403,
  not_found: 404,
  deleted: 404,
  in_use: 409,
  duplicate: 409,
  constraint_violation: 409,
  append_only: 409,
  invalid_value: 400,
};

/**
 * A refusal as HTTP. Permanent errors are decided as for a sync push (sync/SPEC.md W5): a
 * database's unique or other constraint (an exercise already imported from the same source) is the
 * caller's 409, not the server's 500; anything else stays a server error.
 */
function asHttp(error: unknown): unknown {
  const refusal = asPermanent(error);
  if (!refusal) return error;
  return new ApiError(STATUS_BY_CODE[refusal.code] ?? 400, refusal.code, refusal.message, refusal.fields);
}

/**
 * Each resource's nouns in its operation ids (`listMuscles`, `getMuscle`, ...). Client generators
 * name their methods after the ids, so they are written out here rather than derived from the
 * path, and a new resource cannot compile without its own.
 */
const OPERATION_NOUNS: Record<ResourceEntity, { one: string; many: string }> = {
  'age-groups': { one: 'AgeGroup', many: 'AgeGroups' },
  'country-codes': { one: 'CountryCode', many: 'CountryCodes' },
  'exercise-types': { one: 'ExerciseType', many: 'ExerciseTypes' },
  inventory: { one: 'InventoryItem', many: 'Inventory' },
  joints: { one: 'Joint', many: 'Joints' },
  muscles: { one: 'Muscle', many: 'Muscles' },
  positions: { one: 'Position', many: 'Positions' },
  exercises: { one: 'Exercise', many: 'Exercises' },
};

const idParams = z.object({ id: z.uuid('is not a valid id') });
const recordBody = z.record(z.string(), z.unknown()).describe("The record's fields (core/records); the server sets version and updated_at");

export interface ResourceOptions {
  entity: ResourceEntity;
  sort: SortFields;
  defaultSort: string;
  /** Extra list filters from the query string. */
  filters?: { schema: z.ZodObject; conditions: (query: Record<string, unknown>) => (SQL | undefined)[] };
}

/**
 * `/api/v1/<entity>`: the online API for admin screens. List with q, sort, page and
 * pageSize; get; create; replace; patch; delete as a tombstone. Reads follow the entity's read
 * rule; writes need an admin and then go through the same write path as sync pushes, so each rule
 * lives in one place (server/sync/entities).
 */
export function resourceRoutes({ entity, sort, defaultSort, filters }: ResourceOptions): FastifyPluginAsyncZod {
  const def = ENTITIES[entity];
  const table = def.table;
  const path = `/${entity}`;
  const readableBy = (user: AuthUser) => def.readable(user);

  async function load(db: DbOrTx, user: AuthUser, id: string): Promise<AnyRecord> {
    const visible = readableBy(user);
    const [row] = visible
      ? await db
          .select()
          .from(table)
          .where(and(eq(table.id, id), notDeleted(table), visible))
      : [];
    if (!row) throw notFound(`No such ${entity} record`);
    return rowToRecord(table, row);
  }

  return async (app) => {
    const db = app.database.db;
    /** One named mutation through the shared write path, then the record as stored. */
    const perform = async (user: AuthUser, name: string, args: Record<string, unknown>, id: string) => {
      try {
        await db.transaction((tx) => applyMutation(tx, { user }, name, args));
      } catch (error) {
        throw asHttp(error);
      }
      return load(db, user, id);
    };
    const listQuery = listQuerySchema(Object.keys(sort) as [string, ...string[]]);
    const query = filters ? listQuery.extend(filters.schema.shape) : listQuery;
    // Typed as any record: handlers hold rows of a table chosen at run time; the serializer checks each against the entity's schema.
    const record: z.ZodType<AnyRecord> = resourceRecordSchema(entity);
    const tags = [entity];
    const security = [{ bearerAuth: [] }];
    const { one, many } = OPERATION_NOUNS[entity];

    app.get(
      path,
      {
        onRequest: requireUser(),
        schema: {
          tags,
          operationId: `list${many}`,
          security,
          summary: `Find ${entity}`,
          querystring: query,
          response: { 200: listPageSchema(record), ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const params = request.query as ListQuery & Record<string, unknown>;
        const visible = readableBy(user);
        if (!visible) return { items: [], total: 0 };
        const where = and(notDeleted(table), visible, searchCondition(table, params.q), ...(filters?.conditions(params) ?? []));
        const [rows, totals] = await Promise.all([
          db
            .select()
            .from(table)
            .where(where)
            .orderBy(...orderBy(params.sort, sort, defaultSort, params.locale, table))
            .limit(params.pageSize)
            .offset((params.page - 1) * params.pageSize),
          db.select({ n: count() }).from(table).where(where),
        ]);
        return { items: rows.map((row) => rowToRecord(table, row)), total: totals[0]?.n ?? 0 };
      },
    );

    app.get(
      `${path}/:id`,
      {
        onRequest: requireUser(),
        schema: {
          tags,
          operationId: `get${one}`,
          security,
          summary: `One of ${entity}`,
          params: idParams,
          response: { 200: record, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => load(db, currentUser(request), request.params.id),
    );

    const admin = requireUser(ROLE.admin);

    app.post(
      path,
      {
        onRequest: admin,
        schema: {
          tags,
          operationId: `create${one}`,
          security,
          summary: `Add to ${entity} (admins)`,
          body: recordBody,
          response: { 201: record, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const id = typeof request.body.id === 'string' ? request.body.id : uuidv7();
        const created = await perform(currentUser(request), `${entity}.put`, { ...request.body, id }, id);
        return reply.code(201).send(created);
      },
    );

    app.put(
      `${path}/:id`,
      {
        onRequest: admin,
        schema: {
          tags,
          operationId: `replace${one}`,
          security,
          summary: `Replace one of ${entity} (admins)`,
          params: idParams,
          body: recordBody,
          response: { 200: record, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => perform(currentUser(request), `${entity}.put`, { ...request.body, id: request.params.id }, request.params.id),
    );

    app.patch(
      `${path}/:id`,
      {
        onRequest: admin,
        schema: {
          tags,
          operationId: `update${one}`,
          security,
          summary: `Change some fields of one of ${entity} (admins)`,
          description: 'Only the fields sent change, so an edit of another field elsewhere survives (sync/SPEC.md R2).',
          params: idParams,
          body: recordBody,
          response: { 200: record, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await load(db, user, request.params.id);
        return perform(user, `${entity}.patch`, { id: request.params.id, changes: request.body }, request.params.id);
      },
    );

    app.delete(
      `${path}/:id`,
      {
        onRequest: admin,
        schema: {
          tags,
          operationId: `delete${one}`,
          security,
          summary: `Delete one of ${entity} (admins; kept as a tombstone for sync)`,
          params: idParams,
          response: { 204: noContentSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        await load(db, user, request.params.id);
        try {
          await db.transaction((tx) => applyPrimitive(tx, { user }, { entity, kind: 'delete', id: request.params.id }));
        } catch (error) {
          throw asHttp(error);
        }
        return reply.code(204).send();
      },
    );
  };
}
