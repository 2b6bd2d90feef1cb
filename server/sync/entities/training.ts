import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { calendarEntries, exercises, notifications, setLogs, users, workouts, workoutSessions } from '../../db/schema/index';
import { assertReferences, awaitConcurrentCreation, clientAccess, linkedClientIds, type ClientAccess } from '../access';
import { forbiddenWrite, missing, rejected } from '../rejections';
import { announceClientActivity } from '../../services/push/activity';
import type { Tx } from '../../db/types';
import type { AuthUser } from '../../plugins/auth';
import type { EntityDef } from '../types';

/** What a second start of a session (R12) leaves as the first start wrote it. */
const JOINED_SESSION_KEEPS = ['calendar_entry_id', 'workout_id', 'prescription', 'started_at', 'finished_at', 'rating', 'notes'] as const;

const pickFields = (row: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, row[field]]));

/** The writer's name as the session keeps it ("with your coach, Anna"). */
async function nameOf(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name.trim().slice(0, 120) || null;
}

export const workoutSessionsEntity: EntityDef = {
  name: 'workout-sessions',
  table: workoutSessions,
  // [A8] The person keeps their training after the coaching ends (person_id, server-only).
  readable: (user) =>
    or(
      eq(workoutSessions.coach_id, user.id),
      sql`${workoutSessions.client_id} in ${linkedClientIds(user.id)}`,
      eq(workoutSessions.person_id, user.id),
    ),
  async authorize({ tx, user, kind, existing, next, changed }) {
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
    if (existing) {
      // [R12] A put of a session the server has is a device joining it (the entry's session started
      // on another device too, offline): what the first start wrote stays, and so do its runner and
      // how far it got; only a patch changes a session.
      const kept = kind === 'put' ? pickFields(existing, JOINED_SESSION_KEEPS) : {};
      return {
        ...kept,
        coach_id: access.coach_id,
        run_by: existing.run_by,
        run_by_name: existing.run_by_name,
        person_id: existing.person_id ?? access.user_id,
      };
    }
    // An imported history was run by whoever logged it in the other app: nobody here.
    if (next.import_source) return { coach_id: access.coach_id, run_by: null, run_by_name: null, person_id: access.user_id };
    // Two devices starting an entry's session at the same moment: the later joins the first (R12).
    await awaitConcurrentCreation(tx, workoutSessions, 'session', access.id, String(next.id));
    return { coach_id: access.coach_id, run_by: user.id, run_by_name: await nameOf(tx, user.id), person_id: access.user_id };
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
/**
 * [A9] May `user` log sets of these sessions, each set naming its exercise? Each session must be
 * live and of a client `user` coaches or is; each exercise the library's or that client's coach's
 * (deleted ones count, A12). Answers, per session, the owners its sets take from its client.
 */
async function authorizeSets(tx: Tx, user: AuthUser, sets: readonly { session_id: unknown; exercise_id?: unknown }[]) {
  const sessionIds = [...new Set(sets.map((set) => String(set.session_id)))];
  const sessions = await tx
    .select({ id: workoutSessions.id, client_id: workoutSessions.client_id })
    .from(workoutSessions)
    .where(and(inArray(workoutSessions.id, sessionIds), eq(workoutSessions.deleted, false)));
  if (sessions.length !== sessionIds.length) throw missing('session');
  const accessOf = new Map<string, ClientAccess>();
  for (const clientId of new Set(sessions.map((session) => session.client_id)))
    accessOf.set(clientId, await clientAccess(tx, user, clientId));
  const ownersOf = new Map(sessions.map((session) => [session.id, accessOf.get(session.client_id) as ClientAccess]));
  const exercisesOf = new Map<string, unknown[]>();
  for (const set of sets) {
    if (set.exercise_id === undefined) continue;
    const coachId = (ownersOf.get(String(set.session_id)) as ClientAccess).coach_id;
    exercisesOf.set(coachId, [...(exercisesOf.get(coachId) ?? []), set.exercise_id]);
  }
  for (const [coachId, ids] of exercisesOf) {
    await assertReferences(tx, exercises, ids, 'exercise_id', or(isNull(exercises.owner_id), eq(exercises.owner_id, coachId)), {
      tombstones: true,
    });
  }
  return (sessionId: unknown) => {
    const access = ownersOf.get(String(sessionId)) as ClientAccess;
    return { client_id: access.id, coach_id: access.coach_id, person_id: access.user_id };
  };
}

export const setLogsEntity: EntityDef = {
  name: 'set-logs',
  table: setLogs,
  appendOnly: true,
  readable: (user) =>
    or(eq(setLogs.coach_id, user.id), sql`${setLogs.client_id} in ${linkedClientIds(user.id)}`, eq(setLogs.person_id, user.id)),
  async authorize({ tx, user, existing, next }) {
    // A logged set is only ever withdrawn: its exercise was checked when it was logged.
    const set = existing ? { session_id: existing.session_id } : { session_id: next.session_id, exercise_id: next.exercise_id };
    const owners = (await authorizeSets(tx, user, [set]))(set.session_id);
    return existing ? { ...owners, logged_by: existing.logged_by, person_id: existing.person_id } : { ...owners, logged_by: user.id };
  },
  // Many new sets (an imported history) are authorized together: each session and client once,
  // the exercises in one look per coach.
  batchKey: () => 'sets',
  async authorizeGroup({ tx, user }, records) {
    const ownersOf = await authorizeSets(
      tx,
      user,
      records.map((record) => ({ session_id: record.session_id, exercise_id: record.exercise_id })),
    );
    return (record) => ({ ...ownersOf(record.session_id), logged_by: user.id });
  },
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
