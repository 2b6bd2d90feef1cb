import { Button, Field, Input, makeStyles, Select, Subtitle2, tokens } from '@fluentui/react-components';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { mdiArrowDown, mdiArrowUp, mdiDeleteOutline, mdiDragVertical } from '@mdi/js';
import type { ReactNode } from 'react';
import { BLOCK_KINDS, type BlockKind, type WorkoutBlock } from '@core/records/workouts';
import { useBlockKindLabels } from '../block-kinds';
import { Icon } from '../Icon';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1, minWidth: '160px' },
  small: { width: '110px' },
  handle: { cursor: 'grab', touchAction: 'none' },
});

const wholeOrNull = (value: string) => (value.trim() === '' ? null : Math.max(0, Math.round(Number(value))));

export interface BlockCardProps {
  block: WorkoutBlock;
  index: number;
  count: number;
  onChange: (change: Partial<WorkoutBlock>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  children: ReactNode;
}

/** One block: its kind and timing, its exercises; dragged by the handle or moved with the arrow buttons. */
export function BlockCard({ block, index, count, onChange, onMove, onRemove, children }: BlockCardProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const kinds = useBlockKindLabels();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: `block:${block.id}` });
  const title = block.name ?? kinds[block.kind];
  return (
    <section
      ref={setNodeRef}
      className={styles.card}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
      aria-label={t`Block ${index + 1}: ${title}`}
    >
      <div className={styles.head}>
        <Button
          appearance="subtle"
          className={styles.handle}
          icon={<Icon path={mdiDragVertical} />}
          aria-label={t`Drag block ${index + 1}`}
          {...attributes}
          {...listeners}
        />
        <Subtitle2 as="h3">{t`Block ${index + 1}`}</Subtitle2>
        <Field label={t`Kind`}>
          <Select value={block.kind} onChange={(_event, data) => onChange({ kind: data.value as BlockKind })}>
            {BLOCK_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kinds[kind]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t({ message: 'Name', context: 'thing' })} className={styles.grow}>
          <Input
            value={block.name ?? ''}
            placeholder={kinds[block.kind]}
            onChange={(_event, data) => onChange({ name: data.value || null })}
          />
        </Field>
        {(block.kind === 'circuit' || block.kind === 'interval') && (
          <Field label={t`Rounds`} className={styles.small}>
            <Input
              type="number"
              min="1"
              value={block.rounds === null ? '' : String(block.rounds)}
              onChange={(_event, data) => onChange({ rounds: wholeOrNull(data.value) })}
            />
          </Field>
        )}
        {block.kind === 'interval' && (
          <>
            <Field label={t`Work (s)`} className={styles.small}>
              <Input
                type="number"
                min="0"
                value={block.work_seconds === null ? '' : String(block.work_seconds)}
                onChange={(_event, data) => onChange({ work_seconds: wholeOrNull(data.value) })}
              />
            </Field>
            <Field label={t`Rest (s)`} className={styles.small}>
              <Input
                type="number"
                min="0"
                value={block.rest_seconds === null ? '' : String(block.rest_seconds)}
                onChange={(_event, data) => onChange({ rest_seconds: wholeOrNull(data.value) })}
              />
            </Field>
          </>
        )}
        <Button
          appearance="subtle"
          icon={<Icon path={mdiArrowUp} />}
          aria-label={t`Move block ${index + 1} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        />
        <Button
          appearance="subtle"
          icon={<Icon path={mdiArrowDown} />}
          aria-label={t`Move block ${index + 1} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        />
        <Button appearance="subtle" icon={<Icon path={mdiDeleteOutline} />} aria-label={t`Remove block ${index + 1}`} onClick={onRemove} />
      </div>
      {children}
    </section>
  );
}
