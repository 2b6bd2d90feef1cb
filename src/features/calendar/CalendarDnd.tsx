import type { DragEndEvent, DragOverEvent } from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { GridDnd, gridCollisions } from '@/ui/GridDnd';
import type { DropPlace } from './calendar-context';
import { WeekEdges, weeksOf, type WeekStep } from './WeekEdges';

/** Where an entry was dropped: a day (and a client's row), or a week's edge (the same day a week on or back). */
export type DropTarget = DropPlace | { weeks: WeekStep };

/** How long a finger or mouse rests on a week's edge before the calendar turns to the next week, and again after. */
const EDGE_PAGE_MS = 800;

// The week's edges lie over the outer days: under the pointer, an edge wins.
const collisions = gridCollisions((data) => weeksOf(data) !== undefined);

/**
 * Dragging entries between days and client rows (src/ui/GridDnd.tsx). With `pageWeeks`, the week's
 * edges take a drop too: resting on one turns the calendar a week (the drag goes on into that
 * week), and a drop there moves the entry to the same day a week on or back.
 */
export function CalendarDnd({
  children,
  onPickUp,
  onDrop,
  pageWeeks,
}: {
  children: ReactNode;
  onPickUp: (entryId: string) => void;
  onDrop: (entryId: string, target: DropTarget, byKeyboard: boolean) => void;
  pageWeeks?: (weeks: WeekStep) => void;
}) {
  const { t } = useLingui();
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
  const over = ({ over: target, activatorEvent }: DragOverEvent) => {
    stopPaging();
    const weeks = weeksOf(target?.data.current);
    // Only a resting pointer turns the week: a keyboard user drops on the edge to move a week, and
    // a page turning under their arrows would lose their place.
    if (weeks && !(activatorEvent instanceof KeyboardEvent)) paging.current = window.setInterval(() => turn.current?.(weeks), EDGE_PAGE_MS);
  };
  const end = ({ active, over: target, activatorEvent }: DragEndEvent) => {
    stopPaging();
    const weeks = weeksOf(target?.data.current);
    const place = target?.data.current as DropPlace | undefined;
    const byKeyboard = activatorEvent instanceof KeyboardEvent;
    if (weeks) onDrop(String(active.id), { weeks }, byKeyboard);
    else if (place) onDrop(String(active.id), { date: place.date, clientId: place.clientId }, byKeyboard);
  };
  return (
    <GridDnd
      dropped={(item, place) => t`${item} moved to ${place}.`}
      instructions={t`To move an entry to another day, press Space, choose the day with the arrow keys and press Space again.`}
      collisions={collisions}
      onDragStart={onPickUp}
      onDragOver={over}
      onDragEnd={end}
      onDragCancel={stopPaging}
      around={pageWeeks ? (dragging) => <WeekEdges shown={dragging} /> : undefined}
    >
      {children}
    </GridDnd>
  );
}
