import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import {
  initialValues,
  inputForPath,
  inputKeys,
  problemOf,
  recordFields,
  validateForm,
  type FieldSpec,
  type FormErrors,
  type FormValues,
  type ReferenceOptions,
} from './field-specs';
import type { ResourceFormProps } from './ResourceForm';

export interface ResourceFormState {
  /** What ResourceForm takes. */
  form: ResourceFormProps;
  values: FormValues;
  /**
   * Checks every input for a save and shows what is wrong: the record's fields when all is well,
   * else undefined.
   */
  validated: () => Record<string, unknown> | undefined;
  /**
   * Shows a refusal of a save next to the inputs its field paths (`name.en-US`,
   * `primary_muscle_ids.2`) belong to; answers how many found an input. `inputFor` places paths
   * the specs do not name (a field the caller maps itself).
   */
  placeRefusal: (paths: readonly string[], message: MessageDescriptor, inputFor?: (path: string) => string | undefined) => number;
}

/**
 * The state of a form described by field specs: each input is checked when it is left or chosen,
 * all of them on a save; nothing typed is lost when a save fails.
 */
export function useResourceForm(
  specs: readonly FieldSpec[],
  record: Record<string, unknown> | undefined,
  options: ReferenceOptions,
): ResourceFormState {
  const [values, setValues] = useState<FormValues>(() => initialValues(specs, record));
  const [errors, setErrors] = useState<FormErrors>({});

  const check = (key: string, next: FormValues) => {
    const spec = specs.find((candidate) => inputKeys(candidate).includes(key));
    if (!spec) return;
    // A field others are compared with (a minimum age) re-checks them too.
    const dependents = specs.filter((other) => other.kind === 'integer' && other.atLeast?.name === spec.name);
    setErrors((current) => ({
      ...current,
      [key]: problemOf(spec, key, next),
      ...Object.fromEntries(
        dependents.filter((other) => current[other.name]).map((other) => [other.name, problemOf(other, other.name, next)]),
      ),
    }));
  };

  const form: ResourceFormProps = {
    specs,
    options,
    values,
    errors,
    onType: (key, value) => setValues((current) => ({ ...current, [key]: value })),
    onCommit: (key, value) => {
      const next = value === undefined ? values : { ...values, [key]: value };
      if (value !== undefined) setValues(next);
      check(key, next);
    },
  };

  const validated = () => {
    const found = validateForm(specs, values);
    setErrors(found);
    return Object.values(found).some(Boolean) ? undefined : recordFields(specs, values);
  };

  const placeRefusal = (paths: readonly string[], message: MessageDescriptor, inputFor?: (path: string) => string | undefined) => {
    const placed: FormErrors = {};
    for (const path of paths) {
      const key = inputForPath(specs, path) ?? inputFor?.(path);
      if (key) placed[key] = message;
    }
    setErrors((current) => ({ ...current, ...placed }));
    return Object.keys(placed).length;
  };

  return { form, values, validated, placeRefusal };
}
