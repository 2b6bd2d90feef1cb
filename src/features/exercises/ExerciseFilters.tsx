import { makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { EXERCISE_LEVELS } from '@core/records/exercises';
import { FilterSelect } from '@/ui/form/FilterSelect';
import { LEVEL_LABELS } from '@/ui/reference-labels';
import type { ExerciseFilters as Filters, FilterName } from './exercise-search';
import type { ReferenceData } from './reference-data';

const useStyles = makeStyles({
  // Two to a row on a 360 px phone, all six in a row or two on a tablet.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    minWidth: 0,
  },
  field: { minWidth: 0 },
});

export interface ExerciseFiltersProps {
  filters: Filters;
  onChange: (name: FilterName, value: string) => void;
  reference: ReferenceData | undefined;
  /** Who reads the list: a coach's own exercises are theirs, a client's are their coach's. */
  owner: 'coach' | 'client' | null;
}

/** The list's filters; each offers "All" and the device's reference data in the reader's language. */
export function ExerciseFilters({ filters, onChange, reference, owner }: ExerciseFiltersProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const select = (name: FilterName, label: string, options: readonly { value: string; text: string }[]) => (
    <FilterSelect
      label={label}
      className={styles.field}
      fit
      value={filters[name] ?? ''}
      options={options}
      onChange={(value) => onChange(name, value)}
    />
  );
  const options = reference?.options;
  return (
    <div className={styles.grid}>
      {select('muscle', t`Muscle`, options?.muscles ?? [])}
      {select('equipment', t`Equipment`, options?.inventory ?? [])}
      {select('type', t`Type`, options?.['exercise-types'] ?? [])}
      {select(
        'level',
        t`Level`,
        EXERCISE_LEVELS.map((level) => ({ value: level, text: i18n._(LEVEL_LABELS[level]) })),
      )}
      {select('position', t`Position`, options?.positions ?? [])}
      {owner &&
        select('source', t`Source`, [
          { value: 'library', text: t`Library` },
          { value: 'own', text: owner === 'coach' ? t`My exercises` : t`From my coach` },
        ])}
    </div>
  );
}
