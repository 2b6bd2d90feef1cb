import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { ROLE } from '@core/auth-constants';
import type { Locale } from '@core/records/common';
import { checkInAnswers, checkInAssignments, checkInForms, clients } from '../../db/schema/index';
import type { Tx } from '../../db/types';
import { assertReferences, awaitConcurrentCreation, clientAccess, linkedClientIds, requireRole, touch } from '../access';
import { forbiddenWrite, rejected } from '../rejections';
import type { EntityDef, WriteEffects } from '../types';
import { quote, writeNotice } from './notices';
import { assertNoUsage, countLive } from './reference';

/** The forms assigned to a client user's records: what they answer. */
const assignedForms = (userId: string) =>
  sql`(select ${checkInAssignments.form_id} from ${checkInAssignments} where ${checkInAssignments.client_id} in ${linkedClientIds(userId)} and not ${checkInAssignments.deleted})`;

const notWritable = (fields: readonly string[], message: string) =>
  rejected('field_not_writable', message, Object.fromEntries(fields.map((field) => [field, 'cannot be changed'])));

/** [A18] A coach's own check-in forms; a client reads the ones assigned to them. */
export const checkInFormsEntity: EntityDef = {
  name: 'check-in-forms',
  table: checkInForms,
  readable: (user) => or(eq(checkInForms.owner_id, user.id), sql`${checkInForms.id} in ${assignedForms(user.id)}`),
  async authorize({ user, existing }) {
    // Its clients read a form too, and get here with it: only its coach changes it.
    if (existing && existing.owner_id !== user.id) throw forbiddenWrite('Only the coach who wrote a form changes it');
    requireRole(user, [ROLE.coach], 'Only coaches write check-in forms');
    return { owner_id: user.id };
  },
  async assertUnused({ tx, existing }) {
    // A form a client still answers stays until its schedule ends or is removed.
    if (existing)
      assertNoUsage({
        'check-in-assignments': await countLive(
          tx,
          checkInAssignments,
          and(eq(checkInAssignments.form_id, existing.id), isNull(checkInAssignments.ended_on)) ?? sql`false`,
        ),
      });
  },
};

/** [A19] When a client answers a form: their coach sets it, the client reads it. */
export const checkInAssignmentsEntity: EntityDef = {
  name: 'check-in-assignments',
  table: checkInAssignments,
  readable: (user) => or(eq(checkInAssignments.coach_id, user.id), sql`${checkInAssignments.client_id} in ${linkedClientIds(user.id)}`),
  async authorize({ tx, user, existing, next, changed }) {
    if (existing && changed.includes('client_id') && next.client_id !== existing.client_id)
      throw notWritable(['client_id'], 'A check-in schedule stays with its client');
    const access = await clientAccess(tx, user, existing ? existing.client_id : next.client_id);
    if (access.as !== 'coach') throw forbiddenWrite('Only the coach sets when check-ins are due');
    if (!existing || changed.includes('form_id'))
      await assertReferences(tx, checkInForms, [next.form_id], 'form_id', eq(checkInForms.owner_id, user.id));
    return { coach_id: access.coach_id };
  },
  async afterWrite({ tx, kind }, written) {
    // The form reaches the client's devices with its schedule, whatever their cursor (as a calendar entry's workout does).
    if (kind !== 'delete') await touch(tx, checkInForms, String(written.form_id));
  },
};

/** [A20] A client's answers to one due day, and their coach's reply. */
export const checkInAnswersEntity: EntityDef = {
  name: 'check-in-answers',
  table: checkInAnswers,
  readable: (user) => or(eq(checkInAnswers.coach_id, user.id), sql`${checkInAnswers.client_id} in ${linkedClientIds(user.id)}`),
  async authorize({ tx, user, kind, existing, next, changed }) {
    if (kind === 'delete') throw forbiddenWrite('Check-in answers are not deleted');
    const access = await clientAccess(tx, user, existing ? existing.client_id : next.client_id);
    const now = new Date().toISOString();
    if (access.as === 'coach') {
      // The coach replies; the answers are the client's words.
      const theirs = changed.filter((field) => field !== 'reply');
      if (!existing) throw forbiddenWrite('Only the client answers a check-in');
      if (theirs.length > 0) throw notWritable(theirs, 'The coach writes only the reply');
      return { submitted_at: existing.submitted_at, replied_at: now, coach_id: access.coach_id };
    }
    // A put carries the reply it read, which the coach's stays over (below); a patch of it is refused.
    if (kind === 'patch' && changed.includes('reply')) throw notWritable(['reply'], 'Only the coach writes the reply');
    // An answer to a schedule the coach removed or ended meanwhile is still the client's week (A12).
    await assertReferences(tx, checkInAssignments, [next.assignment_id], 'assignment_id', eq(checkInAssignments.client_id, access.id), {
      tombstones: true,
    });
    if (!existing) await awaitConcurrentCreation(tx, checkInAnswers, 'check-in answer', access.id, String(next.id));
    return { submitted_at: now, replied_at: existing?.replied_at ?? null, reply: existing?.reply ?? null, coach_id: access.coach_id };
  },
  async afterWrite({ tx, existing, changed, write }, written) {
    if (changed.includes('reply') && written.reply && written.reply !== existing?.reply) await notifyClient(tx, write, written);
  },
};

const NOTICE: Record<Locale, { subject: string }> = {
  'en-US': { subject: 'Your coach replied to your check-in' },
  'lv-LV': { subject: 'Treneris atbildēja uz jūsu pārskatu' },
};

/** [A20] The coach's reply reaches the client's account as a notification (A10). */
async function notifyClient(tx: Tx, write: WriteEffects['write'], answer: Record<string, unknown>): Promise<void> {
  const [client] = await tx
    .select({ user_id: clients.user_id })
    .from(clients)
    .where(eq(clients.id, String(answer.client_id)));
  if (!client?.user_id) return;
  await writeNotice(tx, write, {
    recipientId: client.user_id,
    words: (language) => ({ subject: NOTICE[language].subject, body: quote(String(answer.reply)) }),
    sessionId: null,
    sentAt: answer.replied_at,
  });
}
