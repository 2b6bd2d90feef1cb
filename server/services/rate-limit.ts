import { sql } from 'drizzle-orm';
import { ApiError } from '../lib/errors';
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
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const [row] = await queryRows<{ count: number; retry: number }>(db, sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds}) then now() else rate_limits.window_start end
    returning count, ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry`);
  if (!row) throw new Error('rate limit upsert returned nothing');
  return { allowed: row.count <= rule.limit, retryAfterSeconds: Math.max(1, row.retry) };
}

export interface RateLimitCheck {
  key: string;
  rule: RateLimitRule;
}

/** Seconds until the key may be used again, or 0, without counting an attempt. */
async function blockedFor(db: Db, check: RateLimitCheck): Promise<number> {
  const [row] = await queryRows<{ count: number; retry: number }>(db, sql`
    select count, ceil(extract(epoch from (window_start + make_interval(secs => ${check.rule.windowSeconds}) - now())))::int as retry
    from rate_limits where key = ${check.key} and window_start > now() - make_interval(secs => ${check.rule.windowSeconds})`);
  return row && row.count >= check.rule.limit ? Math.max(1, row.retry) : 0;
}

function tooMany(retryAfter: number): ApiError {
  return new ApiError(429, 'rate_limited', `Too many attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`, undefined, {
    'Retry-After': String(retryAfter),
  });
}

/** For limits on failures (sign-in): refuses while any key is exhausted, counting nothing. */
export async function assertNotLimited(db: Db, checks: readonly RateLimitCheck[]): Promise<void> {
  let retryAfter = 0;
  for (const check of checks) retryAfter = Math.max(retryAfter, await blockedFor(db, check));
  if (retryAfter > 0) throw tooMany(retryAfter);
}

/** Counts a failure against each key. */
export async function recordFailure(db: Db, checks: readonly RateLimitCheck[]): Promise<void> {
  for (const check of checks) await hitRateLimit(db, check.key, check.rule);
}

/** For limits on every request (password-reset mails, registrations): counts, then refuses when over. */
export async function enforceRateLimits(db: Db, checks: readonly RateLimitCheck[]): Promise<void> {
  let retryAfter = 0;
  for (const check of checks) {
    const outcome = await hitRateLimit(db, check.key, check.rule);
    if (!outcome.allowed) retryAfter = Math.max(retryAfter, outcome.retryAfterSeconds);
  }
  if (retryAfter > 0) throw tooMany(retryAfter);
}

/** Forgets counters whose window ended long ago; called now and then, not per request. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}

export const RATE_LIMITS = {
  /** Failed sign-ins. */
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  loginPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  forgotPerIp: { limit: 10, windowSeconds: 60 * 60 },
  forgotPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  registerPerIp: { limit: 20, windowSeconds: 60 * 60 },
  changePasswordPerAccount: { limit: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;
