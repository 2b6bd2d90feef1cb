import { and, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { ExpansionSource } from '@sync/mutations';
import type { FieldsOf } from '@core/records/index';
import { calendarEntries, planAssignments, workoutPlans, workouts } from '../db/schema/index';
import type { Tx } from '../db/types';
import { ENTITIES } from './entities/index';
import { rowToRecord, type SyncTable } from './rows';
import type { Actor } from './types';

/**
 * What a domain operation reads on the server (sync/SPEC.md M3): the server's own records, never
 * what the device computed. A plan or an assignment the writer cannot read is absent, as it would
 * be for a stranger (A11).
 */
export function serverSource(tx: Tx, actor: Actor): ExpansionSource {
  const visible = (entity: 'workout-plans' | 'plan-assignments'): SQL =>
    'user' in actor ? (ENTITIES[entity].readable(actor.user) ?? sql`false`) : sql`true`;
  const live = async <T>(table: SyncTable, condition: SQL | undefined): Promise<T[]> =>
    (
      (await tx
        .select()
        .from(table)
        .where(and(not(table.deleted), condition))) as Record<string, unknown>[]
    ).map((row) => rowToRecord(table, row) as unknown as T);
  return {
    plan: async (id) => (await live<FieldsOf<'workout-plans'>>(workoutPlans, and(eq(workoutPlans.id, id), visible('workout-plans'))))[0],
    // The plan's own write checked that its workouts are the library's or its author's (A5).
    workouts: async (ids) => (ids.length === 0 ? [] : live<FieldsOf<'workouts'>>(workouts, inArray(workouts.id, [...ids]))),
    assignment: async (id) =>
      (await live<FieldsOf<'plan-assignments'>>(planAssignments, and(eq(planAssignments.id, id), visible('plan-assignments'))))[0],
    assignmentEntries: async (assignment) =>
      live<FieldsOf<'calendar-entries'>>(calendarEntries, eq(calendarEntries.assignment_id, assignment.id)),
  };
}
