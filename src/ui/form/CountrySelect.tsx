import { Field, Select } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { countryOptions } from './phone';
import type { FieldState } from './use-field';

/** The country of a phone number, named in the reader's language with its dial code. */
export function CountrySelect({ field }: { field: FieldState }) {
  const { t, i18n } = useLingui();
  const countries = useMemo(() => countryOptions(i18n.locale), [i18n.locale]);
  return (
    <Field label={t`Country code`}>
      <Select {...field.choiceProps}>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
