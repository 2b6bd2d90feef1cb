import type { ClientRect, CollisionDetection, DroppableContainer } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { gridCollisions } from '@/ui/GridDnd';

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});
// A narrow week: Monday's column runs 260–330, and the left week edge (over the page) 257–313
// covers Monday's centre (295).
const places = { monday: rect(260, 200, 70, 300), tuesday: rect(334, 200, 70, 300), edge: rect(257, 150, 56, 420) };
type Place = keyof typeof places;
const containers = (Object.keys(places) as Place[]).map(
  (id) => ({ id, data: { current: { edge: id === 'edge' } } }) as unknown as DroppableContainer,
);
const collisions = gridCollisions((data) => (data as { edge?: boolean } | undefined)?.edge === true);

/** Where a held item 60 × 20 centred on `at` is dropped, moved by the keyboard (no pointer) or under `pointer`. */
function target(at: { x: number; y: number }, pointer: { x: number; y: number } | null = null): string | undefined {
  const args = {
    active: { id: 'entry', data: { current: {} }, rect: { current: { initial: null, translated: null } } },
    collisionRect: rect(at.x - 30, at.y - 10, 60, 20),
    droppableRects: new Map(Object.entries(places)),
    droppableContainers: containers,
    pointerCoordinates: pointer,
  } as unknown as Parameters<CollisionDetection>[0];
  return collisions(args)[0]?.id.toString();
}

const centreOf = (place: Place) => ({ x: places[place].left + places[place].width / 2, y: places[place].top + places[place].height / 2 });

describe('gridCollisions: what a held item is over', () => {
  it('for the keyboard, the target whose centre the arrows put it on, even under an edge', () => {
    expect(target(centreOf('monday'))).toBe('monday');
    expect(target(centreOf('edge'))).toBe('edge');
    expect(target(centreOf('tuesday'))).toBe('tuesday');
  });

  it('under a pointer, an edge over a day wins; in a gap, the nearest day, never the edge', () => {
    expect(target(centreOf('monday'), centreOf('monday'))).toBe('edge');
    expect(target(centreOf('tuesday'), centreOf('tuesday'))).toBe('tuesday');
    expect(target({ x: 333, y: 350 }, { x: 333, y: 350 })).toBe('tuesday');
    expect(target({ x: 290, y: 560 }, { x: 290, y: 560 })).toBe('edge');
    expect(target({ x: 300, y: 590 }, { x: 300, y: 590 })).toBe('monday');
  });
});
