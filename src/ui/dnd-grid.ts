import {
  KeyboardCode,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';

/*
 * Drag and drop onto a grid of days (the calendar, a plan's weeks): the same hands on every screen.
 */

const ARROWS: Record<string, [number, number]> = {
  [KeyboardCode.Right]: [1, 0],
  [KeyboardCode.Left]: [-1, 0],
  [KeyboardCode.Down]: [0, 1],
  [KeyboardCode.Up]: [0, -1],
};

/**
 * The arrow keys move a picked-up item to the nearest cell in their direction, one day or one row
 * at a time, instead of dnd-kit's default of 25 pixels per press. The next cell is chosen from the
 * day it is over, both measured the same way, so scrolling during the drag does not change where
 * an arrow goes.
 */
export const nextCell: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context: { over, droppableRects, droppableContainers, collisionRect } },
) => {
  const direction = ARROWS[event.code];
  const rectOf = (id: UniqueIdentifier) => droppableRects.get(id) ?? droppableContainers.get(id)?.node.current?.getBoundingClientRect();
  // Picked up outside the grid (a plan's list of workouts): the first arrow goes from where the item is.
  const here = over ? rectOf(over.id) : (collisionRect ?? undefined);
  if (!direction || !here) return undefined;
  event.preventDefault();
  const [dx, dy] = direction;
  const centre = { x: here.left + here.width / 2, y: here.top + here.height / 2 };
  let best: { x: number; y: number; score: number } | undefined;
  for (const container of droppableContainers.getEnabled()) {
    const rect = rectOf(container.id);
    if (!rect || container.id === over?.id) continue;
    // A target marked `sideways` (the calendar's week edges) is reached by the left and right arrows only.
    if (dy !== 0 && (container.data.current as { sideways?: boolean } | undefined)?.sideways) continue;
    const to = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    const along = (to.x - centre.x) * dx + (to.y - centre.y) * dy;
    const across = Math.abs((to.x - centre.x) * dy) + Math.abs((to.y - centre.y) * dx);
    if (along < 8) continue;
    // Straight ahead wins over diagonal: a cell beside this one comes before one further down.
    const score = along + across * 3;
    if (!best || score < best.score) best = { ...to, score };
  }
  if (!best) return undefined;
  // The dragged item's own centre goes onto the chosen cell's: a tall day's centre lies far below
  // an entry picked up at its top, and moving by the distance between the days would leave the
  // item nearer some other target than the one the arrow chose.
  const held = collisionRect
    ? { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 }
    : centre;
  return { x: currentCoordinates.x + best.x - held.x, y: currentCoordinates.y + best.y - held.y };
};

/**
 * Mouse after 6 px; touch after a 300 ms press and hold, so a finger can still scroll the grid;
 * keyboard: Space picks up (Enter stays the item's own button press), the arrows move one cell,
 * Space or Enter drops, Escape cancels.
 */
export function useGridSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 300, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: nextCell,
      keyboardCodes: { start: [KeyboardCode.Space], cancel: [KeyboardCode.Esc], end: [KeyboardCode.Space, KeyboardCode.Enter] },
    }),
  );
}
