import { useDraggable } from '@dnd-kit/core';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiAlertOutline } from '@mdi/js';
import { memo, useMemo } from 'react';
import { shownStatus } from '@core/calendar-rules';
import type { CalendarStatus } from '@core/records/calendar';
import type { CalendarEntry } from '@/data/calendar-entries';
import type { Locale } from '@/i18n/locales';
import { formatLocalTime } from '@/i18n/date-format';
import { Icon } from '@/ui/Icon';
import { CALENDAR_STATUS_LABELS } from '@/ui/reference-labels';
import type { CalendarScreen } from './calendar-context';
import type { DragLabel } from '@/ui/GridDnd';

const useStyles = makeStyles({
  chip: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '2px',
    width: '100%',
    minWidth: 0,
    minHeight: '44px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    textAlign: 'start',
    font: 'inherit',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderLeftWidth: '4px',
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    // Scrolling a tablet's week with a finger must still work; a drag starts after a press and hold.
    touchAction: 'manipulation',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  planned: { borderLeftColor: tokens.colorBrandStroke1 },
  completed: { borderLeftColor: tokens.colorPaletteGreenBorderActive },
  partial: { borderLeftColor: tokens.colorPaletteMarigoldBorderActive },
  skipped: { borderLeftColor: tokens.colorNeutralStroke1 },
  missed: { borderLeftColor: tokens.colorPaletteRedBorderActive },
  dragging: { opacity: 0.4 },
  chosen: { outline: `3px solid ${tokens.colorBrandStroke1}`, outlineOffset: '-1px', backgroundColor: tokens.colorBrandBackground2 },
  line: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    maxWidth: '100%',
    overflowWrap: 'anywhere',
  },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  warning: { color: tokens.colorStatusWarningForeground1 },
  // The status in words, coloured as the chip's edge: a plain tag, since a Fluent Badge per chip costs a week of them dearly.
  tag: {
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  plannedTag: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
  completedTag: { backgroundColor: tokens.colorPaletteGreenBackground1, color: tokens.colorPaletteGreenForeground1 },
  partialTag: { backgroundColor: tokens.colorPaletteYellowBackground1, color: tokens.colorNeutralForeground1 },
  skippedTag: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground2 },
  missedTag: { backgroundColor: tokens.colorPaletteRedBackground1, color: tokens.colorPaletteRedForeground1 },
});

/** The name a person knows an entry by: its workout's, else its own title. */
export function entryName(entry: CalendarEntry, screen: Pick<CalendarScreen, 'range'>, fallback: string): string {
  return (entry.workout_id ? screen.range.workouts.get(entry.workout_id)?.name : undefined) ?? entry.title ?? fallback;
}

export function entryTime(entry: Pick<CalendarEntry, 'date' | 'time'>, locale: Locale): string | null {
  return entry.time ? formatLocalTime(entry.date, entry.time, locale) : null;
}

interface ChipContentProps {
  date: CalendarEntry['date'];
  time: CalendarEntry['time'];
  client: string | undefined;
  name: string;
  status: CalendarStatus;
  spares: boolean;
}

/**
 * What a chip says, memoized: dnd-kit renders every draggable again on each step of a drag, and a
 * coach's week holds hundreds of them, so only the shell (the button and its drag handlers) does.
 */
const ChipContent = memo(function ChipContent({ date, time, client, name, status, spares }: ChipContentProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const shownTime = entryTime({ date, time }, i18n.locale as Locale);
  return (
    <>
      <span className={styles.line}>
        {shownTime && <span>{shownTime}</span>}
        {client && <span>{client}</span>}
      </span>
      <span className={styles.name}>{name}</span>
      <span className={styles.line}>
        <span className={mergeClasses(styles.tag, styles[`${status}Tag`])}>{i18n._(CALENDAR_STATUS_LABELS[status])}</span>
        {spares && (
          <span className={styles.warning}>
            <Icon path={mdiAlertOutline} size={16} />
            <span>{t`Spared joint`}</span>
          </span>
        )}
      </span>
    </>
  );
});

export interface EntryChipProps {
  entry: CalendarEntry;
  status: CalendarStatus;
  name: string;
  /** The client's name where the reader has several clients. */
  client: string | undefined;
  spares: boolean;
  canPlan: boolean;
  /** Chosen for a move or delete of several; undefined while not choosing. */
  chosen: boolean | undefined;
  /** The same function on every render (the page keeps it), so a chip that did not change is not drawn again. */
  onOpen: (entry: CalendarEntry) => void;
}

/** One entry on a day: its time, client, workout and status in words and colour; a coach drags it to move it. */
export const EntryChip = memo(function EntryChip({ entry, status, name, client, spares, canPlan, chosen, onOpen }: EntryChipProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const label = useMemo((): DragLabel => ({ label: client ? `${name}, ${client}` : name }), [name, client]);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: entry.id,
    data: label,
    disabled: !canPlan,
    attributes: { roleDescription: t`movable entry` },
  });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...(canPlan ? attributes : {})}
      {...(canPlan ? listeners : {})}
      className={mergeClasses(styles.chip, styles[status], isDragging && styles.dragging, chosen && styles.chosen)}
      aria-pressed={chosen}
      onClick={() => onOpen(entry)}
      data-entry-id={entry.id}
    >
      <ChipContent date={entry.date} time={entry.time} client={client} name={name} status={status} spares={spares} />
    </button>
  );
});

/** The chip of `entry` as the shown calendar describes it: a day renders its chips through this, not a context each. */
/** Who an entry is for: its client, or for a group session's block every client in it. */
function clientsOf(entry: CalendarEntry, screen: CalendarScreen): string | undefined {
  const nameOf = (clientId: string) => screen.range.clients.get(clientId)?.name ?? '';
  if (entry.group_id === null) return nameOf(entry.client_id);
  const members = screen.range.entries.filter((other) => other.group_id === entry.group_id).map((other) => nameOf(other.client_id));
  return members.join(', ');
}

export function chipProps(entry: CalendarEntry, screen: CalendarScreen, fallback: string): EntryChipProps {
  return {
    entry,
    status: shownStatus(entry, screen.today, screen.range.withSession.has(entry.id)),
    name: entryName(entry, screen, fallback),
    client: screen.showClient ? clientsOf(entry, screen) : undefined,
    spares: screen.range.sparedJoints.has(entry.id),
    canPlan: screen.canPlan,
    chosen: screen.selected ? screen.selected.has(entry.id) : undefined,
    onOpen: screen.open,
  };
}
