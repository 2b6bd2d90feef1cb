import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { appMeta } from '../../db/schema/index';
import type { Db } from '../../db/types';
import type { Env } from '../../env';

/** The key pair that signs pushes (RFC 8292) and the subject a push service may contact. */
export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const VAPID_KEY = 'vapid_keys';

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when given; else a pair made on first start and kept in
 * the database, not in one server's data directory: browsers subscribe under the public key, so
 * every server on the database must sign with the same pair
 * (docs/decisions/0139-pushes-are-jobs-in-the-database.md).
 */
export async function loadVapid(db: Db, env: Env): Promise<Vapid> {
  const subject = env.VAPID_SUBJECT ?? defaultSubject(env);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const made = webpush.generateVAPIDKeys();
  await db.insert(appMeta).values({ key: VAPID_KEY, value: made }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, VAPID_KEY));
  const kept = row?.value as { publicKey?: unknown; privateKey?: unknown } | undefined;
  if (typeof kept?.publicKey !== 'string' || typeof kept.privateKey !== 'string')
    throw new Error('app_meta.vapid_keys is missing after inserting it');
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}

/** Whom a push service may contact: the site when it is served over https, else the sender's address. */
function defaultSubject(env: Env): string {
  if (env.publicUrl.startsWith('https://')) return env.publicUrl;
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  return `mailto:${address}`;
}
