import { z } from 'zod';
import { addDays, daysBetween } from '../core/dates';
import { assignmentEntries } from '../core/plans';
import { ENTITY_FIELDS, isEntityName, SERVER_OWNED_FIELDS, type AnyRecord, type EntityName, type FieldsOf } from '../core/records/index';
import { planAssignmentFields } from '../core/records/calendar';
import { idSchema, isoDateSchema, SYNC_META_FIELDS } from '../core/records/common';
import { pathsOf, toStorableText, UNSTORABLE_MESSAGE, unstorablePaths } from '../core/records/storable';

/**
 * Mutation names (sync/SPEC.md §M): `<entity>.put`, `<entity>.patch`, `<entity>.delete`, or a
 * domain operation. A domain operation expands into primitive operations so that the device can
 * apply it locally exactly as the server will, while the server applies it all or nothing.
 */
export type PrimitiveOp =
  | { entity: EntityName; kind: 'put'; id: string; record: Record<string, unknown> }
  | { entity: EntityName; kind: 'patch'; id: string; changes: Record<string, unknown>; base_version?: number }
  | { entity: EntityName; kind: 'delete'; id: string };

export const patchArgsSchema = z.strictObject({
  id: idSchema,
  changes: z.record(z.string(), z.unknown()),
  /** The version the device edited from (sync/SPEC.md R9); absent from older devices' outboxes. */
  base_version: z.number().int().nonnegative().optional(),
});
export const deleteArgsSchema = z.strictObject({ id: idSchema });

export const DOMAIN_OPERATIONS = {
  /**
   * [G4] Gives a plan to a client from a start date. Only the assignment travels: the device and
   * the server each expand it into the calendar entries (core/plans.ts), so nothing a device
   * computes is trusted.
   */
  'plan-assignments.assign': z.strictObject({ assignment: planAssignmentFields }),
  /** [G6] Ends an assignment: its planned entries from `from` on leave the calendar; what happened stays. */
  'plan-assignments.end': z.strictObject({ id: idSchema, from: isoDateSchema }),
  /** [G6] Moves an assignment's start: its planned entries move by the same number of days. */
  'plan-assignments.move': z.strictObject({ id: idSchema, start_date: isoDateSchema }),
} as const;
export type DomainOperation = keyof typeof DOMAIN_OPERATIONS;

export function isDomainOperation(name: string): name is DomainOperation {
  return Object.hasOwn(DOMAIN_OPERATIONS, name);
}

/** A calendar entry's fields that an assignment leaves as the schema's defaults. */
const ENTRY_DEFAULTS = {
  coach_id: null,
  duration_minutes: null,
  title: null,
  status: 'planned',
  notes: null,
  group_id: null,
} as const satisfies Partial<FieldsOf<'calendar-entries'>>;

type Plan = FieldsOf<'workout-plans'>;
type Workout = FieldsOf<'workouts'>;
type Assignment = FieldsOf<'plan-assignments'>;
type Entry = FieldsOf<'calendar-entries'>;

/**
 * What a domain operation reads to expand (the device from its database, the server from its
 * own, each as the writer may see it): undefined for a record that is absent or not the writer's.
 */
export interface ExpansionSource {
  plan(id: string): Promise<Plan | undefined>;
  workouts(ids: readonly string[]): Promise<Workout[]>;
  assignment(id: string): Promise<Assignment | undefined>;
  /** The live calendar entries an assignment made. */
  assignmentEntries(assignment: Assignment): Promise<Entry[]>;
}

export class InvalidMutation extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'InvalidMutation';
  }
}

const UNKNOWN_FIELD_MESSAGE = 'is not a field of this record';
const UNKNOWN_FIELDS = 'Some fields are not part of this record';

function zodFields(error: z.ZodError): Record<string, string> {
  // A Map, not an object: a path named like an object's own members (`constructor`, `valueOf`)
  // would find the inherited one and never be set.
  const fields = new Map<string, string>();
  const add = (path: string, message: string) => {
    if (!fields.has(path)) fields.set(path, message);
  };
  for (const issue of error.issues) {
    const at = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add([...at, key].join('.'), UNKNOWN_FIELD_MESSAGE);
    else add(at.join('.') || '_', issue.message);
  }
  return Object.fromEntries(fields);
}

