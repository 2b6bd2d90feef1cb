import { msg } from '@lingui/core/macro';
import { LOAD_TYPE_LABELS } from '@/ui/reference-labels';
import { NAME, nameColumn, nameField, optionsOf, type ResourceDefinition, updatedColumn } from './definition';
import { ReferencePage } from './ReferencePage';

const INVENTORY: ResourceDefinition<'inventory'> = {
  entity: 'inventory',
  defaultSort: 'name',
  fields: [
    nameField(NAME),
    { kind: 'choice', name: 'load_type', label: msg`Load type`, options: optionsOf(LOAD_TYPE_LABELS), required: true },
  ],
  columns: (i18n) => [
    nameColumn(i18n, NAME),
    {
      id: 'load',
      label: i18n._(msg`Load type`),
      sortField: 'load_type',
      minWidth: 140,
      render: (item) => i18n._(LOAD_TYPE_LABELS[item.load_type]),
    },
    updatedColumn(i18n),
  ],
  texts: {
    gridLabel: msg`Equipment`,
    search: msg`Search equipment`,
    add: msg`New equipment`,
    newTitle: msg`New equipment`,
    editTitle: msg`Edit equipment`,
    created: msg`The equipment was added.`,
    saved: msg`The equipment was saved.`,
    deleted: msg`The equipment was deleted.`,
  },
};

/** /admin/inventory (Inventory Management): gym equipment and how it loads an exercise. */
export default function InventoryPage() {
  return <ReferencePage definition={INVENTORY} />;
}
