import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UNSTORABLE_MESSAGE, unstorablePaths } from '@core/records/storable';
import { badRequest, type FieldErrors } from '../lib/api-error';

/** The parts of a request that reach handlers and, through them, the database. */
export type RequestPart = 'params' | 'query' | 'body';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Parts of the request this route checks for unstorable text itself, and answers other than
     * with a 400: the sync push rejects one mutation and goes on with the rest (sync/SPEC.md W5).
     */
    storableCheckedByRoute?: readonly RequestPart[];
  }
}

/** Field path → message for every string or key in the request that PostgreSQL cannot store. */
export function unstorableFields(request: Pick<FastifyRequest, RequestPart | 'routeOptions'>): FieldErrors {
  const own = request.routeOptions.config.storableCheckedByRoute ?? [];
  // A Map, not an object: a path such as `constructor` or `valueOf` is already "set" on an object.
  const fields = new Map<string, string>();
  for (const part of ['params', 'query', 'body'] as const) {
    if (own.includes(part)) continue;
    for (const path of unstorablePaths(request[part])) fields.set(path, UNSTORABLE_MESSAGE);
  }
  return Object.fromEntries(fields);
}

/**
 * Text PostgreSQL cannot store (a NUL, a lone surrogate; sync/SPEC.md R8) is refused with a 400
 * naming the field before any route's own validation, on every route: one walker
 * (core/records/storable.ts) for the REST bodies, query strings and path parameters as for the
 * sync records, so a route added later is covered without anyone remembering to (docs/api.md).
 */
export function registerStorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = unstorableFields(request);
    if (Object.keys(fields).length > 0) throw badRequest('Some fields are not valid', fields);
  });
}
