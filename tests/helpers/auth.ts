import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { RoleId } from '@core/auth';
import { ROLE } from '@core/auth-constants';
import type { Db } from '../../server/db/types';
import { hashPassword } from '../../server/services/passwords';
import { createUser, type UserRow } from '../../server/services/users';

export const PASSWORD = 'correct horse battery';

export async function addUser(
  db: Db,
  {
    email,
    roleId = 3,
    password = PASSWORD,
    status = 'active',
    name = 'Test Person',
  }: { email: string; roleId?: RoleId; password?: string | null; status?: 'active' | 'invited'; name?: string },
): Promise<UserRow> {
  return createUser(db, { email, roleId, name, status, passwordHash: password === null ? null : await hashPassword(password) });
}

export function refreshCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'treneris_refresh');
  if (!cookie?.value) throw new Error(`no refresh cookie in ${response.statusCode} response: ${response.body}`);
  return cookie.value;
}

export interface SignedIn {
  accessToken: string;
  refresh: string;
  userId: string;
}

export async function signInAs(app: FastifyInstance, email: string, password = PASSWORD): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ access_token: string; user: { id: string } }>();
  return { accessToken: body.access_token, refresh: refreshCookieOf(response), userId: body.user.id };
}

/** The people the access tests need: an admin, a coach, another coach and a client, signed in. */
export interface Cast {
  admin: SignedIn;
  coach: SignedIn;
  rival: SignedIn;
  person: SignedIn;
}

export async function signInCast(app: FastifyInstance, db: Db): Promise<Cast> {
  await addUser(db, { email: 'admin@test.lv', roleId: ROLE.admin });
  await addUser(db, { email: 'coach@test.lv', roleId: ROLE.coach });
  await addUser(db, { email: 'rival@test.lv', roleId: ROLE.coach });
  await addUser(db, { email: 'person@test.lv', roleId: ROLE.client });
  return {
    admin: await signInAs(app, 'admin@test.lv'),
    coach: await signInAs(app, 'coach@test.lv'),
    rival: await signInAs(app, 'rival@test.lv'),
    person: await signInAs(app, 'person@test.lv'),
  };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export function refreshWith(app: FastifyInstance, cookie: string) {
  return app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { treneris_refresh: cookie } });
}
