import { z } from 'zod';
import { idSchema, isoDateTimeSchema, nameText } from './common';

/**
 * What a coach says about a client's workout session, or one set of it, and the client's reply
 * (sync/SPEC.md A14). Who wrote it, when, and whose session it is are the server's to say: a
 * device could claim anything.
 */
export const commentFields = z.strictObject({
  id: idSchema,
  session_id: idSchema,
  /** The set of that session the comment is about; null: the session as a whole. */
  set_log_id: idSchema.nullable().default(null),
  body: nameText(2000),
  /** Set by the server from who wrote it. */
  author_id: idSchema.nullable().default(null),
  /**
   * When the server took it; null on the device until then. Not `created_at`: that name is the
   * server's own bookkeeping on every table and never reaches a device.
   */
  written_at: isoDateTimeSchema.nullable().default(null),
  /** Derived by the server from the session. */
  client_id: idSchema.nullable().default(null),
  coach_id: idSchema.nullable().default(null),
});
