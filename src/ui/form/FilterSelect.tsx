import { Field, makeStyles, mergeClasses, Select } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useTouchStyles } from '@/ui/touch-styles';

const useStyles = makeStyles({
  // A long option (a Latvian muscle name) must not widen the page: the select shrinks to its cell.
  root: { width: '100%', minWidth: 0 },
  select: { width: '100%', minWidth: 0 },
});

export interface FilterSelectProps {
  label: string;
  /** The chosen option's value; '' for "All". */
  value: string;
  options: readonly { value: string; text: string }[];
  onChange: (value: string) => void;
  className?: string;
  /** Shrinks to its grid cell, with touch-sized targets (the lists a phone filters). */
  fit?: boolean;
}

/** A list filter: "All" first, then the options in the reader's language. */
export function FilterSelect({ label, value, options, onChange, className, fit = false }: FilterSelectProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const touch = useTouchStyles();
  return (
    <Field label={label} className={className}>
      <Select
        className={fit ? styles.root : undefined}
        select={fit ? { className: mergeClasses(styles.select, touch.select) } : undefined}
        value={value}
        onChange={(_event, data) => onChange(data.value)}
      >
        <option value="">{t`All`}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </Select>
    </Field>
  );
}
