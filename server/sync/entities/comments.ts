import { and, eq, or, sql } from 'drizzle-orm';
import type { Locale } from '@core/records/common';
import { clients, comments, setLogs, workoutSessions } from '../../db/schema/index';
import type { Tx } from '../../db/types';
import { assertReferences, clientAccess, linkedClientIds } from '../access';
import { forbiddenWrite, missing, rejected } from '../rejections';
import { pushForUser } from '../../services/push/notices';
import type { EntityDef, WriteEffects } from '../types';
import { quote, writeNotice } from './notices';

/** What a comment is about stays what it was written about; only its words change. */
const FIXED_FIELDS = ['session_id', 'set_log_id'] as const;

/**
 * [A14] A coach's comment on a client's session or one of its sets, and the client's reply. Read
 * like the session's set logs (A9), so it leaves a person's devices when the session does (P6);
 * written by the two people the session is between, changed or deleted by its author only.
 */
export const commentsEntity: EntityDef = {
  name: 'comments',
  table: comments,
  // The person keeps the words on the training they keep after the coaching ends (A8), to read.
  readable: (user) =>
    or(
      eq(comments.coach_id, user.id),
      sql`${comments.client_id} in ${linkedClientIds(user.id)}`,
      sql`${comments.session_id} in (select ${workoutSessions.id} from ${workoutSessions} where ${workoutSessions.person_id} = ${user.id})`,
    ),
  async authorize({ tx, user, existing, next, changed }) {
    if (existing) {
      // The other party reads the comment, so not_found would be untrue; it is still its author's words.
      if (existing.author_id !== user.id) throw forbiddenWrite('Only the author of a comment can change or delete it');
      const moved = FIXED_FIELDS.filter((field) => changed.includes(field) && next[field] !== existing[field]);
      if (moved.length > 0)
        throw rejected(
          'field_not_writable',
          'A comment stays on the session and set it was written on',
          Object.fromEntries(moved.map((field) => [field, 'cannot be changed'])),
        );
      return { author_id: existing.author_id, written_at: existing.written_at, client_id: existing.client_id, coach_id: existing.coach_id };
    }
    const sessionId = String(next.session_id);
    const [session] = await tx
      .select({ client_id: workoutSessions.client_id })
      .from(workoutSessions)
      .where(and(eq(workoutSessions.id, sessionId), eq(workoutSessions.deleted, false)));
    if (!session) throw missing('session');
    // [A14] The client's coach comments on any session of theirs; the client replies on their own.
    const access = await clientAccess(tx, user, session.client_id);
    // [A12] A withdrawn set still happened, and a comment on it still makes sense.
    if (next.set_log_id)
      await assertReferences(tx, setLogs, [next.set_log_id], 'set_log_id', eq(setLogs.session_id, sessionId), { tombstones: true });
    return { author_id: user.id, written_at: new Date().toISOString(), client_id: access.id, coach_id: access.coach_id };
  },
  async afterWrite({ tx, kind, existing, write }, written) {
    // A reworded comment was already announced; only a new one is news.
    if (kind === 'put' && !existing) await notifyOtherParty(tx, write, written);
  },
};

const NOTICE: Record<Locale, { subject: string; body: (workout: string, quote: string) => string }> = {
  'en-US': { subject: 'New comment on a workout', body: (workout, quote) => `On “${workout}”: ${quote}` },
  'lv-LV': { subject: 'Jauns komentārs par treniņu', body: (workout, quote) => `Par treniņu „${workout}”: ${quote}` },
};

/**
 * [A14] The coach's comment reaches the client's account, if the client record has one, and the
 * client's reply reaches the coach, as a notification (A10).
 */
async function notifyOtherParty(tx: Tx, write: WriteEffects['write'], comment: Record<string, unknown>): Promise<void> {
  const [client] = await tx
    .select({ user_id: clients.user_id })
    .from(clients)
    .where(eq(clients.id, String(comment.client_id)));
  const recipientId = comment.author_id === comment.coach_id ? client?.user_id : String(comment.coach_id);
  // A coach who is also the client of their own record is not told what they just wrote.
  if (!recipientId || recipientId === comment.author_id) return;
  const [session] = await tx
    .select({ prescription: workoutSessions.prescription })
    .from(workoutSessions)
    .where(eq(workoutSessions.id, String(comment.session_id)));
  if (!session) return;
  await writeNotice(tx, write, {
    recipientId,
    words: (language) => ({
      subject: NOTICE[language].subject,
      body: NOTICE[language].body(session.prescription.name, quote(String(comment.body))),
    }),
    // [A10] What the notification opens: the session's thread, where the recipient replies.
    sessionId: comment.session_id,
    sentAt: comment.written_at,
  });
  // And by push, where they allow it: the session's thread, as the app's history opens it
  // (src/ui/training-history/session-path.ts).
  const sessionId = encodeURIComponent(String(comment.session_id));
  await pushForUser(tx, recipientId, {
    kind: 'message',
    key: `comment:${String(comment.id)}`,
    payload: (language) => ({
      title: NOTICE[language].subject,
      body: NOTICE[language].body(session.prescription.name, quote(String(comment.body))),
      tag: `comments-${sessionId}`,
      url:
        recipientId === comment.coach_id
          ? `/client/${encodeURIComponent(String(comment.client_id))}?tab=history&session=${sessionId}`
          : `/workouts?session=${sessionId}`,
    }),
  });
}
