import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { pushSubscriptions } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { pruneTakenPushes, schedulePush, takeDuePushes, type PushJob, type PushKind } from './jobs';
import { endpointProblem, type AllowedOrigin } from './origins';
import { scheduleMissedPushes } from './activity';
import { sendDigests, type Mailing } from './digest';
import { scheduleCheckInPushes, scheduleReminders } from './reminders';
import type { Vapid } from './vapid';

/** How long one push service may take to answer before the push counts as failed. */
const SEND_TIMEOUT_MS = 10_000;
/** Attempts of one push to one browser, the first included: a push service down for minutes is retried, not for ever. */
const MAX_ATTEMPTS = 3;
const RETRY_BASE_MS = 30_000;
/**
 * Pushes taken at once, and sent at once: a thousand due reminders go out in seconds. Encrypting a
 * push is work for this process; a few at a time, yielding between them, leaves room for the
 * requests arriving meanwhile (docs/performance.md).
 */
const BATCH = 200;
const IN_FLIGHT = 10;
const REMINDER_SCAN_MS = 30_000;
/** How a push service keeps a push for a browser that is offline: a rest timer's is useless later. */
const TTL_SECONDS = { rest: 120, default: 24 * 60 * 60 } as const;

export interface SendResult {
  statusCode: number;
}

/** Sends one encrypted push; answers the push service's status or throws (a timeout, no connection). */
export type PushSend = (
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: string,
  options: { vapid: Vapid; ttlSeconds: number; urgency: 'high' | 'normal' },
) => Promise<SendResult>;

/** web-push: RFC 8291 encryption (aes128gcm) and RFC 8292 VAPID, over https with the system's certificates. */
export const sendWithWebPush: PushSend = async (subscription, payload, { vapid, ttlSeconds, urgency }) => {
  try {
    const answer = await webpush.sendNotification(subscription, payload, {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: ttlSeconds,
      urgency,
      timeout: SEND_TIMEOUT_MS,
      contentEncoding: 'aes128gcm',
    });
    return { statusCode: answer.statusCode };
  } catch (error) {
    // A push service's refusal is an answer; anything else (timeout, network) is thrown on.
    if (error instanceof webpush.WebPushError) return { statusCode: error.statusCode };
    throw error;
  }
};

/**
 * Sends the due pushes: every server runs one, each taking its own jobs (jobs.ts). Never in an API
 * request: a slow push service delays only pushes.
 */
export class PushDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private lastPrune = 0;
  private lastReminderScan = 0;

  constructor(
    private readonly db: Db,
    private readonly vapid: Vapid,
    private readonly allowed: readonly AllowedOrigin[],
    private readonly log: FastifyBaseLogger,
    private readonly send: PushSend = sendWithWebPush,
    /** Where the daily e-mails go out; none: no daily e-mails from this dispatcher. */
    private readonly mailing?: Mailing,
  ) {}

  /** Looks for due pushes every `intervalMs` until stopped. */
  start(intervalMs = 1000): void {
    this.timer ??= setInterval(
      () => void this.runOnce().catch((error: unknown) => this.log.error({ err: error }, 'push dispatch failed')),
      intervalMs,
    );
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** Sends everything due by `now`; answers how many pushes went out. One run at a time. */
  runOnce(now = new Date()): Promise<number> {
    this.running ??= this.sendDue(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async sendDue(now: Date): Promise<number> {
    // Reminders are looked for twice a minute: a reminder is at most that late, and the query is not run every second.
    if (Math.abs(now.getTime() - this.lastReminderScan) >= REMINDER_SCAN_MS) {
      this.lastReminderScan = now.getTime();
      await scheduleReminders(this.db, now);
      await scheduleCheckInPushes(this.db, now);
      await scheduleMissedPushes(this.db, now);
      if (this.mailing) await sendDigests(this.db, this.mailing, now, this.log);
    }
    let sent = 0;
    for (;;) {
      const jobs = await takeDuePushes(this.db, now, BATCH);
      if (jobs.length === 0) break;
      const counts = await inBatches(jobs, IN_FLIGHT, (job) => this.deliver(job));
      sent += counts.reduce((sum, count) => sum + count, 0);
      if (jobs.length < BATCH) break;
    }
    if (now.getTime() - this.lastPrune > 60 * 60 * 1000) {
      this.lastPrune = now.getTime();
      await pruneTakenPushes(this.db);
    }
    return sent;
  }

  /** One job to each browser it is for; answers how many took it. */
  private async deliver(job: PushJob): Promise<number> {
    const targets = await this.db
      .select()
      .from(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.user_id, job.user_id), job.subscription_id ? eq(pushSubscriptions.id, job.subscription_id) : undefined),
      );
    const results = await Promise.all(targets.map((target) => this.deliverTo(job, target)));
    return results.filter(Boolean).length;
  }

  private async deliverTo(job: PushJob, target: typeof pushSubscriptions.$inferSelect): Promise<boolean> {
    // Checked again at sending: the list may have changed since the browser subscribed.
    const problem = endpointProblem(target.endpoint, this.allowed);
    if (problem) {
      this.log.warn({ subscription: target.id, problem }, 'push not sent: the endpoint is not allowed');
      return false;
    }
    let statusCode: number;
    try {
      ({ statusCode } = await this.send(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(job.payload),
        {
          vapid: this.vapid,
          ttlSeconds: job.kind === 'rest' ? TTL_SECONDS.rest : TTL_SECONDS.default,
          urgency: job.kind === 'rest' || job.kind === 'message' ? 'high' : 'normal',
        },
      ));
    } catch (error) {
      this.log.warn({ err: error, subscription: target.id }, 'push service unreachable');
      statusCode = 0;
    }
    if (statusCode >= 200 && statusCode < 300) {
      await this.db.update(pushSubscriptions).set({ last_sent_at: new Date() }).where(eq(pushSubscriptions.id, target.id));
      return true;
    }
    // The browser dropped the subscription (RFC 8030 §7.3): never send to it again.
    if (statusCode === 404 || statusCode === 410) {
      await this.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [target.id]));
      return false;
    }
    const temporary = statusCode === 0 || statusCode === 429 || statusCode >= 500;
    if (temporary && job.attempts < MAX_ATTEMPTS) {
      await schedulePush(this.db, {
        userId: job.user_id,
        kind: job.kind as PushKind,
        // A retry is for this browser alone (the others took the push), and a push of its own.
        key: `${job.key.replace(/#.*$/, '')}#${job.attempts}:${target.id}`,
        payload: job.payload,
        dueAt: new Date(Date.now() + RETRY_BASE_MS * 2 ** (job.attempts - 1)),
        subscriptionId: target.id,
        attempts: job.attempts,
      });
    } else {
      this.log.warn({ subscription: target.id, statusCode, attempts: job.attempts }, 'push not delivered');
    }
    return false;
  }
}

/** `work` over `items`, at most `size` at a time. */
async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
    // Requests waiting for this process go first.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return results;
}
