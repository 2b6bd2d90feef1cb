import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ROLE } from '@core/auth-constants';
import { localized } from '@core/records/localized';
import type { AnyRecord, EntityName } from '@core/records/index';
import { shownText } from '@core/records/shown-text';
import { REFERENCE_FIELDS, type ConflictView } from '@/data/conflicts';
import { formatDate, formatDateTime } from '@/i18n/date-format';
import { isLocale } from '@/i18n/locales';
import { CALENDAR_STATUS_LABELS, CLIENT_STATUS_LABELS, LEVEL_LABELS } from '../reference-labels';
import { entityLabel } from '@/ui/entity-labels';

/** A thing's name ("Nosaukums"), not a person's ("Vārds"). */
const THING_NAME = msg({ message: 'Name', context: 'thing' });

/**
 * [R9] The words of a notice that a change replaced a newer one: which field, which record, and
 * the two values as the record's screens would show them. Only fields a person edits are named
 * here; any other is named by its field name, which a notice about it should never need.
 */
const FIELD_LABELS: Partial<Record<EntityName, Record<string, MessageDescriptor>>> = {
  clients: {
    name: msg`Name`,
    email: msg`E-mail`,
    birth_date: msg`Date of birth`,
    phone_country: msg`Country code`,
    phone: msg`Phone`,
    status: msg`Status`,
    sessions_per_week: msg`Sessions per week`,
    goals: msg`Goals`,
    notes: msg`Private notes`,
    age_group_id: msg`Age group`,
    joints_to_spare: msg`Joints to spare`,
  },
  workouts: {
    name: THING_NAME,
    description: msg`Description`,
    blocks: msg`Exercises and sets`,
    translations: msg`Latvian name and description`,
  },
  'workout-plans': {
    name: THING_NAME,
    description: msg`Description`,
    weeks: msg`Weeks`,
    days: msg`Workouts of the plan`,
    progressions: msg`Progression`,
    deload: msg`Deload`,
    translations: msg`Latvian name and description`,
  },
  exercises: {
    name: THING_NAME,
    instructions: msg`Instructions`,
    type_id: msg`Type`,
    primary_muscle_ids: msg`Primary muscles`,
    secondary_muscle_ids: msg`Secondary muscles`,
    joint_ids: msg`Joints`,
    position_ids: msg`Positions`,
    inventory_ids: msg`Equipment`,
    level: msg`Level`,
    default_rest_seconds: msg`Rest between sets (seconds)`,
    media: msg`Picture or video`,
    video_url: msg`Video link`,
  },
  'gym-profiles': {
    bar_kg: msg`Bar (kg)`,
    plates: msg`Plates`,
    dumbbells_kg: msg`Dumbbells (kg)`,
    dumbbell_step_kg: msg`Dumbbell step (kg)`,
    dumbbell_max_kg: msg`Heaviest dumbbell (kg)`,
  },
  'calendar-entries': {
    client_id: msg`Client`,
    workout_id: msg`Workout`,
    date: msg`Date`,
    time: msg`Time`,
    duration_minutes: msg`Duration (minutes)`,
    title: msg`Title`,
    status: msg`Status`,
    notes: msg`Notes`,
    prescription: msg`Exercises and sets`,
  },
  'workout-sessions': { finished_at: msg`Finished`, rating: msg`Rating`, notes: msg`Notes` },
  'plan-assignments': { start_date: msg`Start date`, status: msg`Status`, substitutions: msg`Substitutions` },
  comments: { body: msg`Comment` },
};

/** Fields whose value is a day (YYYY-MM-DD) or a moment (ISO 8601). */
const DAY_FIELDS = new Set(['date', 'birth_date', 'start_date']);
const MOMENT_FIELDS = new Set(['finished_at', 'read_at']);

/** Fixed values in words, by field; the rest are shown as they are. */
const VALUE_LABELS: Partial<Record<EntityName, Record<string, Record<string, MessageDescriptor>>>> = {
  clients: { status: CLIENT_STATUS_LABELS },
  'calendar-entries': { status: CALENDAR_STATUS_LABELS },
  exercises: { level: LEVEL_LABELS },
};

export function conflictFieldLabel(i18n: I18n, entity: EntityName, field: string): string {
  const label = FIELD_LABELS[entity]?.[field];
  return label ? i18n._(label) : field;
}

const localeOf = (i18n: I18n) => (isLocale(i18n.locale) ? i18n.locale : undefined);

