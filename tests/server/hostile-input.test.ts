import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { v4 as uuidv4 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROLE, type RoleId } from '@core/auth';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '@sync/protocol';
import { SERVER_OWNED_FIELDS } from '@core/records/index';
import { importExercises } from '../../server/seed/exercise-import';
import { bundledLibraryFile } from '../../server/seed/files';
import { seedReferenceData } from '../../server/seed/reference';
import { addUser, bearer, signInAs, type SignedIn } from '../helpers/auth';
import { routeList, type ListedRoute } from '../helpers/route-list';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * No 5xx from hostile input, on every route the app registers: the list comes from the app itself
 * (onRoute), so a route added later is covered without anyone listing it. Each route gets, from an
 * anonymous visitor and from a signed-in client, coach and admin, its own plausible request (built
 * from its schemas, or from a real record of its list) with one part at a time replaced by
 * something hostile: wrong types, a NUL, lone surrogates, prototype keys, huge and negative
 * numbers, year-0 dates, deep JSON and 1 MB strings. A 4xx is the right answer to all of it
 * (docs/api.md, "Validation at the boundary"); a 5xx fails the test and names the request.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  default?: Json;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
}

const NUL = 'a\u0000b';
const MEGABYTE = 'x'.repeat(1 << 20);
/** Deeper than any call stack: what JSON.parse reads from a few hundred kilobytes. */
const DEPTH = 10_000;

const PROTOTYPE_KEYS: Json = { constructor: 'x', valueOf: 1, hasOwnProperty: 'x', toString: null };
/** Wrong in any place: text PostgreSQL cannot store, and the wrong shapes. */
const ANYWHERE: [string, Json][] = [
  ['a NUL', NUL],
  ['null', null],
  ['prototype keys', PROTOTYPE_KEYS],
  ['an array holding a NUL', ['\u0000']],
];
/**
 * Put in place of one value of a plausible body, one at a time, by what the value was: a 1 MB
 * string where text goes (an index refuses long keys), extreme numbers where numbers go, dates
 * PostgreSQL has no room for where dates go.
 */
const HOSTILE_VALUES = {
  string: [...ANYWHERE, ['lone surrogates', '\uDC00a\uD800'], ['a 1 MB string', MEGABYTE], ['"__proto__"', '__proto__'], ['-1', -1]],
  date: [
    ['a year-0 date', '0000-01-01'],
    ['a year-0 instant', '0000-01-01T00:00:00Z'],
    ['a year-10000 instant', '+010000-01-01T00:00:00Z'],
  ],
  number: [...ANYWHERE, ['-1', -1], ['1e308', 1e308], ['0.5', 0.5], ['a numeric string', '1']],
  other: [...ANYWHERE, ['an empty object', {}], ['a number', 1], ['a string', 'x']],
} satisfies Record<string, [string, Json][]>;

function hostileValuesFor(was: Json | undefined): [string, Json][] {
  if (typeof was === 'string')
    return /^\d{4}-\d\d-\d\d/.test(was) ? [...HOSTILE_VALUES.string, ...HOSTILE_VALUES.date] : HOSTILE_VALUES.string;
  return typeof was === 'number' ? HOSTILE_VALUES.number : HOSTILE_VALUES.other;
}

