import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { mdiArrowDown, mdiArrowUp, mdiClose, mdiDragVertical } from '@mdi/js';
import type { PrescribedSet, WorkoutItem } from '@core/records/workouts';
import { ExerciseName, type ExerciseNames } from '../ExerciseLink';
import { Icon } from '../Icon';
import { SetsTable } from './SetsTable';

const useStyles = makeStyles({
  item: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  name: { flexGrow: 1 },
  handle: { cursor: 'grab', touchAction: 'none' },
  // The name is what a finger aims at to read about the exercise: 44 px tall, as the name's line.
  link: { fontWeight: 'inherit', display: 'inline-block', paddingBlock: '12px' },
});

export interface ItemCardProps {
  item: WorkoutItem;
  names: ExerciseNames;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  onSetChange: (index: number, change: Partial<PrescribedSet>) => void;
  onAddSet: () => void;
  onRemoveSet: (index: number) => void;
}

/** One exercise of a block with its sets; drag it within or between blocks (e.g. into a superset). */
export function ItemCard({ item, names, index, count, onMove, onRemove, onSetChange, onAddSet, onRemoveSet }: ItemCardProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const exerciseName = names(item.exercise_id);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: `item:${item.id}` });
  return (
    <li
      ref={setNodeRef}
      className={styles.item}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1, listStyle: 'none' }}
    >
      <div className={styles.head}>
        <Button
          appearance="subtle"
          className={styles.handle}
          icon={<Icon path={mdiDragVertical} />}
          aria-label={t`Drag ${exerciseName}`}
          {...attributes}
          {...listeners}
        />
        <Text weight="semibold" className={styles.name}>
          {/* The editor may hold unsaved changes: the exercise's page opens beside it, not in its place. */}
          <ExerciseName id={item.exercise_id} names={names} newTab className={styles.link} />
        </Text>
        <Button
          appearance="subtle"
          icon={<Icon path={mdiArrowUp} />}
          aria-label={t`Move ${exerciseName} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        />
        <Button
          appearance="subtle"
          icon={<Icon path={mdiArrowDown} />}
          aria-label={t`Move ${exerciseName} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        />
        <Button appearance="subtle" icon={<Icon path={mdiClose} />} aria-label={t`Remove ${exerciseName}`} onClick={onRemove} />
      </div>
      <SetsTable sets={item.sets} exerciseName={exerciseName} onChange={onSetChange} onAdd={onAddSet} onRemove={onRemoveSet} />
    </li>
  );
}
