import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import { eraseDueAccounts } from './erase-account';

/** How often accounts past their grace period are looked for: an erasure is at most this late. */
const ERASE_EVERY_MS = 15 * 60 * 1000;

/** Erases accounts whose grace period has ended, now and every ERASE_EVERY_MS, for as long as the server runs. */
export function startErasing(db: Db, log: FastifyBaseLogger): () => void {
  const run = () =>
    void eraseDueAccounts(db, new Date()).then(
      (count) => count > 0 && log.info({ count }, 'accounts erased'),
      (error: unknown) => log.error({ err: error }, 'erasing accounts failed'),
    );
  run();
  const timer = setInterval(run, ERASE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
