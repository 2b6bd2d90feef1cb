import { Field, Input, type InputProps } from '@fluentui/react-components';
import { useLingui } from '@lingui/react';
import type { FieldState } from './use-field';

export interface TextFieldProps {
  field: FieldState;
  label: string;
  hint?: string;
  required?: boolean;
  type?: InputProps['type'];
  autoComplete?: string;
  inputMode?: InputProps['inputMode'];
  name?: string;
  /** Shown but not editable (an address an invitation fixed). */
  readOnly?: boolean;
}

// The message line is always there, empty when the field is fine. Otherwise leaving a field
// (validation on blur) would remove its message and shift the page under the pointer: a click
// on the button below would land on the space the button just left.
const RESERVED = '\u00a0';

/** A labelled, outlined input whose message appears under it when its field is not valid. */
export function TextField({ field, label, hint, required, type = 'text', autoComplete, inputMode, name, readOnly }: TextFieldProps) {
  const { i18n } = useLingui();
  return (
    <Field
      label={label}
      required={required}
      validationState={field.error ? 'error' : 'none'}
      validationMessage={field.error ? i18n._(field.error) : RESERVED}
      hint={hint}
    >
      <Input
        appearance="outline"
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        name={name}
        readOnly={readOnly}
        {...field.textProps}
      />
    </Field>
  );
}