/** A record's name in the reader's language, whichever way its entity keeps it. */
function nameOf(i18n: I18n, record: AnyRecord | undefined): string | undefined {
  if (!record) return undefined;
  const fields = record as Record<string, unknown>;
  const name = fields.name;
  if (typeof name === 'string')
    return shownText({ name, translations: fields.translations as Parameters<typeof shownText>[0]['translations'] }, i18n.locale);
  if (name && typeof name === 'object' && 'en-US' in name) return localized(name as { 'en-US': string; 'lv-LV'?: string }, i18n.locale);
  return undefined;
}

/** One value of a notice, as the record's screen would show it. */
export function conflictValueText(i18n: I18n, view: ConflictView, value: unknown): string {
  return fieldValueText(i18n, view.notice.entity, view.notice.field, value, view.named);
}

/** A value of a record's field in words: names for ids (of the records `named` holds), days and moments in the reader's format. */
export function fieldValueText(
  i18n: I18n,
  entity: EntityName,
  field: string,
  value: unknown,
  named: ReadonlyMap<string, AnyRecord>,
): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return i18n._(msg`(empty)`);
  if (REFERENCE_FIELDS[entity]?.[field]) {
    const ids = Array.isArray(value) ? value : [value];
    return ids.map((id) => nameOf(i18n, named.get(String(id))) ?? i18n._(msg`(not on this device)`)).join(', ');
  }
  if (typeof value === 'string') {
    const fixed = VALUE_LABELS[entity]?.[field]?.[value];
    if (fixed) return i18n._(fixed);
    if (DAY_FIELDS.has(field)) return formatDate(value, localeOf(i18n), 'medium');
    if (MOMENT_FIELDS.has(field)) return formatDateTime(new Date(value), localeOf(i18n), 'short');
    return value;
  }
  if (typeof value === 'number') return new Intl.NumberFormat(i18n.locale).format(value);
  if (typeof value === 'boolean') return i18n._(value ? msg`Yes` : msg`No`);
  // Names in two languages, and lists of plain values (dumbbell weights).
  if (typeof value === 'object' && 'en-US' in value)
    return localized(value as { 'en-US': unknown; 'lv-LV'?: unknown }, i18n.locale) as string;
  if (Array.isArray(value) && value.every((item) => typeof item === 'number' || typeof item === 'string'))
    return value.map(String).join(', ');
  // Blocks of exercises, a plan's days, plates: too much for a line; the form shows them once restored.
  return i18n._(msg`another version (restore it to see it in full)`);
}

/** "Client · Anna Bērziņa", "Calendar entry · Full body, 12 Dec 2026": what the notice is about. */
export function conflictRecordTitle(i18n: I18n, view: ConflictView): string {
  const { entity } = view.notice;
  const label = entityLabel(entity);
  const kind = label ? i18n._(label) : entity;
  const record = view.record as Record<string, unknown> | null;
  if (!record) return kind;
  let name: string | undefined;
  if (entity === 'calendar-entries') {
    const what = nameOf(i18n, view.named.get(String(record.workout_id))) ?? (typeof record.title === 'string' ? record.title : undefined);
    const day = typeof record.date === 'string' ? formatDate(record.date, localeOf(i18n), 'medium') : undefined;
    name = [what, day].filter(Boolean).join(', ');
  } else if (entity === 'gym-profiles' || entity === 'plan-assignments') {
    name = nameOf(i18n, view.named.get(String(entity === 'gym-profiles' ? record.id : record.client_id)));
  } else if (entity === 'workout-sessions') {
    name = (record.prescription as { name?: string } | undefined)?.name;
  } else {
    name = nameOf(i18n, view.record ?? undefined);
  }
  return name ? `${kind} · ${name}` : kind;
}

/** Where the record is edited, for the sync details' list; undefined where no screen shows it alone. */
export function conflictLink(view: ConflictView, roleId: number | undefined): string | undefined {
  const { entity, record_id: id } = view.notice;
  const record = view.record as Record<string, unknown> | null;
  if (!record) return undefined;
  switch (entity) {
    case 'clients':
      return `/client/${id}?tab=details`;
    case 'gym-profiles':
      // A coach edits it with the client's details; the client on their profile.
      return roleId === ROLE.coach ? `/client/${id}?tab=details` : '/profile';
    case 'workouts':
      return record.owner_id === null && roleId === ROLE.admin ? `/admin/workout?edit=${id}` : `/workouts?edit=${id}`;
    case 'workout-plans':
      return `/workout-plan?plan=${id}`;
    case 'exercises':
      return `/exercise/${id}`;
    case 'calendar-entries':
      return typeof record.date === 'string' ? `/calendar?date=${record.date}` : '/calendar';
    default:
      return undefined;
  }
}
