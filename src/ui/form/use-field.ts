import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import { storable, type Validator } from './validators';

export interface FieldState {
  value: string;
  error: MessageDescriptor | undefined;
  setValue(value: string): void;
  /** Shows a message from elsewhere (the server) until the field is validated again. */
  setError(error: MessageDescriptor | undefined): void;
  /** Whether the value differs from what the field was given to start from. */
  edited: boolean;
  /** Runs the validators now; true when the value is acceptable. */
  validate(): boolean;
  /** For text inputs: validated when the user leaves the field, not while typing (docs/product.md §5). */
  textProps: { value: string; onChange: (event: unknown, data: { value: string }) => void; onBlur: () => void };
  /** For selects and choices: validated on change, which for them is a completed choice. */
  choiceProps: { value: string; onChange: (event: unknown, data: { value: string }) => void };
}

// Rebuilt on every render on purpose: validators may read other fields (a password confirmation)
// and must see their current values.
//
// A field nobody has edited follows what it was given: a form opened on a record shows a change
// that syncs in while it is open, instead of the value it opened with; an edited field keeps the
// user's text.
export function useField(initial: string, validators: readonly Validator[] = []): FieldState {
  const [value, setValue] = useState(initial);
  const [source, setSource] = useState(initial);
  const [error, setError] = useState<MessageDescriptor>();
  if (source !== initial) {
    setSource(initial);
    if (value === source) setValue(initial);
  }

  const check = (candidate: string) => {
    const problem = [storable, ...validators].map((validator) => validator(candidate)).find(Boolean);
    setError(problem);
    return !problem;
  };

  return {
    value,
    error,
    setValue,
    setError,
    edited: value !== source,
    validate: () => check(value),
    textProps: { value, onChange: (_event, data) => setValue(data.value), onBlur: () => check(value) },
    choiceProps: {
      value,
      onChange: (_event, data) => {
        setValue(data.value);
        check(data.value);
      },
    },
  };
}

/** Validates every field (showing every message at once) and answers whether all passed. */
export function validateAll(fields: readonly FieldState[]): boolean {
  return fields.map((field) => field.validate()).every(Boolean);
}
