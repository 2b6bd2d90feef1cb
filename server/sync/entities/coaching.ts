import { and, count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ROLE } from '@core/auth-constants';
import { GROUP_MAX_CLIENTS } from '@core/training/in-person';
import type { Progression, WorkoutBlock } from '@core/records/workouts';
import { exerciseIdsOf } from '@core/training/block-exercises';
import { ageGroups, calendarEntries, clients, exercises, joints, planAssignments, workoutPlans, workouts } from '../../db/schema/index';
import type { Tx } from '../../db/types';
import type { AuthUser } from '../../plugins/auth';
import { assertReferences, clientAccess, isAdmin, isCoach, linkedClientIds, requireRole, touch } from '../access';
import { forbiddenWrite, rejected } from '../rejections';
import { assertNoUsage, countLive } from './reference';
import { announceClientActivity } from '../../services/push/activity';
import type { EntityDef } from '../types';

/**
 * Library (owner null, admins) or the coach's own: the rule workouts and plans share. Another
 * coach's record never reaches it: it is not readable to this user, so the write was already
 * answered `not_found` (A11).
 */
function ownedByAuthor(user: AuthUser, existingOwner: unknown): string | null {
  if (!isAdmin(user) && !isCoach(user)) throw forbiddenWrite('Only coaches and administrators can change this');
  const owner = existingOwner === undefined ? (isAdmin(user) ? null : user.id) : (existingOwner as string | null);
  if (owner === null && !isAdmin(user)) throw forbiddenWrite('Only administrators can change the library');
  return owner;
}

/** What a coach may build on: the library and their own. */
const libraryOrOwn = (user: AuthUser, ownerColumn: PgColumn) => or(isNull(ownerColumn), eq(ownerColumn, user.id));

export const clientsEntity: EntityDef = {
  name: 'clients',
  table: clients,
  readable: (user) => (isCoach(user) ? eq(clients.coach_id, user.id) : undefined),
  async authorize({ tx, user, existing, next, changed }) {
    // Only its coach reads a client record, so only its coach gets here with one (A11).
    requireRole(user, [ROLE.coach], 'Only coaches have clients');
    if ((!existing || changed.includes('age_group_id')) && next.age_group_id)
      await assertReferences(tx, ageGroups, [next.age_group_id], 'age_group_id');
    if (!existing || changed.includes('joints_to_spare'))
      await assertReferences(tx, joints, next.joints_to_spare as string[], 'joints_to_spare');
    return {
      coach_id: user.id,
      user_id: existing?.user_id ?? null,
      invited_until: existing?.invited_until ?? null,
      added_at: existing?.added_at ?? new Date().toISOString(),
    };
  },
  async afterWrite({ kind, existing, revokeClientScope }) {
    // [P6] The linked person loses sight of what they saw through this record: their devices drop it.
    if (kind === 'delete' && existing && typeof existing.user_id === 'string') await revokeClientScope(existing.id, existing.user_id);
  },
};

export const workoutsEntity: EntityDef = {
  name: 'workouts',
  table: workouts,
  readable(user) {
    if (isAdmin(user) || isCoach(user)) return libraryOrOwn(user, workouts.owner_id);
    // A client sees the workouts on their calendar; writing an entry touches its workout so it arrives.
    return sql`${workouts.id} in (select ${calendarEntries.workout_id} from ${calendarEntries} where ${calendarEntries.client_id} in ${linkedClientIds(user.id)} and not ${calendarEntries.deleted})`;
  },
  async authorize({ tx, user, existing, next, changed }) {
    const owner = ownedByAuthor(user, existing ? existing.owner_id : undefined);
    if (!existing || changed.includes('blocks')) {
      await assertReferences(
        tx,
        exercises,
        exerciseIdsOf(next.blocks as WorkoutBlock[]),
        'blocks',
        owner === null ? isNull(exercises.owner_id) : libraryOrOwn(user, exercises.owner_id),
      );
    }
    return { owner_id: owner };
  },
  async assertUnused({ tx, existing }) {
    if (!existing) return;
    // [A4] A workout on a calendar or in a plan stays until those no longer name it.
    assertNoUsage({
      'calendar-entries': await countLive(tx, calendarEntries, eq(calendarEntries.workout_id, existing.id)),
      'workout-plans': await countLive(
        tx,
        workoutPlans,
        sql`jsonb_path_exists(${workoutPlans.days}, '$[*] ? (@.workout_id == $id)', jsonb_build_object('id', ${existing.id}::text))`,
      ),
    });
  },
};

