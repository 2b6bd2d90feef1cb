import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardCode,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
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

const ARROWS: Record<string, [number, number]> = {
  [KeyboardCode.Right]: [1, 0],
  [KeyboardCode.Left]: [-1, 0],
  [KeyboardCode.Down]: [0, 1],
  [KeyboardCode.Up]: [0, -1],
};

/**
 * The arrow keys move a picked-up entry to the nearest day in their direction, one day or one row
 * at a time, instead of dnd-kit's default of 25 pixels per press. The step is the distance between
 * the day it is over and the next one, both measured the same way, so scrolling during the drag
 * does not change where an arrow goes.
 */
const nextDay: KeyboardCoordinateGetter = (event, { currentCoordinates, context: { over, droppableRects, droppableContainers } }) => {
  const direction = ARROWS[event.code];
  const rectOf = (id: UniqueIdentifier) => droppableRects.get(id) ?? droppableContainers.get(id)?.node.current?.getBoundingClientRect();
  const here = over ? rectOf(over.id) : undefined;
  if (!direction || !here) return undefined;
  event.preventDefault();
  const [dx, dy] = direction;
  const centre = { x: here.left + here.width / 2, y: here.top + here.height / 2 };
  let best: { x: number; y: number; score: number } | undefined;
  for (const container of droppableContainers.getEnabled()) {
    const rect = rectOf(container.id);
    if (!rect || container.id === over?.id) continue;
    const to = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    const along = (to.x - centre.x) * dx + (to.y - centre.y) * dy;
    const across = Math.abs((to.x - centre.x) * dy) + Math.abs((to.y - centre.y) * dx);
    if (along < 8) continue;
    // Straight ahead wins over diagonal: a cell beside this one comes before one further down.
    const score = along + across * 3;
    if (!best || score < best.score) best = { ...to, score };
  }
  return best ? { x: currentCoordinates.x + best.x - centre.x, y: currentCoordinates.y + best.y - centre.y } : undefined;
};

/**
 * Dragging entries between days and client rows, by mouse, by touch (press and hold, so a finger
 * can still scroll the week) and by keyboard (Space picks up, arrows move, Space drops, Escape
 * cancels), with what happens announced to screen readers.
 */
export function CalendarDnd({ children, onDrop }: { children: ReactNode; onDrop: (entryId: string, place: DropPlace, byKeyboard: boolean) => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const [dragged, setDragged] = useState<string>();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 300, tolerance: 8 } }),
    // Enter stays the entry's own button press (open it); Space picks it up.
    useSensor(KeyboardSensor, { coordinateGetter: nextDay, keyboardCodes: { start: [KeyboardCode.Space], cancel: [KeyboardCode.Esc], end: [KeyboardCode.Space, KeyboardCode.Enter] } }),
  );
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
