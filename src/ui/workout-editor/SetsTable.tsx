import {
  Button,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiClose, mdiPlus } from '@mdi/js';
import type { PrescribedSet } from '@core/records/workouts';
import { Icon } from '../Icon';
import { parseDecimal } from '../training-format';

const useStyles = makeStyles({
  table: { minWidth: '560px' },
  scroll: { overflowX: 'auto' },
  number: { width: '80px' },
  tempo: { width: '90px' },
  actions: { marginTop: tokens.spacingVerticalXS },
  // Read by screen readers, not shown: the column of remove buttons still has a header.
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

/** Cells of numbers; an empty one is "not prescribed" (null). */
type NumericField = 'reps' | 'reps_max' | 'load_kg' | 'rest_seconds' | 'rpe';

export interface SetsTableProps {
  sets: readonly PrescribedSet[];
  exerciseName: string;
  onChange: (index: number, change: Partial<PrescribedSet>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** The prescribed sets of one exercise: reps (or a range), load, rest, tempo, RPE. */
export function SetsTable({ sets, exerciseName, onChange, onAdd, onRemove }: SetsTableProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const columns: { field: NumericField; label: string; step: string }[] = [
    { field: 'reps', label: t`Reps`, step: '1' },
    { field: 'reps_max', label: t`Up to`, step: '1' },
    { field: 'load_kg', label: t`Load (kg)`, step: '0.5' },
    { field: 'rest_seconds', label: t`Rest (s)`, step: '5' },
    { field: 'rpe', label: t`RPE`, step: '0.5' },
  ];
  return (
    <div className={styles.scroll}>
      <Table size="small" className={styles.table} aria-label={t`Sets of ${exerciseName}`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Set`}</TableHeaderCell>
            {columns.map((column) => (
              <TableHeaderCell key={column.field}>{column.label}</TableHeaderCell>
            ))}
            <TableHeaderCell>{t`Tempo`}</TableHeaderCell>
            <TableHeaderCell>
              <span className={styles.hidden}>{t`Remove`}</span>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {sets.map((set, index) => (
            <TableRow key={index}>
              <TableCell>{index + 1}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.field}>
                  <Input
                    className={styles.number}
                    type="number"
                    inputMode="decimal"
                    step={column.step}
                    min="0"
                    aria-label={t`${column.label}, set ${index + 1}`}
                    value={set[column.field] === null ? '' : String(set[column.field])}
                    onChange={(_event, data) => onChange(index, { [column.field]: parseDecimal(data.value) })}
                  />
                </TableCell>
              ))}
              <TableCell>
                <Input
                  className={styles.tempo}
                  placeholder="3-1-1-0"
                  aria-label={t`Tempo, set ${index + 1}`}
                  value={set.tempo ?? ''}
                  onChange={(_event, data) => onChange(index, { tempo: data.value.trim().toUpperCase() || null })}
                />
              </TableCell>
              <TableCell>
                <Button
                  appearance="subtle"
                  aria-label={t`Remove set ${index + 1}`}
                  icon={<Icon path={mdiClose} />}
                  onClick={() => onRemove(index)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button className={styles.actions} size="small" icon={<Icon path={mdiPlus} />} onClick={onAdd}>
        {t`Add set`}
      </Button>
    </div>
  );
}
