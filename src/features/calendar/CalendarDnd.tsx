import {
  closestCenter,
  DndContext,
  DragOverlay,
  pointerWithin,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useGridSensors } from '@/ui/dnd-grid';
import type { DropPlace } from './calendar-context';
import { WeekEdges, weeksOf, type WeekStep } from './WeekEdges';

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

/** Where an entry was dropped: a day (and a client's row), or a week's edge (the same day a week on or back). */
export type DropTarget = DropPlace | { weeks: WeekStep };

/** How long a finger or mouse rests on a week's edge before the calendar turns to the next week, and again after. */
const EDGE_PAGE_MS = 800;

/**
 * What is dropped on is what lies under the pointer, or for the keyboard (which has no pointer)
 * under the held item's centre, which the arrow keys put on the centre of the target they chose.
 * A week's edge comes first: the edges lie over the outer days. Only in a gap between targets does
 * the nearest centre decide, and never for an edge: a tall day's centre can lie further from an
 * entry at its top than an edge does.
 */
const collisions: CollisionDetection = (args) => {
  const { collisionRect, droppableContainers } = args;
  const centre = { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 };
  const under = pointerWithin({ ...args, pointerCoordinates: args.pointerCoordinates ?? centre });
  const isEdge = (id: UniqueIdentifier) => weeksOf(droppableContainers.find((container) => container.id === id)?.data.current) !== undefined;
  const edge = under.find((collision) => isEdge(collision.id));
  if (edge) return [edge];
  if (under.length > 0) return under;
  return closestCenter({ ...args, droppableContainers: droppableContainers.filter((container) => !isEdge(container.id)) });
};

/**
 * Dragging entries between days and client rows, by mouse, by touch (press and hold, so a finger
 * can still scroll the week) and by keyboard (Space picks up, arrows move, Space drops, Escape
 * cancels), with what happens announced to screen readers. With `pageWeeks`, the week's edges take
 * a drop too: resting on one turns the calendar a week (the drag goes on into that week), and a
 * drop there moves the entry to the same day a week on or back.
 */
export function CalendarDnd({ children, onPickUp, onDrop, pageWeeks }: { children: ReactNode; onPickUp: (entryId: string) => void; onDrop: (entryId: string, target: DropTarget, byKeyboard: boolean) => void; pageWeeks?: (weeks: WeekStep) => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const [dragged, setDragged] = useState<string>();
  const sensors = useGridSensors();
  const paging = useRef<number>(undefined);
  // The timer turns the week with the page's latest function, not the one of the render it started in.
  const turn = useRef(pageWeeks);
  useEffect(() => {
    turn.current = pageWeeks;
  }, [pageWeeks]);
  const stopPaging = () => {
    window.clearInterval(paging.current);
    paging.current = undefined;
  };
  useEffect(() => stopPaging, []);
  const labelOf = (data: unknown) => (data as DragLabel | undefined)?.label ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t`Picked up ${labelOf(active.data.current)}. Use the arrow keys to choose a day, Space to drop it there, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? t`${labelOf(active.data.current)} is over ${labelOf(over.data.current)}.` : t`${labelOf(active.data.current)} is not over a day.`),
    onDragEnd: ({ active, over }) => (over ? t`${labelOf(active.data.current)} moved to ${labelOf(over.data.current)}.` : t`${labelOf(active.data.current)} was put back.`),
    onDragCancel: ({ active }) => t`Moving ${labelOf(active.data.current)} was cancelled.`,
  };
  const over = ({ over: target, activatorEvent }: DragOverEvent) => {
    stopPaging();
    const weeks = weeksOf(target?.data.current);
    // Only a resting pointer turns the week: a keyboard user drops on the edge to move a week, and
    // a page turning under their arrows would lose their place.
    if (weeks && !(activatorEvent instanceof KeyboardEvent)) paging.current = window.setInterval(() => turn.current?.(weeks), EDGE_PAGE_MS);
  };
  const end = ({ active, over: target, activatorEvent }: DragEndEvent) => {
    stopPaging();
    setDragged(undefined);
    const weeks = weeksOf(target?.data.current);
    const place = target?.data.current as DropData | undefined;
    const byKeyboard = activatorEvent instanceof KeyboardEvent;
    if (weeks) onDrop(String(active.id), { weeks }, byKeyboard);
    else if (place) onDrop(String(active.id), { date: place.date, clientId: place.clientId }, byKeyboard);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t`To move an entry to another day, press Space, choose the day with the arrow keys and press Space again.` } }}
      onDragStart={({ active }) => {
        onPickUp(String(active.id));
        setDragged(labelOf(active.data.current));
      }}
      onDragOver={over}
      onDragCancel={() => {
        stopPaging();
        setDragged(undefined);
      }}
      onDragEnd={end}
    >
      {children}
      {pageWeeks && <WeekEdges shown={dragged !== undefined} />}
      <DragOverlay dropAnimation={null}>{dragged ? <div className={styles.overlay}>{dragged}</div> : null}</DragOverlay>
    </DndContext>
  );
}
