import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { importExercises } from '../../../server/seed/exercise-import';
import { bundledLibraryFile } from '../../../server/seed/files';
import { seedReferenceData } from '../../../server/seed/reference';
import { addUser, bearer, signInAs, type SignedIn } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

type Item = { id: string; name: { 'en-US': string; 'lv-LV'?: string } } & Record<string, unknown>;
type Page = { items: Item[]; total: number };

const RESOURCES = ['age-groups', 'country-codes', 'exercise-types', 'exercises', 'inventory', 'joints', 'muscles', 'positions'] as const;

describe('the reference resources under /api/v1', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  let client: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    await importExercises(t.database.db, JSON.parse(readFileSync(bundledLibraryFile, 'utf8')) as unknown);
    await addUser(t.database.db, { email: 'admin@test.lv', roleId: ROLE.admin });
    await addUser(t.database.db, { email: 'coach@test.lv', roleId: ROLE.coach });
    await addUser(t.database.db, { email: 'client@test.lv', roleId: ROLE.client });
    admin = await signInAs(t.app, 'admin@test.lv');
    coach = await signInAs(t.app, 'coach@test.lv');
    client = await signInAs(t.app, 'client@test.lv');
  });
  afterAll(() => t.close());

  const get = async (who: SignedIn, url: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(who.accessToken) });
    return { status: response.statusCode, body: response.json<Page & Record<string, unknown>>() };
  };
  const send = (who: SignedIn, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(who.accessToken), ...(payload ? { payload } : {}) });
  const names = (page: Page, locale: 'en-US' | 'lv-LV' = 'en-US') => page.items.map((item) => item.name[locale] ?? item.name['en-US']);

  it.each(RESOURCES)('%s: every signed-in user reads the list', async (resource) => {
    for (const who of [admin, coach, client]) {
      const { status, body } = await get(who, resource);
      expect(status).toBe(200);
      expect(body.total).toBeGreaterThan(0);
      expect(body.items.length).toBe(Math.min(25, body.total));
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/${resource}` })).statusCode).toBe(401);
  });

  it.each(RESOURCES)('%s: coaches and clients get 403 on every write', async (resource) => {
    const { body } = await get(admin, resource);
    const id = body.items[0]?.id ?? '';
    for (const who of [coach, client]) {
      expect((await send(who, 'POST', resource, { name: { 'en-US': 'X' } })).statusCode).toBe(403);
      expect((await send(who, 'PUT', `${resource}/${id}`, { name: { 'en-US': 'X' } })).statusCode).toBe(403);
      expect((await send(who, 'PATCH', `${resource}/${id}`, { name: { 'en-US': 'X' } })).statusCode).toBe(403);
      expect((await send(who, 'DELETE', `${resource}/${id}`)).statusCode).toBe(403);
    }
  });

  it('pages and counts: 249 countries in pages of 50', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => get(admin, `country-codes?pageSize=50&page=${page}&sort=code`)));
    expect(pages.map(({ body }) => body.items.length)).toEqual([50, 50, 50, 50, 49]);
    expect(pages.every(({ body }) => body.total === 249)).toBe(true);
    const codes = pages.flatMap(({ body }) => body.items.map((item) => item.code as string));
    expect(new Set(codes).size).toBe(249);
    expect(codes).toEqual([...codes].sort());
  });

  it('sorts by a column, both ways, and by names in the chosen language', async () => {
    const up = await get(admin, 'country-codes?sort=dial_code&pageSize=3');
    const down = await get(admin, 'country-codes?sort=-dial_code&pageSize=3');
    expect(up.body.items.map((item) => item.dial_code)).toEqual(['+1', '+1', '+1']);
    expect(down.body.items[0]?.dial_code).toBe('+998');
    const lv = await get(admin, 'muscles?sort=name&locale=lv-LV&pageSize=100');
    const lvNames = names(lv.body, 'lv-LV');
    expect(lvNames).toEqual([...lvNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('searches without regard to case or Latvian diacritics', async () => {
    const created = await send(admin, 'POST', 'exercises', {
      name: { 'en-US': 'Overhead press (standing)', 'lv-LV': 'Spiediens virs galvas stāvus' },
    });
    expect(created.statusCode).toBe(201);
    expect(names((await get(admin, 'exercises?q=spiediens')).body, 'lv-LV')).toContain('Spiediens virs galvas stāvus');
    const squats = names((await get(admin, 'exercises?q=pietupiens&pageSize=100')).body, 'lv-LV');
    expect(squats).toContain('Pietupiens ar stieni');
    expect(squats.every((name) => name.toLowerCase().includes('pietupiens'))).toBe(true);
    expect(names((await get(admin, 'exercises?q=spiesana guļus&pageSize=100')).body, 'lv-LV')).toContain('Hanteļu spiešana guļus');
    expect(names((await get(admin, 'muscles?q=VĒDERA')).body, 'lv-LV')).toContain('Vēdera muskuļi');
    expect((await get(admin, 'country-codes?q=latvija')).body.items.map((item) => item.code)).toEqual(['LV']);
    expect((await get(admin, 'exercises?q=%25')).body.total).toBe(0);
  });

  it('searches what a record is written with in the same test: names in both languages, a key’s words, a country’s code and dial code', async () => {
    const joint = await send(admin, 'POST', 'joints', {
      key: 'lower_back_facet',
      name: { 'en-US': 'Zygapophysial', 'lv-LV': 'Šķautņu locītava' },
    });
    expect(joint.statusCode).toBe(201);
    for (const q of ['back facet', 'zygapophysial', 'skautnu'])
      expect(names((await get(admin, `joints?q=${encodeURIComponent(q)}`)).body)).toEqual(['Zygapophysial']);
    const country = await send(admin, 'POST', 'country-codes', {
      code: 'XQ',
      dial_code: '+999',
      name: { 'en-US': 'Nowhere Isles', 'lv-LV': 'Nekurienes salas' },
    });
    expect(country.statusCode).toBe(201);
    for (const q of ['xq', '+999', 'nowhere', 'nekurienes'])
      expect((await get(admin, `country-codes?q=${encodeURIComponent(q)}`)).body.items.map((item) => item.code)).toEqual(['XQ']);
  });

  it('filters exercises by muscle, type and level', async () => {
    const quads = (await get(admin, 'muscles?q=quadriceps')).body.items[0]?.id ?? '';
    const page = await get(admin, `exercises?muscle_id=${quads}&level=expert&pageSize=200`);
    expect(page.body.total).toBeGreaterThan(0);
    expect(
      page.body.items.every(
        (item) =>
          item.level === 'expert' && [...(item.primary_muscle_ids as string[]), ...(item.secondary_muscle_ids as string[])].includes(quads),
      ),
    ).toBe(true);
  });

  it('creates, reads, replaces, patches and deletes (as a tombstone)', async () => {
    const created = await send(admin, 'POST', 'joints', { name: { 'en-US': 'Jaw', 'lv-LV': 'Žoklis' } });
    expect(created.statusCode).toBe(201);
    const joint = created.json<{ id: string; version: number }>();
    expect(joint).toMatchObject({ name: { 'en-US': 'Jaw', 'lv-LV': 'Žoklis' }, key: null });
    expect((await get(coach, `joints/${joint.id}`)).body).toMatchObject({ id: joint.id });
    const replaced = await send(admin, 'PUT', `joints/${joint.id}`, { name: { 'en-US': 'Jaw joint' } });
    expect(replaced.json()).toMatchObject({ name: { 'en-US': 'Jaw joint' } });
    const patched = await send(admin, 'PATCH', `joints/${joint.id}`, {
      name: { 'en-US': 'Temporomandibular', 'lv-LV': 'Deniņu-apakšžokļa locītava' },
    });
    expect(patched.json<{ version: number }>().version).toBeGreaterThan(joint.version);
    expect((await send(admin, 'DELETE', `joints/${joint.id}`)).statusCode).toBe(204);
    expect((await get(admin, `joints/${joint.id}`)).status).toBe(404);
    expect((await send(admin, 'PATCH', `joints/${joint.id}`, { name: { 'en-US': 'Back' } })).statusCode).toBe(404);
  });

  it('answers 400 with a message per field', async () => {
    const response = await send(admin, 'POST', 'age-groups', { name: { 'en-US': '' }, min_age: 40, max_age: 30 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { 'name.en-US': 'is required', max_age: 'must not be below the minimum age' } },
    });
    const duplicate = await send(admin, 'POST', 'country-codes', { code: 'LV', dial_code: '+371', name: { 'en-US': 'Latvia again' } });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ error: { fields: { code: 'is already used by another record' } } });
    expect((await send(admin, 'PATCH', 'muscles/not-a-uuid', {})).statusCode).toBe(400);
  });

  it('refuses to delete a record still in use: 409 saying what uses it', async () => {
    const chest = (await get(admin, 'muscles?q=chest')).body.items.find((item) => item.key === 'chest');
    const response = await send(admin, 'DELETE', `muscles/${chest?.id ?? ''}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'in_use', fields: { exercises: expect.stringMatching(/^\d+$/) as string } } });
    expect((await get(admin, `muscles/${chest?.id ?? ''}`)).status).toBe(200);
  });

  it('imports an uploaded library file: only admins, and only what is new', async () => {
    const file = [{ id: 'Upload_Test', name: 'Upload test', category: 'strength', primaryMuscles: ['chest'], instructions: ['Push.'] }];
    expect((await send(coach, 'POST', 'exercises/import', file)).statusCode).toBe(403);
    const first = await send(admin, 'POST', 'exercises/import', file);
    expect(first.json()).toEqual({ total: 1, created: 1, skipped: 0, unmapped: {} });
    expect((await send(admin, 'POST', 'exercises/import', file)).json()).toEqual({ total: 1, created: 0, skipped: 1, unmapped: {} });
    expect((await send(admin, 'POST', 'exercises/import', { not: 'a list' })).statusCode).toBe(400);
  });
});
