import { webcrypto } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { jwtVerify, SignJWT } from 'jose';
import { v7 as uuidv7 } from 'uuid';
import type { RoleId } from '@core/auth';
import { erasedSignIns, refreshTokens, sessionFamilies, users } from '../db/schema/index';
import type { Db, DbOrTx } from '../db/types';
import { randomToken, seal, sha256Hex, unseal } from '../lib/crypto';
import { ApiError } from '../lib/api-error';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** Two tabs (or a tab and a retry) may present the same refresh token a moment apart. */
export const REFRESH_GRACE_SECONDS = 10;
const ISSUER = 'treneris';
const AUDIENCE = 'treneris-api';

export interface AccessClaims {
  sub: string;
  /** The sign-in (session family) the token was issued to: it works only while that one is live. */
  sid: string;
  role_id: RoleId;
  email: string;
}

/**
 * The secret as a WebCrypto key, imported once per secret: given the raw bytes, jose imports them
 * again on every sign and verify, which is a measurable share of an authenticated request.
 */
const hmacKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    hmacKeys.set(secret, key);
  }
  return key;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An access token for `user` within the sign-in `sessionId` (a session family's id). Every request
 * checks that sign-in is still live (sessionUser), so ending it ends the token at once
 * (docs/operations.md, "Sessions").
 */
export async function issueAccessToken(
  secret: Uint8Array,
  user: { id: string; roleId: number; email: string },
  sessionId: string,
  now = new Date(),
): Promise<string> {
  if (!UUID.test(sessionId)) throw new Error('an access token must name the sign-in it belongs to');
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role_id: user.roleId, email: user.email, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
    .sign(await hmacKey(secret));
}

export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims> {
  const { payload } = await jwtVerify(token, await hmacKey(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
  if (typeof payload.sub !== 'string') throw new Error('token has no subject');
  // Tokens from before sign-ins were checked per request carry no sid: refused, the app refreshes.
  if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) throw new Error('token names no sign-in');
  return { sub: payload.sub, sid: payload.sid, role_id: payload.role_id as RoleId, email: String(payload.email) };
}

export interface SessionUser {
  id: string;
  roleId: number;
  email: string;
  status: string;
  lastActiveAt: Date | null;
  /** False when the token's sign-in was ended (sign-out, sign-out of all devices, password change or reset, disabling) or expired. */
  sessionLive: boolean;
}

const sessionColumns = { id: users.id, roleId: users.roleId, email: users.email, status: users.status, lastActiveAt: users.lastActiveAt };

/**
 * The token's user and whether its sign-in is still live, in one query: every authenticated
 * request runs it, so it is a primary-key read of the user joined to a primary-key read of the
 * session family.
 */
export async function sessionUser(db: DbOrTx, claims: Pick<AccessClaims, 'sub' | 'sid'>): Promise<SessionUser | undefined> {
  return sessionUserWith(db, claims, {});
}

/**
 * sessionUser's query with more of the user's row in it (`extra`), for a route whose whole answer
 * is about the signed-in user: it then needs no query of its own (docs/performance.md, "Load: many
 * devices (api load)"). Other routes keep the narrow read, which stays a read of primary keys.
 */
export async function sessionUserWith<Extra extends SelectedFieldsFlat>(
  db: DbOrTx,
  claims: Pick<AccessClaims, 'sub' | 'sid'>,
  extra: Extra,
): Promise<(SessionUser & SelectResultFields<Extra>) | undefined> {
  // The session's own columns come after `extra`, so no extra column can stand in for them.
  const [row] = await db
    .select({ user: { ...extra, ...sessionColumns }, familyId: sessionFamilies.id })
    .from(users)
    .leftJoin(
      sessionFamilies,
      and(
        eq(sessionFamilies.id, claims.sid),
        eq(sessionFamilies.userId, users.id),
        isNull(sessionFamilies.revokedAt),
        gt(sessionFamilies.expiresAt, sql`now()`),
      ),
    )
    .where(eq(users.id, claims.sub));
  if (!row) return undefined;
  // drizzle cannot spell out the row of a selection that is generic; it is exactly this.
  const user = row.user as Omit<SessionUser, 'sessionLive'> & SelectResultFields<Extra>;
  return { ...user, sessionLive: row.familyId !== null };
}

/** How stale users.last_active_at may get: the admin screens show days, not minutes. */
export const LAST_ACTIVE_RESOLUTION_SECONDS = 5 * 60;

/**
 * Marks the user active, at most once per LAST_ACTIVE_RESOLUTION_SECONDS. The condition is in the
 * UPDATE itself, so concurrent requests that all saw a stale time write the row once: the others
 * re-check it after the first commits and change nothing.
 */
export async function touchLastActive(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ lastActiveAt: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.lastActiveAt} is null or ${users.lastActiveAt} < now() - make_interval(secs => ${LAST_ACTIVE_RESOLUTION_SECONDS}))`,
      ),
    );
}

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export interface IssuedRefresh {
  token: string;
  familyId: string;
  expiresAt: Date;
}

async function addToken(db: DbOrTx, familyId: string): Promise<string> {
  const token = randomToken();
  await db.insert(refreshTokens).values({ id: uuidv7(), familyId, tokenHash: sha256Hex(token) });
  return token;
}

/** A new sign-in: a new family whose absolute expiry is `days` from now. */
export async function startSession(db: DbOrTx, userId: string, days: number, meta: SessionMeta): Promise<IssuedRefresh> {
  const familyId = uuidv7();
  const expiresAt = new Date(Date.now() + days * 86_400_000);
  await db.insert(sessionFamilies).values({ id: familyId, userId, expiresAt, userAgent: meta.userAgent?.slice(0, 500), ip: meta.ip });
  return { token: await addToken(db, familyId), familyId, expiresAt };
}

/** The device's account was erased (docs/account-deletion.md): the app deletes its local copy. */
export const accountDeleted = () => new ApiError(401, 'account_deleted', 'This account has been deleted.');

const invalidSession = () => new ApiError(401, 'session_invalid', 'Your session has ended. Please sign in again.');

export async function revokeFamily(db: DbOrTx, familyId: string, reason: string): Promise<void> {
  await db
    .update(sessionFamilies)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessionFamilies.id, familyId), isNull(sessionFamilies.revokedAt)));
}

/** Ends every sign-in of a user, or every one but `keepFamilyId` (the device making the change). */
export async function revokeUserSessions(db: DbOrTx, userId: string, reason: string, keepFamilyId?: string): Promise<void> {
  await db
    .update(sessionFamilies)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessionFamilies.userId, userId),
        isNull(sessionFamilies.revokedAt),
        keepFamilyId ? ne(sessionFamilies.id, keepFamilyId) : undefined,
      ),
    );
}

/**
 * Ends every sign-in of the user and gives the one of `familyId` (the device asking) a new family
 * in its place: same expiry, a new refresh token. A copy of the old token, wherever it is, no
 * longer works; the device keeps signed in with the new one (a password change).
 */
export async function replaceUserSessions(db: DbOrTx, userId: string, familyId: string, reason: string): Promise<IssuedRefresh> {
  const [kept] = await db
    .select({ expiresAt: sessionFamilies.expiresAt, userAgent: sessionFamilies.userAgent, ip: sessionFamilies.ip })
    .from(sessionFamilies)
    .where(and(eq(sessionFamilies.id, familyId), eq(sessionFamilies.userId, userId)));
  if (!kept) throw invalidSession();
  await revokeUserSessions(db, userId, reason);
  const newFamily = uuidv7();
  await db.insert(sessionFamilies).values({ id: newFamily, userId, expiresAt: kept.expiresAt, userAgent: kept.userAgent, ip: kept.ip });
  return { token: await addToken(db, newFamily), familyId: newFamily, expiresAt: kept.expiresAt };
}

export interface Rotated extends IssuedRefresh {
  userId: string;
  /** The account as it is now, for the new access token. */
  user: { id: string; roleId: number; email: string };
}

const SUCCESSOR = 'refresh-successor';

/**
 * Exchanges a refresh token for a new one in the same family. The exchange is an atomic
 * "mark used if unused", so two racing requests cannot both win. A token used before is reuse,
 * the sign of a stolen token, and revokes the whole family, unless it comes within a few seconds
 * of its first use: then it is a second tab racing the first, and gets the very token the first
 * one got (kept sealed with the exchanged token), never a new branch of the family.
 */
export async function rotateRefreshToken(db: Db, secret: Uint8Array, presented: string): Promise<Rotated> {
  const tokenHash = sha256Hex(presented);
  // One transaction, so a racing exchange (which waits on the row) sees the successor with the use.
  const won = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ familyId: refreshTokens.familyId });
    if (!claimed) return undefined;
    const family = await liveFamily(tx, claimed.familyId);
    const token = await addToken(tx, claimed.familyId);
    await tx
      .update(refreshTokens)
      .set({ successorSealed: seal(secret, SUCCESSOR, token) })
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return { ...family, token };
  });
  if (won) return won;

  const [used] = await db
    .select({
      familyId: refreshTokens.familyId,
      successorSealed: refreshTokens.successorSealed,
      inGrace: sql<boolean>`${refreshTokens.usedAt} > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS})`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!used) {
    const [erased] = await db.select({ hash: erasedSignIns.tokenHash }).from(erasedSignIns).where(eq(erasedSignIns.tokenHash, tokenHash));
    throw erased ? accountDeleted() : invalidSession();
  }
  const successor = used.inGrace && used.successorSealed ? unseal(secret, SUCCESSOR, used.successorSealed) : undefined;
  if (!successor) {
    await revokeFamily(db, used.familyId, 'refresh token reused');
    throw invalidSession();
  }
  return { ...(await liveFamily(db, used.familyId)), token: successor };
}

/** The sign-in `familyId` if it may still refresh, as the new access token needs it. */
async function liveFamily(db: DbOrTx, familyId: string): Promise<Omit<Rotated, 'token'>> {
  const [family] = await db
    .select({
      userId: sessionFamilies.userId,
      expiresAt: sessionFamilies.expiresAt,
      status: users.status,
      roleId: users.roleId,
      email: users.email,
    })
    .from(sessionFamilies)
    .innerJoin(users, eq(users.id, sessionFamilies.userId))
    .where(and(eq(sessionFamilies.id, familyId), isNull(sessionFamilies.revokedAt), gt(sessionFamilies.expiresAt, sql`now()`)));
  if (!family || family.status !== 'active') throw invalidSession();
  await db.update(sessionFamilies).set({ lastUsedAt: new Date() }).where(eq(sessionFamilies.id, familyId));
  return {
    familyId,
    expiresAt: family.expiresAt,
    userId: family.userId,
    user: { id: family.userId, roleId: family.roleId, email: family.email },
  };
}

/** The family a refresh token belongs to, used or not; for logout and "keep this device". */
export async function familyOfToken(db: DbOrTx, presented: string): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256Hex(presented)));
  return row?.familyId;
}
