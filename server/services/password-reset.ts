import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { passwordResetTokens, users } from '../db/schema/index';
import type { Db } from '../db/types';
import { randomToken, sha256Hex } from '../lib/crypto';
import { ApiError } from '../lib/api-error';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';

export const RESET_TOKEN_SECONDS = 60 * 60;
export const INVITE_TOKEN_SECONDS = 7 * 24 * 60 * 60;

/** Creates a single-use link token; only its hash is stored. Earlier unused links of the user stop working. */
export async function createResetToken(db: Db, userId: string, purpose: 'reset' | 'invite' = 'reset'): Promise<string> {
  const token = randomToken();
  const seconds = purpose === 'invite' ? INVITE_TOKEN_SECONDS : RESET_TOKEN_SECONDS;
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      id: uuidv7(),
      userId,
      purpose,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + seconds * 1000),
    });
  });
  return token;
}

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/user/password?token=${encodeURIComponent(token)}`;
}

const invalidLink = () =>
  new ApiError(400, 'invalid_token', 'This link is invalid or has expired. Request a new one.', { token: 'is invalid or expired' });

/** The address of the account a usable link is for; an unknown, used or expired link is refused. */
export async function emailOfResetLink(db: Db, token: string): Promise<string> {
  const [link] = await db
    .select({ email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256Hex(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
  if (!link) throw invalidLink();
  return link.email;
}

/**
 * Sets the new password and ends every session of the account. The token is claimed with an
 * atomic "mark used if unused and unexpired", so it works exactly once even under a double submit.
 */
export async function resetPassword(db: Db, token: string, newPassword: string): Promise<string> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256Hex(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId, purpose: passwordResetTokens.purpose });
    if (!claimed) throw invalidLink();
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: new Date(),
        // Following an invitation or reset link proves the mailbox is the user's.
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        status: sql`case when ${users.status} = 'invited' then 'active' else ${users.status} end`,
      })
      .where(eq(users.id, claimed.userId))
      .returning({ id: users.id, status: users.status });
    if (!user || user.status === 'disabled') throw invalidLink();
    await revokeUserSessions(tx, claimed.userId, 'password reset');
    return claimed.userId;
  });
}