/**
 * Keys that are an object's prototype machinery, never a field of a record. The schemas drop a
 * `__proto__` key without a word (zod never copies it), which would store the rest of the record
 * as if it had not been sent; and merged into an object by assignment it would replace that
 * object's prototype. So a mutation carrying one is refused like any field no schema knows.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor']);

/**
 * Validates what a device or a caller sends. Refused, never silently changed: a field no schema
 * knows (`unknown_field`, sync/SPEC.md R1), a prototype key included, and text the database
 * cannot store (R8).
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const unstorable = unstorablePaths(value);
  if (unstorable.length > 0)
    throw new InvalidMutation(
      'validation_failed',
      'Some fields are not valid',
      Object.fromEntries(unstorable.map((path) => [path, UNSTORABLE_MESSAGE])),
    );
  const prototypeKeys = pathsOf(value, { key: (key) => PROTOTYPE_KEYS.has(key) });
  if (prototypeKeys.length > 0)
    throw new InvalidMutation(
      'unknown_field',
      UNKNOWN_FIELDS,
      Object.fromEntries(prototypeKeys.map((path) => [path, UNKNOWN_FIELD_MESSAGE])),
    );
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const unknown = parsed.error.issues.some((issue) => issue.code === 'unrecognized_keys');
  if (unknown) throw new InvalidMutation('unknown_field', UNKNOWN_FIELDS, zodFields(parsed.error));
  throw new InvalidMutation('validation_failed', 'Some fields are not valid', zodFields(parsed.error));
}

/**
 * Turns a named mutation into the primitive operations it stands for; throws InvalidMutation. A
 * domain operation (M3) reads what it expands from `source`.
 */
export async function expandWith(name: string, args: unknown, source: ExpansionSource): Promise<PrimitiveOp[]> {
  switch (name) {
    case 'plan-assignments.assign': {
      const { assignment } = parseOrThrow(DOMAIN_OPERATIONS[name], args);
      if (await source.assignment(assignment.id))
        throw new InvalidMutation('duplicate', 'This plan has been assigned already', { 'assignment.id': 'is already taken' });
      const plan = await source.plan(assignment.plan_id);
      if (!plan) throw new InvalidMutation('invalid_reference', 'The plan does not exist', { 'assignment.plan_id': 'does not exist' });
      const workouts = new Map(
        (await source.workouts([...new Set(plan.days.map((day) => day.workout_id))])).map((workout) => [workout.id, workout]),
      );
      const missingWorkout = plan.days.find((day) => !workouts.has(day.workout_id));
      if (missingWorkout)
        throw new InvalidMutation('invalid_reference', 'A workout of the plan does not exist', {
          'assignment.plan_id': 'names a workout that does not exist',
        });
      return opsOfAssignment(assignment, plan, workouts);
    }
    case 'plan-assignments.end':
    case 'plan-assignments.move': {
      const parsed = parseOrThrow(DOMAIN_OPERATIONS[name], args);
      const assignment = await source.assignment(parsed.id);
      if (!assignment) throw new InvalidMutation('not_found', 'This plan assignment does not exist');
      const planned = (await source.assignmentEntries(assignment)).filter((entry) => entry.status === 'planned');
      // Each writes the assignment even when nothing else changes, so the write leaves its trace in
      // the record's history like any other (R9).
      if ('from' in parsed) {
        return [
          { entity: 'plan-assignments', kind: 'patch', id: assignment.id, changes: { status: 'ended' } },
          ...planned
            .filter((entry) => entry.date >= parsed.from)
            .map((entry): PrimitiveOp => ({ entity: 'calendar-entries', kind: 'delete', id: entry.id })),
        ];
      }
      if (assignment.status === 'ended')
        throw new InvalidMutation('validation_failed', 'An ended plan cannot be moved', {
          start_date: 'cannot change once the plan has ended',
        });
      const shift = daysBetween(assignment.start_date, parsed.start_date);
      return [
        { entity: 'plan-assignments', kind: 'patch', id: assignment.id, changes: { start_date: parsed.start_date } },
        ...planned
          .filter(() => shift !== 0)
          .map((entry): PrimitiveOp => ({
            entity: 'calendar-entries',
            kind: 'patch',
            id: entry.id,
            changes: { date: addDays(entry.date, shift) },
          })),
      ];
    }
    default:
      return expandMutation(name, args);
  }
}

