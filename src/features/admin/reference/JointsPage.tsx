import { msg } from '@lingui/core/macro';
import { NAME, nameColumn, nameField, type ResourceDefinition, updatedColumn } from './definition';
import { ReferencePage } from './ReferencePage';

const JOINTS: ResourceDefinition<'joints'> = {
  entity: 'joints',
  defaultSort: 'name',
  fields: [nameField(NAME)],
  columns: (i18n) => [nameColumn(i18n, NAME), updatedColumn(i18n)],
  texts: {
    gridLabel: msg`Joints`,
    search: msg`Search joints`,
    add: msg`New joint`,
    newTitle: msg`New joint`,
    editTitle: msg`Edit joint`,
    created: msg`The joint was added.`,
    saved: msg`The joint was saved.`,
    deleted: msg`The joint was deleted.`,
  },
};

/** /admin/joints: the joints a client may need to spare, which exercises name. */
export default function JointsPage() {
  return <ReferencePage definition={JOINTS} />;
}
