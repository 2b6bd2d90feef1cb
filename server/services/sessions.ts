import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { v7 as uuidv7 } from 'uuid';
import type { RoleId } from '@sync/auth';
import { refreshTokens, sessionFamilies, users } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { randomToken, sha256Hex } from '../lib/crypto';
import { ApiError } from '../lib/errors';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** Two tabs (or a tab and a retry) may present the same refresh token a moment apart. */
export const REFRESH_GRACE_SECONDS = 10;
const ISSUER = 'treneris';
const AUDIENCE = 'treneris-api';

export interface AccessClaims {
  sub: string;
  role_id: RoleId;
  email: string;
}

export async function issueAccessToken(secret: Uint8Array, user: { id: string; roleId: number; email: string }, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role_id: user.roleId, email: user.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
    .sign(secret);
}

export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims> {
  const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
  if (typeof payload.sub !== 'string') throw new Error('token has no subject');
  return { sub: payload.sub, role_id: payload.role_id as RoleId, email: String(payload.email) };
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

export interface Rotated extends IssuedRefresh {
  userId: string;
}

/**
 * Exchanges a refresh token for a new one in the same family. The exchange is an atomic
 * "mark used if unused", so two racing requests cannot both win. A token used before is reuse,
 * the sign of a stolen token, and revokes the whole family, unless it comes within a few seconds
 * of its first use: then it is a second tab racing the first, and gets a sibling token.
 */
export async function rotateRefreshToken(db: DbOrTx, presented: string): Promise<Rotated> {
  const tokenHash = sha256Hex(presented);
  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ familyId: refreshTokens.familyId });

  let familyId = claimed?.familyId;
  if (!familyId) {
    const [used] = await db
      .select({ familyId: refreshTokens.familyId, inGrace: sql<boolean>`${refreshTokens.usedAt} > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS})` })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!used) throw invalidSession();
    if (!used.inGrace) {
      await revokeFamily(db, used.familyId, 'refresh token reused');
      throw invalidSession();
    }
    familyId = used.familyId;
  }

  const [family] = await db
    .select({ userId: sessionFamilies.userId, expiresAt: sessionFamilies.expiresAt, status: users.status })
    .from(sessionFamilies)
    .innerJoin(users, eq(users.id, sessionFamilies.userId))
    .where(and(eq(sessionFamilies.id, familyId), isNull(sessionFamilies.revokedAt), gt(sessionFamilies.expiresAt, sql`now()`)));
  if (!family || family.status !== 'active') throw invalidSession();

  await db.update(sessionFamilies).set({ lastUsedAt: new Date() }).where(eq(sessionFamilies.id, familyId));
  return { token: await addToken(db, familyId), familyId, expiresAt: family.expiresAt, userId: family.userId };
}

/** The family a refresh token belongs to, used or not; for logout and "keep this device". */
export async function familyOfToken(db: DbOrTx, presented: string): Promise<string | undefined> {
  const [row] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256Hex(presented)));
  return row?.familyId;
}
