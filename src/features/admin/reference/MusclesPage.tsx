import { msg } from '@lingui/core/macro';
import { MUSCLE_GROUP_LABELS, MUSCLE_REGION_LABELS } from '@/ui/reference-labels';
import { NAME, nameColumn, nameField, optionsOf, type ResourceDefinition, updatedColumn } from './definition';
import { ReferencePage } from './ReferencePage';

const MUSCLES: ResourceDefinition<'muscles'> = {
  entity: 'muscles',
  defaultSort: 'name',
  fields: [
    nameField(NAME),
    { kind: 'choice', name: 'region', label: msg`Region`, options: optionsOf(MUSCLE_REGION_LABELS), required: true },
    { kind: 'choice', name: 'group', label: msg`Muscle group`, options: optionsOf(MUSCLE_GROUP_LABELS), required: true },
  ],
  columns: (i18n) => [
    nameColumn(i18n, NAME),
    {
      id: 'region',
      label: i18n._(msg`Region`),
      sortField: 'region',
      minWidth: 120,
      render: (item) => i18n._(MUSCLE_REGION_LABELS[item.region]),
    },
    {
      id: 'group',
      label: i18n._(msg`Muscle group`),
      sortField: 'group',
      minWidth: 120,
      render: (item) => i18n._(MUSCLE_GROUP_LABELS[item.group]),
    },
    updatedColumn(i18n),
  ],
  texts: {
    gridLabel: msg`Muscles`,
    search: msg`Search muscles`,
    add: msg`New muscle`,
    newTitle: msg`New muscle`,
    editTitle: msg`Edit muscle`,
    created: msg`The muscle was added.`,
    saved: msg`The muscle was saved.`,
    deleted: msg`The muscle was deleted.`,
  },
};

/** /admin/muscle (Muscle Management): the muscles exercises work, by region and group. */
export default function MusclesPage() {
  return <ReferencePage definition={MUSCLES} />;
}
