import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@sync/engine/sync-store';
import { keysOf, opsOf, rebase, recordKey, splitKey } from '@sync/engine/rebase';
import { assignedEntryId } from '@core/plans';
import type { AnyRecord, FieldsOf } from '@core/records/index';
import { workoutPlanFields } from '@core/records/workouts';

const CLIENT = '0190a0b0-0000-7000-8000-0000000000c1';
const AT = '2026-11-24T10:00:00.000Z';
const server = (fields: Record<string, unknown>): AnyRecord => ({
  id: CLIENT,
  version: 3,
  updated_at: '2026-11-01T10:00:00.000Z',
  ...fields,
});
const entry = (id: number, name: string, args: Record<string, unknown>, extra: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id,
  name,
  args,
  keys: [],
  created_at: AT,
  ...extra,
});

const workout: FieldsOf<'workouts'> = {
  id: '0190a0b0-0000-7000-8000-0000000000f1',
  owner_id: null,
  name: 'Legs',
  description: null,
  translations: {},
  blocks: [],
};
const plan = workoutPlanFields.parse({
  id: '0190a0b0-0000-7000-8000-0000000000e1',
  name: 'Two days',
  weeks: 1,
  days: [
    { week: 1, day: 1, workout_id: workout.id },
    { week: 1, day: 3, workout_id: workout.id },
  ],
});
const assign = (id: number, assignmentId: string, clientId: string, created_at = AT) =>
  entry(
    id,
    'plan-assignments.assign',
    { assignment: { id: assignmentId, plan_id: plan.id, client_id: clientId, start_date: '2026-11-30' } },
    { created_at, assigned: { plan, workouts: [workout] } },
  );

describe('[C4] rebase: the server copy with the pending mutations on top', () => {
  it('applies them in outbox order, however they were read', () => {
    const pending = [
      entry(2, 'clients.patch', { id: CLIENT, changes: { name: 'Third' } }),
      entry(1, 'clients.patch', { id: CLIENT, changes: { name: 'Second' } }),
    ];
    expect(rebase(server({ name: 'First' }), pending, recordKey('clients', CLIENT))).toMatchObject({ name: 'Third', version: 3 });
    expect(pending.map((one) => one.id)).toEqual([2, 1]);
  });

  it('a mutation that no longer parses changes nothing', () => {
    expect(
      rebase(
        server({ name: 'First' }),
        [entry(1, 'clients.patch', { id: CLIENT, changes: 'not an object' })],
        recordKey('clients', CLIENT),
      ),
    ).toMatchObject({ name: 'First' });
  });

  it('a domain operation re-applies the operations it kept, never an expansion of today’s records (M3)', () => {
    const assignment = '0190a0b0-0000-7000-8000-00000000a000';
    const planned = assignedEntryId(assignment, 0);
    const ended = entry(
      1,
      'plan-assignments.end',
      { id: assignment, from: '2026-11-30' },
      {
        ops: [
          { entity: 'plan-assignments', kind: 'patch', id: assignment, changes: { status: 'ended' } },
          { entity: 'calendar-entries', kind: 'delete', id: planned },
        ],
      },
    );
    expect(rebase(server({ id: planned, date: '2026-11-30' }), [ended], recordKey('calendar-entries', planned))).toBeUndefined();
    expect(rebase(server({ id: assignment, status: 'active' }), [ended], recordKey('plan-assignments', assignment))).toMatchObject({
      status: 'ended',
    });
  });

  it('an assignment makes its entries again from the plan and workouts it read, each assignment its own', () => {
    const [firstId, secondId] = ['0190a0b0-0000-7000-8000-00000000a000', '0190a0b0-0000-7000-8000-00000000b000'];
    const other = '0190a0b0-0000-7000-8000-0000000000c2';
    const first = assign(1, firstId, CLIENT);
    const second = assign(2, secondId, other);
    // Asked again and again, as a rebase of a thousand entries asks: each answer is its own assignment's.
    for (const [queued, assignmentId, clientId] of [
      [first, firstId, CLIENT],
      [second, secondId, other],
      [first, firstId, CLIENT],
    ] as const) {
      const ops = opsOf(queued);
      expect(ops.map((op) => op.id)).toEqual([assignmentId, assignedEntryId(assignmentId, 0), assignedEntryId(assignmentId, 1)]);
      expect(ops.slice(1).map((op) => op.kind === 'put' && op.record.client_id)).toEqual([clientId, clientId]);
      expect(ops.slice(1).map((op) => op.kind === 'put' && op.record.date)).toEqual(['2026-11-30', '2026-12-02']);
    }
    const entryKey = recordKey('calendar-entries', assignedEntryId('0190a0b0-0000-7000-8000-00000000b000', 1));
    expect(rebase(null, [second], entryKey)).toMatchObject({
      client_id: other,
      date: '2026-12-02',
      status: 'planned',
      version: 0,
      updated_at: AT,
    });
  });

  it('names records as entity:id, splitting at the last colon, once each', () => {
    expect(splitKey(recordKey('calendar-entries', CLIENT))).toEqual({ entity: 'calendar-entries', id: CLIENT });
    expect(keysOf(opsOf(assign(1, '0190a0b0-0000-7000-8000-00000000a000', CLIENT)))).toHaveLength(3);
  });
});
