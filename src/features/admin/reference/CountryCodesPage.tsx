import { msg } from '@lingui/core/macro';
import { nameColumn, nameField, updatedColumn, type ResourceDefinition } from './definition';
import { ReferencePage } from './ReferencePage';

const COUNTRY_CODES: ResourceDefinition<'country-codes'> = {
  entity: 'country-codes',
  defaultSort: 'name',
  fields: [
    {
      kind: 'text',
      name: 'code',
      label: msg`Country code`,
      hint: msg`ISO 3166-1, two letters, e.g. LV.`,
      pattern: /^[A-Z]{2}$/,
      invalid: msg`Enter two letters, e.g. LV`,
      required: true,
      normalize: (value) => value.toUpperCase(),
    },
    {
      kind: 'text',
      name: 'dial_code',
      label: msg`Dial code`,
      hint: msg`With the plus sign, e.g. +371. Empty where there is none.`,
      pattern: /^\+\d{1,4}$/,
      invalid: msg`Enter + and 1 to 4 digits, e.g. +371`,
      required: false,
      normalize: (value) => (value.startsWith('+') ? value : `+${value}`).replace(/\s/g, ''),
    },
    nameField(msg`Country`),
  ],
  columns: (i18n) => [
    nameColumn(i18n, msg`Country`),
    { id: 'code', label: i18n._(msg`Country code`), sortField: 'code', minWidth: 90, render: (item) => item.code },
    { id: 'dial', label: i18n._(msg`Dial code`), sortField: 'dial_code', minWidth: 90, render: (item) => item.dial_code ?? '—' },
    updatedColumn(i18n),
  ],
  texts: {
    gridLabel: msg`Country codes`,
    search: msg`Search countries`,
    add: msg`New country`,
    newTitle: msg`New country`,
    editTitle: msg`Edit country`,
    created: msg`The country was added.`,
    saved: msg`The country was saved.`,
    deleted: msg`The country was deleted.`,
  },
};

/** /admin/country-codes: countries with their dial codes, for phone numbers. */
export default function CountryCodesPage() {
  return <ReferencePage definition={COUNTRY_CODES} />;
}