/** Whole bodies, as sent. */
const RAW_BODIES: [string, string][] = [
  ['JSON null', 'null'],
  ['a JSON string with a NUL', '"a\\u0000"'],
  ['a number too large for a double', '1e999'],
  ['an empty array', '[]'],
  ['a __proto__ key', '{"__proto__":{"isAdmin":true}}'],
  ['constructor.prototype', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['deeply nested arrays', `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`],
  ['deeply nested objects', `${'{"a":'.repeat(DEPTH)}"\\u0000"${'}'.repeat(DEPTH)}`],
  ['truncated JSON', '{"a":'],
  ['a 1 MB JSON string', JSON.stringify(MEGABYTE)],
  ['records with bad text', JSON.stringify([{ id: NUL, name: { 'en-US': 'a\uD800' } }])],
];

/** As long as a query value can be: Node's HTTP parser refuses a request line past 16 KB. */
const LONGEST_QUERY_VALUE = 'x'.repeat(16 * 1024);
/** Query values, already percent-encoded (a lone surrogate arrives as its CESU-8 bytes). */
const QUERY_VALUES = [
  'a%00b',
  '%ED%A0%80',
  '__proto__',
  'valueOf',
  'hasOwnProperty',
  'constructor',
  '-1',
  '1e400',
  '0.5',
  '',
  '0000-01-01',
  LONGEST_QUERY_VALUE,
];
/** Names no route declares, sent together: a route that looks a name up on a plain object finds inherited members. */
const EXTRA_QUERY_KEYS = ['__proto__', 'constructor', 'valueOf', 'hasOwnProperty', '%00'];
const EXTRA_QUERY_VALUES = ['%00', 'x', LONGEST_QUERY_VALUE];
/** Path parameters, percent-encoded as in an address. */
const PARAM_VALUES = [
  '%00',
  '__proto__',
  'constructor',
  'valueOf',
  '-1',
  '%ED%A0%80',
  '%',
  'x'.repeat(1000),
  '00000000-0000-0000-0000-000000000000',
  uuidv4(),
];

/**
 * Fields of a record read from a list that a write must not send back (the server sets them, and a
 * patch naming one is refused, sync/SPEC.md R5), or every variant would stop at that refusal; and
 * its key, unique among live records.
 */
const SERVER_SET = new Set(['id', 'version', 'updated_at', 'deleted', 'key', ...Object.values(SERVER_OWNED_FIELDS).flat()]);

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** A value the schema plausibly accepts, so the hostile part is the only thing wrong with a request. */
function sample(schema: JsonSchema | undefined, root: JsonSchema | undefined, depth = 0): Json {
  if (!schema || depth > 8) return null;
  if (schema.$ref) return sample(root?.$defs?.[schema.$ref.replace('#/$defs/', '')], root, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0] ?? null;
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options) return sample(options.find((option) => option.type !== 'null') ?? options[0], root, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return uuidv4();
      if (schema.format === 'email') return `someone.${uuidv4().slice(0, 8)}@test.lv`;
      if (schema.format === 'date') return '2026-03-01';
      if (schema.format === 'date-time') return '2026-03-01T10:00:00Z';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    case 'number':
    case 'integer':
      return schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sample(schema.items, root, depth + 1));
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sample(property, root, depth + 1)]));
    default:
      return {};
  }
}

/** Every position in a value (not the value itself), to the depth a schema's documents go. */
function positions(value: Json, at: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || at.length >= 5) return [];
  const entries = Array.isArray(value) ? value.slice(0, 1).map((item, index) => [String(index), item] as const) : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...at, key], ...positions(item, [...at, key])]);
}

function valueAt(value: Json, at: string[]): Json | undefined {
  let found: Json | undefined = value;
  for (const key of at) found = found !== null && typeof found === 'object' ? (found as Record<string, Json>)[key] : undefined;
  return found;
}

function replacedAt(value: Json, at: string[], replacement: Json): Json {
  const copy = structuredClone(value);
  let parent = copy as Record<string, Json>;
  for (const key of at.slice(0, -1)) parent = parent[key] as Record<string, Json>;
  parent[at.at(-1) ?? ''] = replacement;
  return copy;
}

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Probe {
  params?: Record<string, string>;
  query?: string;
  body?: Json;
  rawBody?: string;
  label: string;
}

interface Plausible {
  params: Record<string, string>;
  body: Json | undefined;
  queryKeys: string[];
}

/*
 * The app is built while the tests are collected, so that each route it registers becomes a test
 * of its own: a new route appears in the report by name.
 */
