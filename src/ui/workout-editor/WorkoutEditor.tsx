import { Button, Field, Input, makeStyles, Select, Textarea, tokens } from '@fluentui/react-components';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react/macro';
import { mdiPlus } from '@mdi/js';
import { useState } from 'react';
import { BLOCK_KINDS } from '@core/records/workouts';
import { exercisesSafeFor, type SparingClient } from '@/data/workouts';
import { exerciseNames } from '../ExerciseLink';
import { Icon } from '../Icon';
import { useBlockKindLabels } from '../block-kinds';
import { BlockCard } from './BlockCard';
import { draftOps, type WorkoutDraft } from './draft';
import { ExercisePicker, type ExerciseOption } from './ExercisePicker';
import { ItemCard } from './ItemCard';

const useStyles = makeStyles({
  editor: { display: 'grid', gap: tokens.spacingVerticalL },
  blocks: { display: 'grid', gap: tokens.spacingVerticalM },
  items: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  add: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface WorkoutEditorProps {
  draft: WorkoutDraft;
  onChange: (draft: WorkoutDraft) => void;
  exercises: readonly ExerciseOption[];
  /** Clients who spare joints: the exercise pickers can leave out what would load them (sync/SPEC.md G7). */
  sparing?: readonly SparingClient[];
}

/**
 * The block editor (docs/architecture.md §6 workouts): ordered blocks of exercises with prescribed sets.
 * Blocks and exercises reorder by drag and drop (mouse, touch on tablets, or the keyboard: space
 * on a handle, arrows, space) and by the arrow buttons.
 */
export function WorkoutEditor({ draft, onChange, exercises, sparing = [] }: WorkoutEditorProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const [safeFor, setSafeFor] = useState('');
  const spared = sparing.find((client) => client.id === safeFor)?.jointIds ?? [];
  const offered = exercisesSafeFor(exercises, spared);
  const kinds = useBlockKindLabels();
  const names = exerciseNames(new Map(exercises.map((exercise) => [exercise.id, exercise.name])), t`Unknown exercise`);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // A short press before dragging, so a tablet still scrolls when swiped.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const [activeKind, activeId] = String(active.id).split(':') as [string, string];
    const [overKind, overId] = String(over.id).split(':') as [string, string];
    if (activeKind === 'block' && overKind === 'block') {
      const ids = draft.blocks.map((block) => block.id);
      onChange(draftOps.moveBlock(draft, ids.indexOf(activeId), ids.indexOf(overId)));
    } else if (activeKind === 'item' && overKind === 'item') {
      const target = draft.blocks.find((block) => block.items.some((item) => item.id === overId));
      if (target)
        onChange(
          draftOps.moveItem(
            draft,
            activeId,
            target.id,
            target.items.findIndex((item) => item.id === overId),
          ),
        );
    } else if (activeKind === 'item' && overKind === 'block') {
      const target = draft.blocks.find((block) => block.id === overId);
      if (target) onChange(draftOps.moveItem(draft, activeId, target.id, target.items.length));
    }
  };

  return (
    <div className={styles.editor}>
      <Field label={t`Workout name`} required>
        <Input value={draft.name} onChange={(_event, data) => onChange({ ...draft, name: data.value })} />
      </Field>
      <Field label={t`Description`}>
        <Textarea
          value={draft.description}
          resize="vertical"
          onChange={(_event, data) => onChange({ ...draft, description: data.value })}
        />
      </Field>
      {sparing.length > 0 && (
        <Field label={t`Exercises safe for`} hint={t`Leaves out of the lists below the exercises that load a joint this client spares`}>
          <Select value={safeFor} onChange={(_event, data) => setSafeFor(data.value)}>
            <option value="">{t`Every client`}</option>
            {sparing.map((client) => (
              <option key={client.id} value={client.id}>
                {client.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={draft.blocks.map((block) => `block:${block.id}`)} strategy={verticalListSortingStrategy}>
          <div className={styles.blocks}>
            {draft.blocks.map((block, index) => (
              <BlockCard
                key={block.id}
                block={block}
                index={index}
                count={draft.blocks.length}
                onChange={(change) => onChange(draftOps.updateBlock(draft, block.id, change))}
                onMove={(to) => onChange(draftOps.moveBlock(draft, index, to))}
                onRemove={() => onChange(draftOps.removeBlock(draft, block.id))}
              >
                <SortableContext items={block.items.map((item) => `item:${item.id}`)} strategy={verticalListSortingStrategy}>
                  <ul className={styles.items} aria-label={t`Exercises of block ${index + 1}`}>
                    {block.items.map((item, itemIndex) => (
                      <ItemCard
                        key={item.id}
                        item={item}
                        names={names}
                        index={itemIndex}
                        count={block.items.length}
                        onMove={(to) => onChange(draftOps.moveItem(draft, item.id, block.id, to))}
                        onRemove={() => onChange(draftOps.removeItem(draft, block.id, item.id))}
                        onSetChange={(setIndex, change) => onChange(draftOps.updateSet(draft, block.id, item.id, setIndex, change))}
                        onAddSet={() => onChange(draftOps.addSet(draft, block.id, item.id))}
                        onRemoveSet={(setIndex) => onChange(draftOps.removeSet(draft, block.id, item.id, setIndex))}
                      />
                    ))}
                  </ul>
                </SortableContext>
                <ExercisePicker
                  label={t`Add an exercise to block ${index + 1}`}
                  exercises={offered}
                  onPick={(exercise) => onChange(draftOps.addItem(draft, block.id, exercise.id, exercise.defaultRest))}
                />
              </BlockCard>
            ))}
          </div>
        </SortableContext>
      </DndContext>
      <div className={styles.add}>
        {BLOCK_KINDS.map((kind) => (
          <Button key={kind} icon={<Icon path={mdiPlus} />} onClick={() => onChange(draftOps.addBlock(draft, kind))}>
            {kinds[kind]}
          </Button>
        ))}
      </div>
    </div>
  );
}
