import { sql } from 'drizzle-orm';
import { ApiError } from '../lib/api-error';
import { queryRows } from '../db/execute';
import type { Db } from '../db/types';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one attempt against `key` in a fixed window and answers whether it is allowed. The counter
 * lives in the database so that every server process behind a load balancer shares it.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
): Promise<{ allowed: boolean; count: number; retryAfterSeconds: number }> {
  const [row] = await queryRows<{ count: number; retry: number }>(
    db,
    sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds}) then now() else rate_limits.window_start end
    returning count, ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry`,
  );
  if (!row) throw new Error('rate limit upsert returned nothing');
  return { allowed: row.count <= rule.limit, count: row.count, retryAfterSeconds: Math.max(1, row.retry) };
}

export interface RateLimitCheck {
  key: string;
  rule: RateLimitRule;
}

export function rateLimited(retryAfter: number): ApiError {
  return new ApiError(429, 'rate_limited', `Too many attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`, undefined, {
    'Retry-After': String(retryAfter),
  });
}

/**
 * Counts one attempt against every key and refuses (429) when any is over its limit. Counting
 * comes first and is one atomic upsert per key, so parallel requests cannot all pass a check made
 * before any of them was counted: the 11th of 100 simultaneous attempts already sees 11.
 * Returns the counts after this attempt, in the order of `checks`.
 */
export async function reserveAttempts(db: Db, checks: readonly RateLimitCheck[]): Promise<number[]> {
  let retryAfter = 0;
  const counts: number[] = [];
  for (const check of checks) {
    const outcome = await hitRateLimit(db, check.key, check.rule);
    counts.push(outcome.count);
    if (!outcome.allowed) retryAfter = Math.max(retryAfter, outcome.retryAfterSeconds);
  }
  if (retryAfter > 0) throw rateLimited(retryAfter);
  return counts;
}

/** Same as reserveAttempts, for limits on every request (mails sent, registrations). */
export async function enforceRateLimits(db: Db, checks: readonly RateLimitCheck[]): Promise<void> {
  await reserveAttempts(db, checks);
}

/** Gives back an attempt that turned out not to be a failure (a correct password). */
export async function refundAttempts(db: Db, keys: readonly string[]): Promise<void> {
  for (const key of keys) await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

/** Forgets a key's attempts altogether (the owner signed in from that address). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Forgets counters whose window ended long ago; called now and then, not per request. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}

/** The policy behind these numbers is written down in docs/security.md. */
export const RATE_LIMITS = {
  /** Sign-in attempts (a correct password gives its attempt back). */
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  loginPerAccountAndIp: { limit: 10, windowSeconds: 15 * 60 },
  /** Far higher, and only binding on addresses that already failed for the account. */
  loginPerAccount: { limit: 100, windowSeconds: 60 * 60 },
  forgotPerIp: { limit: 10, windowSeconds: 60 * 60 },
  forgotPerAccountAndIp: { limit: 3, windowSeconds: 60 * 60 },
  forgotPerAccount: { limit: 20, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 20, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 20, windowSeconds: 60 * 60 },
  /** Mails to one address about registrations (a confirmation link or "you already have an account"). */
  registerPerEmail: { limit: 3, windowSeconds: 60 * 60 },
  changePasswordPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  /** New calendar feed addresses: replacing a leaked one now and then, not a stream of them. */
  feedCreatePerAccount: { limit: 20, windowSeconds: 60 * 60 },
  /** Client invitations: a coach inviting a whole group at once, not a mailing list. */
  invitePerCoach: { limit: 50, windowSeconds: 60 * 60 },
  /** Resending to one client now and then (a typo in the address), not flooding their mailbox. */
  invitePerClient: { limit: 5, windowSeconds: 60 * 60 },
  /** Calendar apps poll a feed every few minutes at most; these leave room for several devices. */
  feedReadPerFeed: { limit: 120, windowSeconds: 60 * 60 },
  /** One address (a household, an office behind one NAT) with several feeds, or someone guessing. */
  feedReadPerIp: { limit: 600, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;
