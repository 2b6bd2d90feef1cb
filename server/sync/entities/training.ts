import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { calendarEntries, exercises, notifications, setLogs, workouts, workoutSessions } from '../../db/schema/index';
import { assertReferences, clientAccess, linkedClientIds } from '../access';
import { forbiddenWrite, missing, rejected } from '../rejections';
import { announceClientActivity } from '../../services/push/activity';
import type { EntityDef } from '../types';

export const workoutSessionsEntity: EntityDef = {
  name: 'workout-sessions',
  table: workoutSessions,
  readable: (user) => or(eq(workoutSessions.coach_id, user.id), sql`${workoutSessions.client_id} in ${linkedClientIds(user.id)}`),
  async authorize({ tx, user, existing, next, changed }) {
    if (existing && changed.includes('client_id') && next.client_id !== existing.client_id) {
      throw rejected('field_not_writable', 'A session cannot move to another client', { client_id: 'cannot be changed' });
    }
    // The client logs their own training; their coach may log it for them (a session on the coach's tablet).
    const access = await clientAccess(tx, user, existing ? existing.client_id : next.client_id);
    const touched = (field: string) => !existing || changed.includes(field);
    // [A8] What the session was done against: a workout of the library or of the client's coach,
    // and an entry of the client's own calendar. Deleted ones count (A12): a session logged
    // offline against an entry the coach removed meanwhile is still the client's training.
    if (touched('workout_id') && next.workout_id) {
      await assertReferences(
        tx,
        workouts,
        [next.workout_id],
        'workout_id',
        or(isNull(workouts.owner_id), eq(workouts.owner_id, access.coach_id)),
        { tombstones: true },
      );
    }
    if (touched('calendar_entry_id') && next.calendar_entry_id) {
      await assertReferences(tx, calendarEntries, [next.calendar_entry_id], 'calendar_entry_id', eq(calendarEntries.client_id, access.id), {
        tombstones: true,
      });
    }
    return { coach_id: access.coach_id };
  },
  // Sessions brought in from an export (docs/imports.md) are authorized alike per client and
  // written together; every other session stays a group of its own, so that each one finished is
  // announced to the coach (afterWrite runs once per group).
  batchKey: (record) => (record.import_source ? `import:${String(record.client_id)}` : `one:${String(record.id)}`),
  async afterWrite({ tx, user, kind, existing }, written) {
    // Finished now (not before): the coach hears of it. An imported history is not news.
    if (kind === 'delete' || !written.finished_at || existing?.finished_at || written.import_source) return;
    const prescription = written.prescription as { name?: unknown } | null;
    await announceClientActivity(tx, {
      clientId: String(written.client_id),
      actorId: user.id,
      what: 'finished',
      workout: typeof prescription?.name === 'string' ? prescription.name : '',
      at: new Date(),
    });
  },
};

/**
 * [R10] A step of a session is logged once: the partial unique index `set_logs_step_live_uq`
 * decides, also when two devices insert at the same moment, and asPermanent answers its violation
 * as `set_already_logged` (server/sync/rejections.ts).
 */
export const setLogsEntity: EntityDef = {
  name: 'set-logs',
  table: setLogs,
  appendOnly: true,
  readable: (user) => or(eq(setLogs.coach_id, user.id), sql`${setLogs.client_id} in ${linkedClientIds(user.id)}`),
  async authorize({ tx, user, existing, next }) {
    const sessionId = existing ? existing.session_id : next.session_id;
    const [session] = await tx
      .select({ client_id: workoutSessions.client_id })
      .from(workoutSessions)
      .where(and(eq(workoutSessions.id, String(sessionId)), eq(workoutSessions.deleted, false)));
    if (!session) throw missing('session');
    const access = await clientAccess(tx, user, session.client_id);
    // [A9] The exercise is the library's or the client's coach's (deleted ones count, A12).
    if (!existing) {
      await assertReferences(
        tx,
        exercises,
        [next.exercise_id],
        'exercise_id',
        or(isNull(exercises.owner_id), eq(exercises.owner_id, access.coach_id)),
        { tombstones: true },
      );
    }
    return { client_id: access.id, coach_id: access.coach_id };
  },
  // authorize reads the session and the exercise: sets sharing both are authorized alike.
  batchKey: (record) => `${String(record.session_id)}:${String(record.exercise_id)}`,
};

export const notificationsEntity: EntityDef = {
  name: 'notifications',
  table: notifications,
  readable: (user) => eq(notifications.user_id, user.id),
  async authorize({ user, kind, existing }) {
    // Messages are created by the server (communication); a recipient only reads or dismisses them.
    // Only the recipient reads one (A11), and a patch can name nothing but the read mark (R5).
    if (!existing) throw forbiddenWrite('Messages are sent by administrators');
    if (kind === 'put') throw forbiddenWrite('Only the read mark of a message can change');
    return { user_id: user.id };
  },
};
