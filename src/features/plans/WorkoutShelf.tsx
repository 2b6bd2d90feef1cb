import { useDraggable } from '@dnd-kit/core';
import { Caption1, Field, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiDragVertical, mdiMagnify } from '@mdi/js';
import { memo, useMemo, useState } from 'react';
import { fold } from '@core/text';
import { Icon } from '@/ui/Icon';
import { useTouchStyles } from '@/ui/touch-styles';
import type { PlanDragData } from './PlanGrid';

const SHOWN = 40;

const useStyles = makeStyles({
  shelf: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxHeight: '60vh',
    overflowY: 'auto',
    '@media (max-width: 1280px)': { maxHeight: '200px' },
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    minHeight: '44px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    font: 'inherit',
    textAlign: 'start',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'grab',
    touchAction: 'manipulation',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  dragging: { opacity: 0.4 },
});

export interface ShelfWorkout {
  id: string;
  name: string;
  library: boolean;
}

/** The workouts a coach drags onto the plan's days, found by typing part of a name. */
export function WorkoutShelf({ workouts }: { workouts: readonly ShelfWorkout[] }) {
  const { t } = useLingui();
  const styles = useStyles();
  const touch = useTouchStyles();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const wanted = fold(query);
    return workouts.filter((workout) => !wanted || fold(workout.name).includes(wanted));
  }, [workouts, query]);
  return (
    <div className={styles.shelf}>
      <Field label={t`Find a workout`} hint={t`Drag it onto a day, or use + on the day`}>
        <Input
          className={touch.control}
          type="search"
          value={query}
          onChange={(_event, data) => setQuery(data.value)}
          contentBefore={<Icon path={mdiMagnify} />}
        />
      </Field>
      <ul className={styles.list} aria-label={t`Workouts to drag onto the plan`}>
        {shown.slice(0, SHOWN).map((workout) => (
          <ShelfItem key={workout.id} workout={workout} />
        ))}
      </ul>
      {shown.length > SHOWN && <Caption1>{t`Showing the first ${SHOWN}. Search to narrow the list.`}</Caption1>}
    </div>
  );
}

const ShelfItem = memo(function ShelfItem({ workout }: { workout: ShelfWorkout }) {
  const { t } = useLingui();
  const styles = useStyles();
  const label = workout.library ? t`${workout.name} (library)` : workout.name;
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: `workout:${workout.id}`,
    data: { kind: 'workout', workoutId: workout.id, label: workout.name } satisfies PlanDragData,
  });
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        className={mergeClasses(styles.item, isDragging && styles.dragging)}
        {...attributes}
        {...listeners}
        aria-roledescription={t`workout to drag onto a day`}
      >
        <Icon path={mdiDragVertical} />
        {label}
      </button>
    </li>
  );
});