const listed = routeList();
const t: TestApp = await createTestApp({ onRoute: listed.onRoute });
afterAll(() => t.close());
/** Deletions last, so the records the other routes act on are still there. */
const routes = [...listed.routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
const people = new Map<string, { email: string; session: SignedIn }>();
const fuzzingIds = new Set<string>();
/** The first record of each list, for routes that act on one (`/muscles/:id`) and for bodies no schema describes. */
const firstOfList = new Map<string, { [key: string]: Json } | undefined>();

beforeAll(async () => {
  await seedReferenceData(t.database.db);
  // A few exercises, so the exercise routes act on a real one (the richest record the API writes).
  await importExercises(t.database.db, (JSON.parse(readFileSync(bundledLibraryFile, 'utf8')) as unknown[]).slice(0, 3));
  const accounts: [string, RoleId][] = [
    ['client', ROLE.client],
    ['coach', ROLE.coach],
    ['admin', ROLE.admin],
  ];
  for (const [name, roleId] of accounts) {
    const email = `${name}@test.lv`;
    await addUser(t.database.db, { email, roleId, name });
    const session = await signInAs(t.app, email);
    fuzzingIds.add(session.userId);
    people.set(name, { email, session });
  }
  // Someone for the admin's routes about one person to act on, rather than the accounts doing the probing.
  await addUser(t.database.db, { email: 'bystander@test.lv', roleId: ROLE.client, name: 'Bystander' });
});

async function firstRecordOf(listUrl: string): Promise<{ [key: string]: Json } | undefined> {
  if (!firstOfList.has(listUrl)) {
    const admin = people.get('admin')?.session;
    const answer = await t.app.inject({ method: 'GET', url: listUrl, headers: bearer(admin?.accessToken ?? '') });
    const json = answer.statusCode === 200 && String(answer.headers['content-type']).startsWith('application/json');
    const items = json ? (answer.json<{ items?: { [key: string]: Json }[] }>().items ?? []) : [];
    firstOfList.set(
      listUrl,
      items.find((item) => typeof item.id !== 'string' || !fuzzingIds.has(item.id)),
    );
  }
  return firstOfList.get(listUrl);
}

/** The list a route's record comes from: `/api/v1/muscles` for `/api/v1/muscles/:id`, when that is a GET route. */
function listOf(route: ListedRoute): string | undefined {
  const base = route.url.includes('/:') ? route.url.slice(0, route.url.indexOf('/:')) : route.url;
  return listed.routes.some((other) => other.method === 'GET' && other.url === base && !base.includes(':')) ? base : undefined;
}

async function plausibleRequest(route: ListedRoute): Promise<Plausible> {
  const schema = route.schema;
  const list = listOf(route);
  const record = list ? await firstRecordOf(list) : undefined;
  const params: Record<string, string> = {};
  for (const [, name] of route.url.matchAll(/:([A-Za-z0-9_]+)/g))
    params[name ?? ''] = typeof record?.id === 'string' ? record.id : uuidv4();
  if (route.url.endsWith('*')) params['*'] = 'x';
  const bodySchema = jsonSchemaOf(schema?.body);
  let body: Json | undefined = route.method === 'GET' ? undefined : bodySchema ? sample(bodySchema, bodySchema) : {};
  // A free-form body (the resources' records) is described by a record its list answers.
  if (isObject(body) && Object.keys(body).length === 0 && bodySchema?.type === 'object' && record) {
    body = Object.fromEntries(Object.entries(record).filter(([key]) => !SERVER_SET.has(key)));
  }
  const querySchema = jsonSchemaOf(schema?.querystring);
  return { params, body, queryKeys: Object.keys(querySchema?.properties ?? {}) };
}

function urlOf(route: ListedRoute, params: Record<string, string>, query: string | undefined): string {
  const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => params[name] ?? 'x').replace(/\*$/, params['*'] ?? '');
  return query ? `${path}?${query}` : path;
}

async function send(who: string, route: ListedRoute, plausible: Plausible, probe: Probe): Promise<LightMyRequestResponse> {
  // What a real client sends with every request: the sync routes check the protocol before the body.
  const headers: Record<string, string> = { [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) };
  const session = people.get(who)?.session;
  if (session) Object.assign(headers, bearer(session.accessToken));
  const body =
    probe.rawBody ??
    (probe.body !== undefined ? JSON.stringify(probe.body) : plausible.body !== undefined ? JSON.stringify(plausible.body) : undefined);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return t.app.inject({
    method: route.method as 'GET',
    url: urlOf(route, probe.params ?? plausible.params, probe.query),
    headers,
    ...(body !== undefined ? { payload: body } : {}),
  });
}