export const workoutPlansEntity: EntityDef = {
  name: 'workout-plans',
  table: workoutPlans,
  readable(user) {
    if (isAdmin(user) || isCoach(user)) return libraryOrOwn(user, workoutPlans.owner_id);
    // [A5] A client sees the plans they were given, to know which plan and which week they are in (G5).
    return sql`${workoutPlans.id} in (select ${planAssignments.plan_id} from ${planAssignments} where ${planAssignments.client_id} in ${linkedClientIds(user.id)} and not ${planAssignments.deleted})`;
  },
  async authorize({ tx, user, existing, next, changed }) {
    const owner = ownedByAuthor(user, existing ? existing.owner_id : undefined);
    if (!existing || changed.includes('days')) {
      const ids = (next.days as { workout_id: string }[]).map((day) => day.workout_id);
      await assertReferences(tx, workouts, ids, 'days', owner === null ? isNull(workouts.owner_id) : libraryOrOwn(user, workouts.owner_id));
    }
    if (!existing || changed.includes('progressions')) {
      const ids = (next.progressions as Progression[]).map((rule) => rule.exercise_id);
      await assertReferences(
        tx,
        exercises,
        ids,
        'progressions',
        owner === null ? isNull(exercises.owner_id) : libraryOrOwn(user, exercises.owner_id),
      );
    }
    return { owner_id: owner };
  },
  async assertUnused({ tx, existing }) {
    // [A5] A plan given to a client stays until the assignment ends or is removed.
    if (existing)
      assertNoUsage({
        'plan-assignments': await countLive(
          tx,
          planAssignments,
          sql`${eq(planAssignments.plan_id, existing.id)} and ${eq(planAssignments.status, 'active')}`,
        ),
      });
  },
};

export const planAssignmentsEntity: EntityDef = {
  name: 'plan-assignments',
  table: planAssignments,
  readable: (user) =>
    isCoach(user) ? eq(planAssignments.coach_id, user.id) : sql`${planAssignments.client_id} in ${linkedClientIds(user.id)}`,
  async authorize({ tx, user, existing, next, changed }) {
    // Its client reads an assignment too, and gets here with it: only the coach changes one.
    requireRole(user, [ROLE.coach], 'Only coaches assign plans');
    if (!existing || changed.includes('client_id')) {
      if ((await clientAccess(tx, user, next.client_id)).as !== 'coach') throw forbiddenWrite();
    }
    if (!existing || changed.includes('plan_id'))
      await assertReferences(tx, workoutPlans, [next.plan_id], 'plan_id', libraryOrOwn(user, workoutPlans.owner_id));
    if (!existing || changed.includes('substitutions')) {
      // [G7] A substitute is an exercise the coach may build on.
      const substitutes = (next.substitutions as { substitute_id: string }[]).map((one) => one.substitute_id);
      await assertReferences(tx, exercises, substitutes, 'substitutions', libraryOrOwn(user, exercises.owner_id));
    }
    return { coach_id: user.id };
  },
  async afterWrite({ tx, kind, existing, revokeAssignment }, written) {
    // A client sees a plan only through an assignment: make it arrive with it, as an entry's workout does.
    if (kind !== 'delete' && typeof written.plan_id === 'string' && written.plan_id !== existing?.plan_id)
      await touch(tx, workoutPlans, written.plan_id);
    // [P6] And leave with it: removed, or moved to another client or plan.
    if (existing && (kind === 'delete' || written.client_id !== existing.client_id || written.plan_id !== existing.plan_id)) {
      await revokeAssignment(existing.client_id, existing.id, existing.plan_id);
    }
  },
};

/** What a client may change on their own calendar: whether they did it, and a note. */
const CLIENT_CALENDAR_FIELDS = new Set(['status', 'notes']);

