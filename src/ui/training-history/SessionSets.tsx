import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { RecordOf } from '@core/records/index';
import type { ReviewedSet } from '@core/training/training-history';
import { ExerciseName, type ExerciseNames } from '@/ui/ExerciseLink';
import { COMPACT_HEADER_QUERY } from '@/ui/screen';
import { performedText, prescriptionText } from '@/ui/training-format';
import { useMediaQuery } from '@/ui/use-media-query';
import { setLabel } from '@/ui/set-label';

const useStyles = makeStyles({
  // A tablet's table of four columns; on a phone the sets are rows that fit (below).
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  table: { minWidth: '30rem' },
  // Fluent's table gives every column the same width; "A1" needs little of it.
  setColumn: { width: '3.5rem' },
  notDone: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  exercises: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  exercise: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  sets: { listStyle: 'none', margin: 0, padding: 0 },
  set: {
    display: 'grid',
    gridTemplateColumns: '2.5rem minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    overflowWrap: 'anywhere',
  },
  label: { color: tokens.colorNeutralForeground3 },
  extra: { gridColumn: '2', color: tokens.colorNeutralForeground3 },
});

type SetLog = RecordOf<'set-logs'>;

export interface SessionSetsProps {
  rows: readonly ReviewedSet<SetLog>[];
  exerciseName: ExerciseNames;
  /** What the list or table is called: the session's name and when. */
  label: string;
  /** Who logged a set, when the session's sets were logged by more than one person (an in-person session). */
  loggedBy?: ((log: SetLog) => string | null) | undefined;
}

/**
 * A session's sets, asked against done. A phone shows each set as one line ("8 × 60 kg → 8 × 60 kg")
 * under its exercise, so what was done is never off the screen; wider screens keep the table.
 */
export function SessionSets({ rows, exerciseName, label, loggedBy }: SessionSetsProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const phone = useMediaQuery(COMPACT_HEADER_QUERY);
  const asked = (row: ReviewedSet<SetLog>) => (row.prescribed ? prescriptionText(i18n, row.prescribed) || '—' : '—');
  const done = (row: ReviewedSet<SetLog>) => (row.done ? performedText(i18n, row.done) || t`Done` : null);
  const extra = (row: ReviewedSet<SetLog>) =>
    row.done
      ? [row.done.rpe !== null ? `RPE ${String(row.done.rpe)}` : null, row.done.notes, loggedBy?.(row.done)].filter(Boolean).join(' · ')
      : '';

  if (phone) {
    // Consecutive sets of one exercise under its name, in the order they were asked.
    const groups: { key: string; exerciseId: string; rows: ReviewedSet<SetLog>[] }[] = [];
    for (const row of rows) {
      const last = groups.at(-1);
      if (last && last.exerciseId === row.exercise_id) last.rows.push(row);
      else groups.push({ key: row.key, exerciseId: row.exercise_id, rows: [row] });
    }
    return (
      <ul className={styles.exercises} aria-label={label}>
        {groups.map((group) => (
          <li key={group.key}>
            <p className={styles.exercise}>
              <ExerciseName id={group.exerciseId} names={exerciseName} />
            </p>
            <ul className={styles.sets}>
              {group.rows.map((row) => {
                const performed = done(row);
                const more = extra(row);
                return (
                  <li key={row.key} className={styles.set}>
                    <span className={styles.label}>{row.set ? setLabel(i18n, row.set) : t`Extra`}</span>{' '}
                    <span>
                      {asked(row)} → {performed ?? <span className={styles.notDone}>{t`Not done`}</span>}
                    </span>
                    {more && <span className={styles.extra}>{more}</span>}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    );
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls where it does not fit must be reachable by keyboard to be scrolled (WCAG 2.1.1)
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" className={styles.table} aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.setColumn}>{t`Set`}</TableHeaderCell>
            <TableHeaderCell>{t`Exercise`}</TableHeaderCell>
            <TableHeaderCell>{t`Asked`}</TableHeaderCell>
            <TableHeaderCell>{t`Done`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell>{row.set ? setLabel(i18n, row.set) : t`Extra`}</TableCell>
              <TableCell>
                <ExerciseName id={row.exercise_id} names={exerciseName} />
              </TableCell>
              <TableCell>{asked(row)}</TableCell>
              <TableCell>
                {row.done ? [done(row), extra(row)].filter(Boolean).join(' · ') : <span className={styles.notDone}>{t`Not done`}</span>}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
