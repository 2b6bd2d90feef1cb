import {
  closestCenter,
  DndContext,
  DragOverlay,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useGridSensors } from '@/ui/dnd-grid';
import type { DropPlace } from './calendar-context';

const useStyles = makeStyles({
  overlay: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `2px solid ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    fontWeight: tokens.fontWeightSemibold,
    cursor: 'grabbing',
    maxWidth: '220px',
  },
});

/** What the draggable entries and the droppable days carry, for the announcements and the drop. */
export interface DragLabel {
  label: string;
}
type DropData = DropPlace & DragLabel;

/**
 * Dragging entries between days and client rows, by mouse, by touch (press and hold, so a finger
 * can still scroll the week) and by keyboard (Space picks up, arrows move, Space drops, Escape
 * cancels), with what happens announced to screen readers.
 */
export function CalendarDnd({ children, onDrop }: { children: ReactNode; onDrop: (entryId: string, place: DropPlace, byKeyboard: boolean) => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const [dragged, setDragged] = useState<string>();
  const sensors = useGridSensors();
  const labelOf = (data: unknown) => (data as DragLabel | undefined)?.label ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t`Picked up ${labelOf(active.data.current)}. Use the arrow keys to choose a day, Space to drop it there, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? t`${labelOf(active.data.current)} is over ${labelOf(over.data.current)}.` : t`${labelOf(active.data.current)} is not over a day.`),
    onDragEnd: ({ active, over }) => (over ? t`${labelOf(active.data.current)} moved to ${labelOf(over.data.current)}.` : t`${labelOf(active.data.current)} was put back.`),
    onDragCancel: ({ active }) => t`Moving ${labelOf(active.data.current)} was cancelled.`,
  };
  const end = ({ active, over, activatorEvent }: DragEndEvent) => {
    setDragged(undefined);
    const place = over?.data.current as DropData | undefined;
    if (place) onDrop(String(active.id), { date: place.date, clientId: place.clientId }, activatorEvent instanceof KeyboardEvent);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t`To move an entry to another day, press Space, choose the day with the arrow keys and press Space again.` } }}
      onDragStart={({ active }) => setDragged(labelOf(active.data.current))}
      onDragCancel={() => setDragged(undefined)}
      onDragEnd={end}
    >
      {children}
      <DragOverlay dropAnimation={null}>{dragged ? <div className={styles.overlay}>{dragged}</div> : null}</DragOverlay>
    </DndContext>
  );
}
