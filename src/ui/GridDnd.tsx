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
import { useState, type ReactNode } from 'react';
import { useGridSensors } from './dnd-grid';

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

/** What draggable items and droppable days carry as dnd-kit's data: what the announcements call them. */
export interface DragLabel {
  label: string;
}

export const labelOf = (data: unknown): string => (data as Partial<DragLabel> | undefined)?.label ?? '';

/**
 * What is dropped on is what lies under the pointer, or for the keyboard (which has no pointer)
 * under the held item's centre, which the arrow keys put on the centre of the target they chose
 * (`nextCell`). A target `isAbove` says lies over others (the calendar's week edges) comes first
 * under a pointer. Under the keyboard's centre, of the targets there the one whose centre it is
 * wins: an edge over the side of Monday's column must not take the keys' move onto Monday, on a
 * screen narrow enough for Monday's centre to lie under the edge. Only in a gap between targets
 * does the nearest centre decide, and never for a target over others: a tall day's centre can lie
 * further from an item at its top than a target over the page does.
 */
export function gridCollisions(isAbove: (data: unknown) => boolean = () => false): CollisionDetection {
  return (args) => {
    const { collisionRect, droppableContainers, pointerCoordinates } = args;
    const centre = { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 };
    const under = pointerWithin({ ...args, pointerCoordinates: pointerCoordinates ?? centre });
    if (!pointerCoordinates && under.length > 1) {
      const chosen = closestCenter({
        ...args,
        droppableContainers: droppableContainers.filter((container) => under.some((collision) => collision.id === container.id)),
      });
      return chosen.slice(0, 1);
    }
    const above = (id: UniqueIdentifier) => isAbove(droppableContainers.find((container) => container.id === id)?.data.current);
    const top = under.find((collision) => above(collision.id));
    if (top) return [top];
    if (under.length > 0) return under;
    return closestCenter({ ...args, droppableContainers: droppableContainers.filter((container) => !above(container.id)) });
  };
}

const defaultCollisions = gridCollisions();

interface GridDndProps {
  children: ReactNode;
  /** What a drop said, e.g. "Legs moved to Nov 25" or "Legs was put on week 2, Tuesday". */
  dropped: (item: string, place: string) => string;
  /** How to move an item with the keyboard, read when one is focused. */
  instructions: string;
  collisions?: CollisionDetection;
  onDragStart?: (id: string) => void;
  onDragOver?: (event: DragOverEvent) => void;
  onDragEnd: (event: DragEndEvent) => void;
  onDragCancel?: () => void;
  /** Drawn beside the grid, told whether something is being dragged (the calendar's week edges). */
  around?: (dragging: boolean) => ReactNode;
}

/**
 * Drag and drop onto a grid of days, the same on every screen that has one (the calendar, a
 * plan's weeks): mouse, touch (press and hold, so a finger still scrolls) and keyboard (Space
 * picks up, arrows move a cell, Space drops, Escape cancels), every step announced to screen
 * readers, and the dragged item's name carried under the finger.
 */
export function GridDnd({
  children,
  dropped,
  instructions,
  collisions = defaultCollisions,
  onDragStart,
  onDragOver,
  onDragEnd,
  onDragCancel,
  around,
}: GridDndProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const sensors = useGridSensors();
  const [dragged, setDragged] = useState<string>();
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t`Picked up ${labelOf(active.data.current)}. Use the arrow keys to choose a day, Space to drop it there, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? t`${labelOf(active.data.current)} is over ${labelOf(over.data.current)}.`
        : t`${labelOf(active.data.current)} is not over a day.`,
    onDragEnd: ({ active, over }) =>
      over ? dropped(labelOf(active.data.current), labelOf(over.data.current)) : t`${labelOf(active.data.current)} was put back.`,
    onDragCancel: ({ active }) => t`Moving ${labelOf(active.data.current)} was cancelled.`,
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
      onDragStart={({ active }) => {
        onDragStart?.(String(active.id));
        setDragged(labelOf(active.data.current));
      }}
      onDragOver={onDragOver}
      onDragCancel={() => {
        onDragCancel?.();
        setDragged(undefined);
      }}
      onDragEnd={(event) => {
        setDragged(undefined);
        onDragEnd(event);
      }}
    >
      {children}
      {around?.(dragged !== undefined)}
      <DragOverlay dropAnimation={null}>{dragged ? <div className={styles.overlay}>{dragged}</div> : null}</DragOverlay>
    </DndContext>
  );
}
