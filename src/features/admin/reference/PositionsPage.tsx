import { msg } from '@lingui/core/macro';
import { NAME, nameColumn, nameField, type ResourceDefinition, updatedColumn } from './definition';
import { ReferencePage } from './ReferencePage';

const POSITIONS: ResourceDefinition<'positions'> = {
  entity: 'positions',
  defaultSort: 'name',
  fields: [nameField(NAME)],
  columns: (i18n) => [nameColumn(i18n, NAME), updatedColumn(i18n)],
  texts: {
    gridLabel: msg`Positions`,
    search: msg`Search positions`,
    add: msg`New position`,
    newTitle: msg`New position`,
    editTitle: msg`Edit position`,
    created: msg`The position was added.`,
    saved: msg`The position was saved.`,
    deleted: msg`The position was deleted.`,
  },
};

/** /admin/positions: body positions an exercise is done in (standing, lying, …). */
export default function PositionsPage() {
  return <ReferencePage definition={POSITIONS} />;
}