/** Each hostile variant of a route's plausible request. */
function* probesOf(route: ListedRoute, plausible: Plausible, refused: boolean): Generator<Probe> {
  const withBody = route.method !== 'GET';
  if (withBody) for (const [label, rawBody] of RAW_BODIES) yield { label: `body: ${label}`, rawBody };
  // Refused before anything else is read (it answered 401 or 403): the rest would be refused the same way.
  if (refused) return;
  for (const name of Object.keys(plausible.params)) {
    for (const value of PARAM_VALUES)
      yield { label: `param ${name}=${value.slice(0, 40)}`, params: { ...plausible.params, [name]: value } };
  }
  for (const key of plausible.queryKeys) {
    for (const value of QUERY_VALUES) yield { label: `query ${key}=${value.slice(0, 40)}`, query: `${key}=${value}` };
    yield { label: `query ${key} twice`, query: `${key}=a&${key}=b` };
  }
  for (const value of EXTRA_QUERY_VALUES)
    yield {
      label: `query keys ${EXTRA_QUERY_KEYS.join(', ')}=${value.slice(0, 40)}`,
      query: EXTRA_QUERY_KEYS.map((key) => `${key}=${value}`).join('&'),
    };
  if (withBody && plausible.body !== undefined) {
    if (isObject(plausible.body))
      yield {
        label: 'body with prototype keys',
        body: { ...plausible.body, constructor: 'x', valueOf: 'x', hasOwnProperty: 'x', toString: 'x' },
      };
    for (const at of positions(plausible.body)) {
      for (const [label, value] of hostileValuesFor(valueAt(plausible.body, at)))
        yield { label: `body ${at.join('.')}: ${label}`, body: replacedAt(plausible.body, at, value) };
    }
  }
}

/** The routes each person's plausible or hostile requests got a 2xx from: proof that the probes reach the handlers. */
const answered = new Map<string, Set<string>>();

/** Sends a route every probe as this person; the requests that got a 5xx. */
async function probeRoute(who: string, route: ListedRoute): Promise<string[]> {
  const failures: string[] = [];
  const name = `${route.method} ${route.url}`;
  const check = (response: LightMyRequestResponse, label: string) => {
    if (response.statusCode >= 500) failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    if (response.statusCode < 300) answered.get(who)?.add(name);
    return response;
  };
  const plausible = await plausibleRequest(route);
  const first = check(await send(who, route, plausible, { label: 'plausible' }), 'plausible');
  for (const probe of probesOf(route, plausible, first.statusCode === 401 || first.statusCode === 403))
    check(await send(who, route, plausible, probe), probe.label);
  // A route that ended this person's sign-in (signing out everywhere) must not leave the next routes refused.
  const person = people.get(who);
  if (
    person &&
    (await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(person.session.accessToken) })).statusCode !== 200
  ) {
    person.session = await signInAs(t.app, person.email);
  }
  return failures;
}

/** Routes whose plausible request each person must get a 2xx from, or the probes would test only the first checks. */
const MUST_ANSWER: Record<string, string[]> = {
  anonymous: ['GET /api/v1/health', 'GET /api/v1/config', 'GET /api/v1/openapi.json'],
  client: ['GET /api/v1/muscles', 'GET /api/v1/muscles/:id', 'PUT /api/v1/profile', 'POST /api/v1/sync/push', 'POST /api/v1/sync/pull'],
  coach: ['GET /api/v1/exercises', 'PUT /api/v1/profile', 'POST /api/v1/sync/push', 'POST /api/v1/sync/pull'],
  admin: [
    'PUT /api/v1/muscles/:id',
    'PATCH /api/v1/exercises/:id',
    'GET /api/v1/admin/users',
    'PATCH /api/v1/admin/users/:id',
    'POST /api/v1/admin/messages',
    'DELETE /api/v1/joints/:id',
  ],
};

it("the route list is the app's own", () => {
  // Guards the guard: an empty list would pass every test below.
  expect(routes.length).toBeGreaterThan(70);
  expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
    expect.arrayContaining(['POST /api/v1/exercises/import', 'GET /api/v1/muscles', 'POST /api/v1/auth/register']),
  );
});

describe.each(['anonymous', 'client', 'coach', 'admin'])('no 5xx from hostile input as %s', (who) => {
  beforeAll(() => {
    answered.set(who, new Set());
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', async (_name, route) => {
    expect(await probeRoute(who, route)).toEqual([]);
  });

  it('the plausible requests reached the handlers', () => {
    expect([...(answered.get(who) ?? [])]).toEqual(expect.arrayContaining(MUST_ANSWER[who] ?? []));
  });
});
