import { Checkbox, Dropdown, Field, Input, makeStyles, Option, Select, Textarea, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES } from '@/i18n/locales';
import { useTouchStyles } from '@/ui/touch-styles';
import { inputKeys, type FieldSpec, type FormErrors, type FormValues, type ReferenceOptions } from './field-specs';

// The message line is always there, empty when the field is fine, so that a message appearing
// when a field is left does not move the button under the pointer.
const RESERVED = '\u00a0';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalXS },
  // Both languages side by side, so a translator sees the English next to the Latvian.
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: '1fr',
    '@media (min-width: 600px)': { gridTemplateColumns: '1fr 1fr' },
  },
  choices: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  // A multiple choice holds its chosen names: it may not push the page wider than a phone.
  dropdown: { minWidth: 0, maxWidth: '100%' },
});

export interface ResourceFormProps {
  specs: readonly FieldSpec[];
  /** The choices of the reference fields, loaded by the caller. */
  options: ReferenceOptions;
  values: FormValues;
  errors: FormErrors;
  /** A typed value: validated when the input is left. */
  onType: (key: string, value: string) => void;
  /** A finished choice (select, checkbox) or a left input: validated at once. */
  onCommit: (key: string, value?: string | string[]) => void;
}

interface InputProps {
  spec: FieldSpec;
  inputKey: string;
  label: string;
  required: boolean;
  form: ResourceFormProps;
}

function useMessage(error: MessageDescriptor | undefined) {
  const { i18n } = useLingui();
  return { validationState: error ? ('error' as const) : ('none' as const), validationMessage: error ? i18n._(error) : RESERVED };
}

function TextInput({ spec, inputKey, label, required, form }: InputProps) {
  const { i18n } = useLingui();
  const touch = useTouchStyles();
  const message = useMessage(form.errors[inputKey]);
  const value = form.values[inputKey];
  const text = typeof value === 'string' ? value : '';
  const hint = spec.hint ? i18n._(spec.hint) : undefined;
  if (spec.kind === 'steps') {
    return (
      <Field label={label} hint={hint} {...message}>
        <Textarea
          value={text}
          rows={5}
          resize="vertical"
          onChange={(_e, data) => form.onType(inputKey, data.value)}
          onBlur={() => form.onCommit(inputKey)}
        />
      </Field>
    );
  }
  return (
    <Field label={label} required={required} hint={hint} {...message}>
      <Input
        className={touch.control}
        appearance="outline"
        value={text}
        inputMode={spec.kind === 'integer' ? 'numeric' : undefined}
        onChange={(_e, data) => form.onType(inputKey, data.value)}
        onBlur={() => form.onCommit(inputKey)}
      />
    </Field>
  );
}

function ReferenceInput({ spec, inputKey, label, form }: InputProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const touch = useTouchStyles();
  const message = useMessage(form.errors[inputKey]);
  const options = spec.kind === 'reference' || spec.kind === 'references' ? form.options[spec.entity] : undefined;
  const value = form.values[inputKey];
  if (spec.kind === 'reference') {
    return (
      <Field label={label} {...message}>
        <Select
          select={{ className: touch.select }}
          value={typeof value === 'string' ? value : ''}
          onChange={(_e, data) => form.onCommit(inputKey, data.value)}
        >
          <option value="">{t`None`}</option>
          {(options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </Select>
      </Field>
    );
  }
  const selected = Array.isArray(value) ? value : [];
  const names = selected.map((id) => options?.find((option) => option.value === id)?.text ?? '…');
  return (
    <Field label={label} {...message}>
      <Dropdown
        className={styles.dropdown}
        button={{ className: touch.control }}
        multiselect
        placeholder={t`None`}
        value={names.join(', ')}
        selectedOptions={selected}
        onOptionSelect={(_e, data) => form.onCommit(inputKey, data.selectedOptions)}
      >
        {(options ?? []).map((option) => (
          <Option key={option.value} value={option.value}>
            {option.text}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

function ChoiceInput({ spec, inputKey, label, required, form }: InputProps) {
  const { i18n } = useLingui();
  const styles = useStyles();
  const touch = useTouchStyles();
  const message = useMessage(form.errors[inputKey]);
  const value = form.values[inputKey];
  if (spec.kind === 'choice') {
    return (
      <Field label={label} required={required} {...message}>
        <Select
          select={{ className: touch.select }}
          value={typeof value === 'string' ? value : ''}
          onChange={(_e, data) => form.onCommit(inputKey, data.value)}
        >
          {!required && <option value="">—</option>}
          {spec.options.map((option) => (
            <option key={option.value} value={option.value}>
              {i18n._(option.label)}
            </option>
          ))}
        </Select>
      </Field>
    );
  }
  if (spec.kind !== 'choices') return null;
  const chosen = Array.isArray(value) ? value : [];
  return (
    <Field label={label} required {...message}>
      <div className={styles.choices} role="group" aria-label={label}>
        {spec.options.map((option) => (
          <Checkbox
            key={option.value}
            label={i18n._(option.label)}
            checked={chosen.includes(option.value)}
            onChange={(_e, data) =>
              form.onCommit(inputKey, data.checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value))
            }
          />
        ))}
      </div>
    </Field>
  );
}

function FieldInputs({ spec, form }: { spec: FieldSpec; form: ResourceFormProps }) {
  const { i18n } = useLingui();
  const styles = useStyles();
  const label = i18n._(spec.label);
  if (spec.kind === 'localized' || spec.kind === 'steps') {
    const [english = '', latvian = ''] = inputKeys(spec);
    return (
      <div className={styles.pair}>
        <TextInput
          spec={spec}
          inputKey={english}
          label={`${label} · ${LOCALE_NAMES['en-US']}`}
          required={spec.kind === 'localized'}
          form={form}
        />
        <TextInput spec={spec} inputKey={latvian} label={`${label} · ${LOCALE_NAMES['lv-LV']}`} required={false} form={form} />
      </div>
    );
  }
  const props: InputProps = { spec, inputKey: spec.name, label, required: 'required' in spec && spec.required, form };
  switch (spec.kind) {
    case 'reference':
    case 'references':
      return <ReferenceInput {...props} />;
    case 'choice':
    case 'choices':
      return <ChoiceInput {...props} />;
    default:
      return <TextInput {...props} />;
  }
}

/** A resource's fields, laid out from its definition; both languages' text side by side. */
export function ResourceForm(form: ResourceFormProps) {
  const styles = useStyles();
  return (
    <div className={styles.form}>
      {form.specs.map((spec) => (
        <FieldInputs key={spec.name} spec={spec} form={form} />
      ))}
    </div>
  );
}
