import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReferenceEntity } from '@core/records/index';

/**
 * Forms of reference records and exercises, described field by field: the admin's library screens
 * (online, through the admin API) and a coach's own exercises (on the device, synced) share them.
 */

export interface Option {
  value: string;
  label: MessageDescriptor;
}

interface Common {
  /** The record's field. */
  name: string;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
}

/** One field of a resource's form, and how its value maps onto the record. */
export type FieldSpec = Common &
  (
    | { kind: 'localized'; max: number }
    | { kind: 'steps' }
    | { kind: 'integer'; min: number; max: number; required: boolean; atLeast?: { name: string; message: MessageDescriptor } }
    | { kind: 'text'; pattern: RegExp; invalid: MessageDescriptor; required: boolean; normalize?: (value: string) => string; max?: number }
    | { kind: 'choice'; options: readonly Option[]; required: boolean }
    | { kind: 'choices'; options: readonly Option[] }
    | { kind: 'reference'; entity: ReferenceEntity }
    | { kind: 'references'; entity: ReferenceEntity }
  );

/** One choice of a reference field: a record's id and its name in the reader's language. */
export interface RecordOption {
  value: string;
  text: string;
}

/**
 * The choices of each reference field, by entity; an entity not there yet is still loading. The
 * caller loads them where it reads records: the admin from the server, a coach from the device.
 */
export type ReferenceOptions = Partial<Record<ReferenceEntity, readonly RecordOption[]>>;

/** What the inputs hold: text for single inputs, the chosen values for multiple choices. */
export type FormValues = Record<string, string | string[]>;
export type FormErrors = Record<string, MessageDescriptor | undefined>;

const EN = 'en-US';
const LV = 'lv-LV';

/** The inputs a field has: a localized one has one per language. */
export function inputKeys(spec: FieldSpec): string[] {
  return spec.kind === 'localized' || spec.kind === 'steps' ? [`${spec.name}.${EN}`, `${spec.name}.${LV}`] : [spec.name];
}

const asText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const asList = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

export function initialValues(specs: readonly FieldSpec[], record: Record<string, unknown> | undefined): FormValues {
  const values: FormValues = {};
  for (const spec of specs) {
    const value = record?.[spec.name];
    switch (spec.kind) {
      case 'localized': {
        const text = (value ?? {}) as Record<string, string | undefined>;
        values[`${spec.name}.${EN}`] = text[EN] ?? '';
        values[`${spec.name}.${LV}`] = text[LV] ?? '';
        break;
      }
      case 'steps': {
        const steps = (value ?? {}) as Record<string, string[] | undefined>;
        values[`${spec.name}.${EN}`] = (steps[EN] ?? []).join('\n');
        values[`${spec.name}.${LV}`] = (steps[LV] ?? []).join('\n');
        break;
      }
      case 'choices':
      case 'references':
        values[spec.name] = asList(value);
        break;
      case 'choice':
        values[spec.name] = asText(value ?? (spec.required ? spec.options[0]?.value : ''));
        break;
      default:
        values[spec.name] = asText(value);
    }
  }
  return values;
}

const text = (values: FormValues, key: string) => {
  const value = values[key];
  return typeof value === 'string' ? value.trim() : '';
};
const list = (values: FormValues, key: string) => {
  const value = values[key];
  return Array.isArray(value) ? value : [];
};
const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The record's fields from the form (valid values assumed: validate first). */
export function recordFields(specs: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const spec of specs) {
    switch (spec.kind) {
      case 'localized': {
        const lv = text(values, `${spec.name}.${LV}`);
        record[spec.name] = { [EN]: text(values, `${spec.name}.${EN}`), ...(lv ? { [LV]: lv } : {}) };
        break;
      }
      case 'steps': {
        const lv = lines(text(values, `${spec.name}.${LV}`));
        record[spec.name] = { [EN]: lines(text(values, `${spec.name}.${EN}`)), ...(lv.length ? { [LV]: lv } : {}) };
        break;
      }
      case 'integer': {
        const value = text(values, spec.name);
        record[spec.name] = value === '' ? null : Number(value);
        break;
      }
      case 'text': {
        const value = text(values, spec.name);
        record[spec.name] = value === '' ? null : (spec.normalize?.(value) ?? value);
        break;
      }
      case 'choice':
      case 'reference':
        record[spec.name] = text(values, spec.name) || null;
        break;
      case 'choices':
      case 'references':
        record[spec.name] = list(values, spec.name);
    }
  }
  return record;
}

export const REQUIRED = msg`This field is required`;

/** What is wrong with one input, in words the user can act on; undefined when it is fine. */
export function problemOf(spec: FieldSpec, key: string, values: FormValues): MessageDescriptor | undefined {
  switch (spec.kind) {
    case 'localized': {
      if (key.endsWith(EN) && !text(values, key)) return REQUIRED;
      const { max } = spec;
      return text(values, key).length > max ? msg`Use at most ${max} characters` : undefined;
    }
    case 'steps':
      return undefined;
    case 'integer': {
      const value = text(values, key);
      if (value === '') return spec.required ? REQUIRED : undefined;
      const number = Number(value);
      const { min, max } = spec;
      if (!/^-?\d+$/.test(value) || number < min || number > max) return msg`Enter a whole number from ${min} to ${max}`;
      const floor = spec.atLeast ? text(values, spec.atLeast.name) : '';
      if (spec.atLeast && /^-?\d+$/.test(floor) && number < Number(floor)) return spec.atLeast.message;
      return undefined;
    }
    case 'text': {
      const value = text(values, key);
      if (value === '') return spec.required ? REQUIRED : undefined;
      const { max } = spec;
      if (max !== undefined && value.length > max) return msg`Use at most ${max} characters`;
      return spec.pattern.test(spec.normalize?.(value) ?? value) ? undefined : spec.invalid;
    }
    case 'choice':
      return spec.required && !text(values, key) ? REQUIRED : undefined;
    case 'choices':
      return list(values, key).length === 0 ? msg`Choose at least one` : undefined;
    case 'reference':
    case 'references':
      return undefined;
  }
}

/** Every input's problem at once, for a save. */
export function validateForm(specs: readonly FieldSpec[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const spec of specs) for (const key of inputKeys(spec)) errors[key] = problemOf(spec, key, values);
  return errors;
}

/** The input a server's field path (`name.en-US`, `max_age`, `primary_muscle_ids.2`) belongs to. */
export function inputForPath(specs: readonly FieldSpec[], path: string): string | undefined {
  for (const spec of specs) {
    const keys = inputKeys(spec);
    const exact = keys.find((key) => path === key || path.startsWith(`${key}.`));
    if (exact) return exact;
    if (path === spec.name || path.startsWith(`${spec.name}.`)) return keys[0];
  }
  return undefined;
}
