import { z } from 'zod';
import { ENTITY_FIELDS, isEntityName, SERVER_OWNED_FIELDS, type AnyRecord, type EntityName } from './records/index';
import { calendarEntryFields, planAssignmentFields } from './records/calendar';
import { idSchema, SYNC_META_FIELDS } from './records/common';
import { toStorableText, UNSTORABLE_MESSAGE, unstorablePaths } from './records/storable';

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
  /** Gives a plan to a client and puts its workouts on the client's calendar, all or nothing. */
  'plan-assignments.assign': z.strictObject({
    assignment: planAssignmentFields,
    entries: z.array(calendarEntryFields).max(52 * 7 * 3),
  }),
} as const;
export type DomainOperation = keyof typeof DOMAIN_OPERATIONS;

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

function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const at = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) fields[[...at, key].join('.')] ??= UNKNOWN_FIELD_MESSAGE;
    else fields[at.join('.') || '_'] ??= issue.message;
  }
  return fields;
}

/**
 * Validates what a device or a caller sends. Refused, never silently changed: a field no schema
 * knows (`unknown_field`, sync/SPEC.md R1), and text the database cannot store (R8).
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const unstorable = unstorablePaths(value);
  if (unstorable.length > 0) throw new InvalidMutation('validation_failed', 'Some fields are not valid', Object.fromEntries(unstorable.map((path) => [path, UNSTORABLE_MESSAGE])));
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const unknown = parsed.error.issues.some((issue) => issue.code === 'unrecognized_keys');
  if (unknown) throw new InvalidMutation('unknown_field', 'Some fields are not part of this record', zodFields(parsed.error));
  throw new InvalidMutation('validation_failed', 'Some fields are not valid', zodFields(parsed.error));
}

/** Turns a named mutation into the primitive operations it stands for; throws InvalidMutation. */
export function expandMutation(name: string, args: unknown): PrimitiveOp[] {
  if (name === 'plan-assignments.assign') {
    const { assignment, entries } = parseOrThrow(DOMAIN_OPERATIONS[name], args);
    return [
      { entity: 'plan-assignments', kind: 'put', id: assignment.id, record: assignment },
      ...entries.map((entry): PrimitiveOp => ({ entity: 'calendar-entries', kind: 'put', id: entry.id, record: { ...entry, assignment_id: assignment.id } })),
    ];
  }
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
        throw new InvalidMutation('field_not_writable', `These fields cannot be changed: ${refused.join(', ')}`, Object.fromEntries(refused.map((f) => [f, 'cannot be changed'])));
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
      return current ? ({ ...current, ...op.changes, updated_at: now }) : undefined;
    case 'delete':
      return undefined;
  }
}

/** The merged record a patch would produce, validated as a whole (a patch may not break a rule the put checks). */
export function validatePatched(entity: EntityName, current: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  // The stored record carries the sync metadata; the record's own fields are what is checked.
  const fields = Object.fromEntries(Object.entries(current).filter(([field]) => !(SYNC_META_FIELDS as readonly string[]).includes(field)));
  return parseOrThrow(ENTITY_FIELDS[entity], { ...fields, ...changes });
}
