import { useDroppable } from '@dnd-kit/core';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { useState } from 'react';
import { Icon } from '@/ui/Icon';

/** A week back or a week on. */
export type WeekStep = -1 | 1;

const useStyles = makeStyles({
  // Along the screen's sides while an entry is dragged, where a finger or mouse goes to reach
  // another week; over the page, so the grid under them keeps its place and measurements.
  edge: {
    position: 'fixed',
    top: '50%',
    transform: 'translateY(-50%)',
    zIndex: 100,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    width: '56px',
    height: 'min(60vh, 420px)',
    padding: tokens.spacingVerticalS,
    boxSizing: 'border-box',
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `2px dashed ${tokens.colorBrandStroke1}`,
    boxShadow: tokens.shadow8,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
  },
  start: { left: 0, borderLeftWidth: 0, borderTopRightRadius: tokens.borderRadiusLarge, borderBottomRightRadius: tokens.borderRadiusLarge },
  end: { right: 0, borderRightWidth: 0, borderTopLeftRadius: tokens.borderRadiusLarge, borderBottomLeftRadius: tokens.borderRadiusLarge },
  // Out of sight until a drag starts, yet laid out and registered all along: mounting them at the
  // drag's start and end would make dnd-kit measure every day again as the entry lands.
  idle: { visibility: 'hidden' },
  over: {
    backgroundColor: tokens.colorBrandBackground2,
    borderTopStyle: 'solid',
    borderRightStyle: 'solid',
    borderBottomStyle: 'solid',
    borderLeftStyle: 'solid',
  },
  text: { writingMode: 'vertical-rl' },
  back: { transform: 'rotate(180deg)' },
});

/** What a week's edge carries as dnd-kit's droppable data. */
interface EdgeData {
  weeks: WeekStep;
  label: string;
  /** The arrow keys reach an edge going sideways only: down from the last row is not "next week". */
  sideways: true;
}

/** The step of a week's edge, or undefined for anything else dropped on. */
export function weeksOf(data: unknown): WeekStep | undefined {
  const weeks = (data as Partial<EdgeData> | undefined)?.weeks;
  return weeks === -1 || weeks === 1 ? weeks : undefined;
}

function Edge({ weeks, inset, shown }: { weeks: WeekStep; inset: number; shown: boolean }) {
  const { t } = useLingui();
  const styles = useStyles();
  const data: EdgeData = { weeks, label: weeks === 1 ? t`the same day next week` : t`the same day last week`, sideways: true };
  const { setNodeRef, isOver } = useDroppable({ id: `week-edge|${weeks}`, data });
  return (
    <div
      ref={setNodeRef}
      className={mergeClasses(styles.edge, weeks === 1 ? styles.end : styles.start, !shown && styles.idle, isOver && styles.over)}
      aria-hidden={!shown}
      style={weeks === -1 ? { left: inset } : undefined}
      data-week-edge={weeks}
    >
      <Icon path={weeks === 1 ? mdiChevronRight : mdiChevronLeft} />
      <span className={mergeClasses(styles.text, weeks === -1 && styles.back)}>{weeks === 1 ? t`Next week` : t`Previous week`}</span>
    </div>
  );
}

/** The two edges shown while an entry is dragged in a week: rest on one to turn the week, or drop there to move the entry a week. */
export function WeekEdges({ shown }: { shown: boolean }) {
  // The left edge starts where the page's content does, beside the navigation of a wide screen;
  // measured again as each drag begins, which is when dnd-kit measures the edges too.
  const [inset, setInset] = useState(0);
  const [measuredFor, setMeasuredFor] = useState(false);
  if (shown !== measuredFor) {
    setMeasuredFor(shown);
    if (shown) setInset(Math.max(0, document.getElementById('main')?.getBoundingClientRect().left ?? 0));
  }
  return (
    <>
      <Edge weeks={-1} inset={inset} shown={shown} />
      <Edge weeks={1} inset={0} shown={shown} />
    </>
  );
}
