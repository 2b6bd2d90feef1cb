import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Button, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, mergeClasses, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiDotsVertical, mdiPlus } from '@mdi/js';
import { Fragment, memo } from 'react';
import { weekdayNames } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { Icon } from '@/ui/Icon';
import { MAX_PER_DAY, slotsOf, type PlanDraft, type PlanSlot } from './plan-draft';

/** Narrower than this, a week is a list of days rather than seven columns. */
const NARROW = '@media (max-width: 760px)';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: '72px repeat(7, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalXS,
    [NARROW]: { display: 'flex', flexDirection: 'column' },
  },
  head: { fontWeight: tokens.fontWeightSemibold, textAlign: 'center', padding: tokens.spacingVerticalXS, [NARROW]: { display: 'none' } },
  weekHead: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
    fontWeight: tokens.fontWeightSemibold,
    padding: tokens.spacingVerticalXS,
    [NARROW]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      marginTop: tokens.spacingVerticalM,
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    },
  },
  deload: { fontWeight: tokens.fontWeightRegular, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  cell: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    minHeight: '88px',
    padding: tokens.spacingVerticalXS,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
    [NARROW]: { minHeight: 0, flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
  },
  over: { outline: `2px dashed ${tokens.colorBrandStroke1}`, outlineOffset: '-2px' },
  dayLabel: {
    display: 'none',
    [NARROW]: { display: 'block', width: '40px', fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase200 },
  },
  chip: {
    display: 'block',
    width: '100%',
    minHeight: '44px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    textAlign: 'start',
    font: 'inherit',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderLeft: `4px solid ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    touchAction: 'manipulation',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
    [NARROW]: { width: 'auto', flex: '1 1 160px' },
  },
  dragging: { opacity: 0.4 },
  add: { minWidth: '44px', minHeight: '44px', marginTop: 'auto', alignSelf: 'flex-start', [NARROW]: { marginTop: 0 } },
  time: { display: 'block', color: tokens.colorNeutralForeground3 },
});

/** What a drag carries: a workout from the list, or a slot already in the plan. */
export type PlanDragData = { kind: 'workout'; workoutId: string; label: string } | { kind: 'slot'; index: number; label: string };
/** What a day cell offers a drop. */
export interface PlanDropData {
  week: number;
  day: number;
  label: string;
}

export const dayDropId = (week: number, day: number) => `day:${week}:${day}`;

export interface PlanGridProps {
  draft: PlanDraft;
  nameOf: (workoutId: string) => string;
  isDeload: (week: number) => boolean;
  onAdd: (week: number, day: number) => void;
  onOpen: (index: number) => void;
  onCopyWeek: (from: number, to: number) => void;
  onRepeatWeek: (week: number) => void;
  onClearWeek: (week: number) => void;
  /** Someone else's plan (the library's, for a coach): shown, not changed. */
  readOnly?: boolean;
}

/** The plan's weeks × days: workouts are dropped, moved, opened and added here. */
export function PlanGrid({
  draft,
  nameOf,
  isDeload,
  onAdd,
  onOpen,
  onCopyWeek,
  onRepeatWeek,
  onClearWeek,
  readOnly = false,
}: PlanGridProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const days = weekdayNames(i18n.locale as Locale, 'short');
  const longDays = weekdayNames(i18n.locale as Locale, 'long');
  const weeks = Array.from({ length: draft.weeks }, (_, index) => index + 1);
  return (
    // Each day names its week and weekday itself; the headings are for the eye.
    <div className={styles.grid} role="group" aria-label={t`Plan weeks`}>
      <div className={styles.head} aria-hidden>
        {t`Week`}
      </div>
      {days.map((day) => (
        <div key={day} className={styles.head} aria-hidden>
          {day}
        </div>
      ))}
      {weeks.map((week) => (
        <Fragment key={week}>
          <div className={styles.weekHead}>
            <span>
              {t`Week ${week}`}
              {isDeload(week) && <span className={styles.deload}> · {t`deload`}</span>}
            </span>
            {!readOnly && (
              <Menu>
                <MenuTrigger disableButtonEnhancement>
                  <Button
                    className={styles.add}
                    appearance="subtle"
                    icon={<Icon path={mdiDotsVertical} />}
                    aria-label={t`Week ${week} actions`}
                  />
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    {week < draft.weeks && <MenuItem onClick={() => onCopyWeek(week, week + 1)}>{t`Copy to week ${week + 1}`}</MenuItem>}
                    {week < draft.weeks && <MenuItem onClick={() => onRepeatWeek(week)}>{t`Repeat in every later week`}</MenuItem>}
                    <MenuItem onClick={() => onClearWeek(week)}>{t`Clear this week`}</MenuItem>
                  </MenuList>
                </MenuPopover>
              </Menu>
            )}
          </div>
          {days.map((_name, dayIndex) => (
            <DayCell
              key={dayIndex}
              draft={draft}
              week={week}
              day={dayIndex + 1}
              dayName={days[dayIndex] ?? ''}
              longName={longDays[dayIndex] ?? ''}
              nameOf={nameOf}
              onAdd={onAdd}
              onOpen={onOpen}
              readOnly={readOnly}
            />
          ))}
        </Fragment>
      ))}
    </div>
  );
}

interface DayCellProps {
  draft: PlanDraft;
  week: number;
  day: number;
  dayName: string;
  longName: string;
  nameOf: (workoutId: string) => string;
  onAdd: (week: number, day: number) => void;
  onOpen: (index: number) => void;
  readOnly: boolean;
}

function DayCell({ draft, week, day, dayName, longName, nameOf, onAdd, onOpen, readOnly }: DayCellProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const place = t`week ${week}, ${longName}`;
  const { setNodeRef, isOver } = useDroppable({
    id: dayDropId(week, day),
    data: { week, day, label: place } satisfies PlanDropData,
    disabled: readOnly,
  });
  const slots = slotsOf(draft, week, day);
  return (
    <div ref={setNodeRef} className={mergeClasses(styles.cell, isOver && styles.over)} role="group" aria-label={place}>
      <span className={styles.dayLabel} aria-hidden>
        {dayName}
      </span>
      {slots.map(({ slot, index }) =>
        readOnly ? (
          <span key={index} className={styles.chip}>
            {nameOf(slot.workout_id)}
            {slot.time && <span className={styles.time}>{slot.time}</span>}
          </span>
        ) : (
          <SlotChip key={`${index}:${slot.workout_id}`} slot={slot} index={index} name={nameOf(slot.workout_id)} onOpen={onOpen} />
        ),
      )}
      {!readOnly && slots.length < MAX_PER_DAY && (
        <Button
          className={styles.add}
          appearance="subtle"
          icon={<Icon path={mdiPlus} />}
          aria-label={t`Add a workout to ${place}`}
          onClick={() => onAdd(week, day)}
        />
      )}
    </div>
  );
}

const SlotChip = memo(function SlotChip({
  slot,
  index,
  name,
  onOpen,
}: {
  slot: PlanSlot;
  index: number;
  name: string;
  onOpen: (index: number) => void;
}) {
  const { t } = useLingui();
  const styles = useStyles();
  const label = slot.time ? `${name}, ${slot.time}` : name;
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: `slot:${index}`,
    data: { kind: 'slot', index, label } satisfies PlanDragData,
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={mergeClasses(styles.chip, isDragging && styles.dragging)}
      {...attributes}
      {...listeners}
      aria-roledescription={t`movable workout`}
      aria-label={label}
      onClick={() => onOpen(index)}
    >
      {name}
      {slot.time && <span className={styles.time}>{slot.time}</span>}
    </button>
  );
});
