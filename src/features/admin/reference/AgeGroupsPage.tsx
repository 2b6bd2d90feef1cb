import { msg } from '@lingui/core/macro';
import { NAME, nameColumn, nameField, type ResourceDefinition, updatedColumn } from './definition';
import { ReferencePage } from './ReferencePage';

const AGE_GROUPS: ResourceDefinition<'age-groups'> = {
  entity: 'age-groups',
  defaultSort: 'sort_order',
  fields: [
    nameField(NAME),
    { kind: 'integer', name: 'min_age', label: msg`From age`, min: 0, max: 120, required: true },
    {
      kind: 'integer',
      name: 'max_age',
      label: msg`To age`,
      min: 0,
      max: 120,
      required: false,
      hint: msg`Leave empty for no upper limit.`,
      atLeast: { name: 'min_age', message: msg`Must not be below the starting age` },
    },
    { kind: 'integer', name: 'sort_order', label: msg`Position in lists`, min: 0, max: 10_000, required: true },
  ],
  columns: (i18n) => [
    nameColumn(i18n, NAME),
    { id: 'min', label: i18n._(msg`From age`), sortField: 'min_age', minWidth: 90, render: (item) => item.min_age },
    { id: 'max', label: i18n._(msg`To age`), sortField: 'max_age', minWidth: 90, render: (item) => item.max_age ?? '—' },
    { id: 'order', label: i18n._(msg`Position in lists`), sortField: 'sort_order', minWidth: 90, render: (item) => item.sort_order },
    updatedColumn(i18n),
  ],
  texts: {
    gridLabel: msg`Age groups`,
    search: msg`Search age groups`,
    add: msg`New age group`,
    newTitle: msg`New age group`,
    editTitle: msg`Edit age group`,
    created: msg`The age group was added.`,
    saved: msg`The age group was saved.`,
    deleted: msg`The age group was deleted.`,
  },
};

/** /admin/age-groups: the age bands clients and messages are grouped by. */
export default function AgeGroupsPage() {
  return <ReferencePage definition={AGE_GROUPS} />;
}
