import { makeStyles } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { LEVEL_LABELS } from '@/ui/reference-labels';
import type { ListParams } from '@/ui/data-grid/list-params';
import { RouterLink } from '@/ui/RouterLink';
import { localizedName, NAME, nameColumn, optionsOf, type ResourceDefinition, updatedColumn } from './definition';
import type { FieldSpec } from '@/ui/resource-form/field-specs';
import { VIDEO_URL_FIELD } from '@/ui/exercise-video/video-field';
import { ImportButton } from './ImportButton';
import { ReferencePage } from './ReferencePage';
import { useRecordOptions, type RecordOption } from './use-options';
import { FilterSelect } from '@/ui/form/FilterSelect';

const useStyles = makeStyles({ filter: { minWidth: '150px' } });

const FIELDS: readonly FieldSpec[] = [
  { kind: 'localized', name: 'name', label: NAME, max: 200 },
  { kind: 'reference', name: 'type_id', label: msg`Type`, entity: 'exercise-types' },
  { kind: 'choice', name: 'level', label: msg`Level`, options: optionsOf(LEVEL_LABELS), required: false },
  { kind: 'references', name: 'primary_muscle_ids', label: msg`Primary muscles`, entity: 'muscles' },
  { kind: 'references', name: 'secondary_muscle_ids', label: msg`Secondary muscles`, entity: 'muscles' },
  { kind: 'references', name: 'joint_ids', label: msg`Joints`, entity: 'joints' },
  { kind: 'references', name: 'position_ids', label: msg`Positions`, entity: 'positions' },
  { kind: 'references', name: 'inventory_ids', label: msg`Equipment`, entity: 'inventory' },
  { kind: 'integer', name: 'default_rest_seconds', label: msg`Rest between sets (seconds)`, min: 0, max: 3600, required: false },
  { kind: 'steps', name: 'instructions', label: msg`Instructions`, hint: msg`One step per line.` },
  VIDEO_URL_FIELD,
];

const FILTERS = ['type_id', 'muscle_id', 'level', 'owner'] as const;

const nameIn = (options: readonly RecordOption[] | undefined, id: string | null) =>
  id ? (options?.find((option) => option.value === id)?.text ?? '') : '—';

function useDefinition(types: readonly RecordOption[] | undefined): ResourceDefinition<'exercises'> {
  return useMemo(
    () => ({
      entity: 'exercises',
      defaultSort: 'name',
      fields: FIELDS,
      columns: (i18n) => [
        // The name opens the exercise page, as coaches and clients see it.
        {
          ...nameColumn(i18n, NAME),
          render: (item) => <RouterLink to={`/exercise/${item.id}`}>{localizedName(item, i18n.locale)}</RouterLink>,
        },
        { id: 'type', label: i18n._(msg`Type`), minWidth: 120, render: (item) => nameIn(types, item.type_id) },
        {
          id: 'level',
          label: i18n._(msg`Level`),
          sortField: 'level',
          minWidth: 110,
          render: (item) => (item.level ? i18n._(LEVEL_LABELS[item.level]) : '—'),
        },
        {
          id: 'source',
          label: i18n._(msg`Source`),
          minWidth: 140,
          render: (item) => (item.owner_id ? i18n._(msg`A coach’s own`) : (item.source_name ?? i18n._(msg`Library`))),
        },
        updatedColumn(i18n),
      ],
      texts: {
        gridLabel: msg`Exercises`,
        search: msg`Search exercises`,
        add: msg`New exercise`,
        newTitle: msg`New exercise`,
        editTitle: msg`Edit exercise`,
        created: msg`The exercise was added to the library.`,
        saved: msg`The exercise was saved.`,
        deleted: msg`The exercise was deleted.`,
      },
    }),
    [types],
  );
}

function Filters({
  params,
  types,
  muscles,
}: {
  params: ListParams;
  types: readonly RecordOption[] | undefined;
  muscles: readonly RecordOption[] | undefined;
}) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const select = (name: (typeof FILTERS)[number], label: string, options: readonly { value: string; text: string }[]) => (
    <FilterSelect
      label={label}
      className={styles.filter}
      value={params.filter(name)}
      options={options}
      onChange={(value) => params.setFilter(name, value)}
    />
  );
  return (
    <>
      {select('type_id', t`Type`, types ?? [])}
      {select('muscle_id', t`Muscle`, muscles ?? [])}
      {select(
        'level',
        t`Level`,
        optionsOf(LEVEL_LABELS).map((option) => ({ value: option.value, text: i18n._(option.label) })),
      )}
      {select('owner', t`Source`, [
        { value: 'library', text: t`Library` },
        { value: 'own', text: t`Coaches’ own` },
      ])}
    </>
  );
}

/** /admin/exercise (Exercise Management): the exercise library, with filters and the library import. */
export default function ExercisesPage() {
  const types = useRecordOptions('exercise-types');
  const muscles = useRecordOptions('muscles');
  const definition = useDefinition(types);
  return (
    <ReferencePage
      definition={definition}
      filterNames={FILTERS}
      toolbar={(params, reload) => (
        <>
          <Filters params={params} types={types} muscles={muscles} />
          <ImportButton onImported={reload} />
        </>
      )}
    />
  );
}
