import { and, count, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { PUSH_LIMITS, type PushSubscriptionInput } from '@core/push';
import { pushSubscriptions, users } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { ApiError, conflict } from '../../lib/api-error';
import { endpointProblem, type AllowedOrigin } from './origins';

/**
 * A browser of `userId` takes pushes from now on. Its endpoint must be a push service on the
 * allow-list (nothing else is ever stored, so nothing else is ever called). A browser subscribed
 * again, or by the next person signed in on it, keeps one row: the endpoint is the browser's.
 */
export async function subscribePush(
  db: Db,
  userId: string,
  input: PushSubscriptionInput,
  allowed: readonly AllowedOrigin[],
): Promise<void> {
  const problem = endpointProblem(input.endpoint, allowed);
  if (problem)
    throw new ApiError(
      422,
      'push_service_refused',
      `This browser’s push service is not one this server sends to: the endpoint ${problem}`,
      {
        endpoint: problem,
      },
    );
  await db.transaction(async (tx) => {
    // The account row orders two subscriptions of one person arriving at once, so the limit holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [known] = await tx
      .select({ id: pushSubscriptions.id, user_id: pushSubscriptions.user_id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.endpoint));
    if (!known || known.user_id !== userId) {
      const [held] = await tx.select({ total: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.user_id, userId));
      if ((held?.total ?? 0) >= PUSH_LIMITS.subscriptionsPerUser)
        throw conflict(
          'too_many_subscriptions',
          `Notifications reach at most ${PUSH_LIMITS.subscriptionsPerUser} browsers per person. Turn them off on a browser you no longer use first.`,
        );
    }
    const keys = { user_id: userId, p256dh: input.keys.p256dh, auth: input.keys.auth };
    if (known) await tx.update(pushSubscriptions).set(keys).where(eq(pushSubscriptions.id, known.id));
    else await tx.insert(pushSubscriptions).values({ id: uuidv7(), endpoint: input.endpoint, ...keys });
  });
}

/** This browser takes no more pushes for `userId` (notifications turned off, or signing out). */
export async function unsubscribePush(db: Db, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.user_id, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** How many browsers take pushes for `userId`. */
export async function subscriptionCount(db: Db, userId: string): Promise<number> {
  const [held] = await db.select({ total: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.user_id, userId));
  return held?.total ?? 0;
}