/** The plan and workouts an assignment was expanded from (M3). */
export interface AssignmentRead {
  plan: Plan;
  workouts: Workout[];
}

/**
 * [G4] The operations of `plan-assignments.assign` with `args`, from the plan and workouts it read:
 * the same records every time for the same reads, so a device can make them again (C4).
 */
export function assignmentOps(args: unknown, { plan, workouts }: AssignmentRead): PrimitiveOp[] {
  const { assignment } = parseOrThrow(DOMAIN_OPERATIONS['plan-assignments.assign'], args);
  return opsOfAssignment(assignment, plan, new Map(workouts.map((workout) => [workout.id, workout])));
}

function opsOfAssignment(assignment: Assignment, plan: Plan, workouts: ReadonlyMap<string, Workout>): PrimitiveOp[] {
  return [
    { entity: 'plan-assignments', kind: 'put', id: assignment.id, record: { ...assignment, status: 'active' } },
    // Made here from records already validated, so written out with the schema's defaults
    // rather than parsed again: a 12-week plan for 20 clients is a thousand entries.
    ...assignmentEntries(assignment, plan, workouts).map((entry): PrimitiveOp => ({
      entity: 'calendar-entries',
      kind: 'put',
      id: entry.id,
      record: { ...ENTRY_DEFAULTS, ...entry },
    })),
  ];
}

/** Turns a primitive mutation (put, patch, delete) into its operation; throws InvalidMutation. */
export function expandMutation(name: string, args: unknown): PrimitiveOp[] {
  if (isDomainOperation(name)) throw new Error(`${name} reads records to expand: use expandWith`);
  const dot = name.lastIndexOf('.');
  const entity = name.slice(0, dot);
  const kind = name.slice(dot + 1);
  if (!isEntityName(entity)) throw new InvalidMutation('unknown_mutation', `Unknown mutation ${toStorableText(name)}`);
  switch (kind) {
    case 'put': {
      const record = parseOrThrow(ENTITY_FIELDS[entity], args) as Record<string, unknown> & { id: string };
      return [{ entity, kind, id: record.id, record }];
    }
    case 'patch': {
      const { id, changes, base_version } = parseOrThrow(patchArgsSchema, args);
      const owned = new Set(['id', 'version', 'updated_at', 'deleted', ...(SERVER_OWNED_FIELDS[entity] ?? [])]);
      const refused = Object.keys(changes).filter((field) => owned.has(field));
      if (refused.length > 0) {
        throw new InvalidMutation(
          'field_not_writable',
          `These fields cannot be changed: ${refused.join(', ')}`,
          Object.fromEntries(refused.map((f) => [f, 'cannot be changed'])),
        );
      }
      return [{ entity, kind, id, changes, ...(base_version === undefined ? {} : { base_version }) }];
    }
    case 'delete':
      return [{ entity, kind, id: parseOrThrow(deleteArgsSchema, args).id }];
    default:
      throw new InvalidMutation('unknown_mutation', `Unknown mutation ${toStorableText(name)}`);
  }
}

/**
 * A record with one operation applied, as the device shows it until the server answers:
 * undefined means "not there" (never created, or deleted). A patch of an absent record does
 * nothing: a delete wins (sync/SPEC.md §R3).
 */
export function applyOp(current: AnyRecord | undefined, op: PrimitiveOp, now: string): AnyRecord | undefined {
  switch (op.kind) {
    case 'put':
      return { ...(current ?? {}), ...op.record, id: op.id, version: current?.version ?? 0, updated_at: now };
    case 'patch':
      return current ? { ...current, ...op.changes, updated_at: now } : undefined;
    case 'delete':
      return undefined;
  }
}

/** The merged record a patch would produce, validated as a whole (a patch may not break a rule the put checks). */
export function validatePatched(
  entity: EntityName,
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  // The stored record carries the sync metadata; the record's own fields are what is checked.
  const fields = Object.fromEntries(Object.entries(current).filter(([field]) => !(SYNC_META_FIELDS as readonly string[]).includes(field)));
  return parseOrThrow(ENTITY_FIELDS[entity], { ...fields, ...changes });
}