/**
 * [A7] A group session trains at most GROUP_MAX_CLIENTS clients. Entries join a group one at a
 * time: a lock on the group's id makes the seventh wait for the sixth, and count it.
 */
async function assertRoomInGroup(tx: Tx, groupId: string, entryId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${groupId}, 0))`);
  const [row] = await tx
    .select({ n: count() })
    .from(calendarEntries)
    .where(and(eq(calendarEntries.group_id, groupId), eq(calendarEntries.deleted, false), ne(calendarEntries.id, entryId)));
  if ((row?.n ?? 0) >= GROUP_MAX_CLIENTS)
    throw rejected('validation_failed', `A group session has at most ${GROUP_MAX_CLIENTS} clients`, {
      group_id: `has ${GROUP_MAX_CLIENTS} clients already`,
    });
}

export const calendarEntriesEntity: EntityDef = {
  name: 'calendar-entries',
  table: calendarEntries,
  // A new entry's rules read its client, its workout and the exercises its own sets name, and nothing else.
  batchKey: (record) =>
    `${String(record.client_id)}:${typeof record.workout_id === 'string' ? record.workout_id : ''}:${Array.isArray(record.prescription) ? [...new Set(exerciseIdsOf(record.prescription as WorkoutBlock[]))].sort().join(',') : ''}`,
  readable: (user) => or(eq(calendarEntries.coach_id, user.id), sql`${calendarEntries.client_id} in ${linkedClientIds(user.id)}`),
  async authorize({ tx, user, kind, existing, next, changed }) {
    const access = await clientAccess(tx, user, existing ? existing.client_id : next.client_id);
    if (access.as === 'self') {
      if (kind !== 'patch' || !changed.every((field) => CLIENT_CALENDAR_FIELDS.has(field)))
        throw forbiddenWrite('You can only mark your own workouts done or skipped');
      return { coach_id: access.coach_id };
    }
    if (changed.includes('client_id') && next.client_id !== access.id) {
      if ((await clientAccess(tx, user, next.client_id)).as !== 'coach') throw forbiddenWrite();
    }
    if ((!existing || changed.includes('workout_id')) && next.workout_id) {
      await assertReferences(tx, workouts, [next.workout_id], 'workout_id', libraryOrOwn(user, workouts.owner_id));
    }
    // [A12] An entry's own sets (a plan's week, a substitute for a spared joint) name exercises as a workout's blocks do.
    if ((!existing || changed.includes('prescription')) && Array.isArray(next.prescription)) {
      await assertReferences(
        tx,
        exercises,
        exerciseIdsOf(next.prescription as WorkoutBlock[]),
        'prescription',
        libraryOrOwn(user, exercises.owner_id),
      );
    }
    if ((!existing || changed.includes('group_id')) && typeof next.group_id === 'string' && next.group_id !== existing?.group_id)
      await assertRoomInGroup(tx, next.group_id, String(next.id));
    return { coach_id: access.coach_id };
  },
  async afterWrite({ tx, user, kind, existing, revokeMovedEntry }, written) {
    // Skipped now, by the client: their coach hears of it.
    if (kind !== 'delete' && written.status === 'skipped' && existing?.status !== 'skipped') {
      const [workout] =
        typeof written.workout_id === 'string'
          ? await tx.select({ name: workouts.name }).from(workouts).where(eq(workouts.id, written.workout_id))
          : [];
      await announceClientActivity(tx, {
        clientId: String(written.client_id),
        actorId: user.id,
        what: 'skipped',
        workout: typeof written.title === 'string' ? written.title : (workout?.name ?? ''),
        at: new Date(),
      });
    }
    // A client sees a workout only through their calendar: make it arrive with the entry. Library
    // workouts too: theirs is usually a version the client's cursor has long passed.
    if (kind !== 'delete' && typeof written.workout_id === 'string' && written.workout_id !== existing?.workout_id) {
      await touch(tx, workouts, written.workout_id);
    }
    // [P6] Moved to another client: the first client's devices drop it on their next pull.
    if (kind !== 'delete' && existing && existing.client_id !== written.client_id) {
      await revokeMovedEntry(existing.client_id, existing.id);
    }
  },
};
