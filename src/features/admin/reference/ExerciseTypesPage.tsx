import { msg } from '@lingui/core/macro';
import { EXERCISE_METRICS } from '@core/records/reference';
import { METRIC_LABELS } from '@/ui/reference-labels';
import { NAME, nameColumn, nameField, optionsOf, type ResourceDefinition, updatedColumn } from './definition';
import { ReferencePage } from './ReferencePage';

const EXERCISE_TYPES: ResourceDefinition<'exercise-types'> = {
  entity: 'exercise-types',
  defaultSort: 'name',
  fields: [
    nameField(NAME),
    {
      kind: 'choices',
      name: 'metrics',
      label: msg`A set logs`,
      options: optionsOf(METRIC_LABELS),
      hint: msg`What a client records for each set of an exercise of this type.`,
    },
  ],
  columns: (i18n) => [
    nameColumn(i18n, NAME),
    {
      id: 'metrics',
      label: i18n._(msg`A set logs`),
      minWidth: 200,
      render: (item) =>
        EXERCISE_METRICS.filter((metric) => item.metrics.includes(metric))
          .map((metric) => i18n._(METRIC_LABELS[metric]))
          .join(', '),
    },
    updatedColumn(i18n),
  ],
  texts: {
    gridLabel: msg`Exercise types`,
    search: msg`Search exercise types`,
    add: msg`New exercise type`,
    newTitle: msg`New exercise type`,
    editTitle: msg`Edit exercise type`,
    created: msg`The exercise type was added.`,
    saved: msg`The exercise type was saved.`,
    deleted: msg`The exercise type was deleted.`,
  },
};

/** /admin/exercise-types: kinds of exercise and what a set of each logs (reps, weight, duration, distance). */
export default function ExerciseTypesPage() {
  return <ReferencePage definition={EXERCISE_TYPES} />;
}
