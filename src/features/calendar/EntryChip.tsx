import { useDraggable } from '@dnd-kit/core';
import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiAlertOutline } from '@mdi/js';
import { shownStatus } from '@sync/calendar';
import type { CalendarStatus } from '@sync/records/calendar';
import type { CalendarEntry } from '@/data/calendar';
import type { Locale } from '@/i18n/locales';
import { formatTime, instantOf } from '@/i18n/dates';
import { Icon } from '@/ui/Icon';
import { CALENDAR_STATUS_LABELS } from '@/ui/reference-labels';
import { useCalendarScreen, type CalendarScreen } from './calendar-context';
import type { DragLabel } from './CalendarDnd';

const BADGE_COLOURS = { planned: 'brand', completed: 'success', partial: 'warning', skipped: 'informative', missed: 'danger' } as const satisfies Record<CalendarStatus, string>;

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
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, maxWidth: '100%', overflowWrap: 'anywhere' },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  warning: { color: tokens.colorStatusWarningForeground1 },
});

/** The name a person knows an entry by: its workout's, else its own title. */
export function entryName(entry: CalendarEntry, screen: Pick<CalendarScreen, 'range'>, fallback: string): string {
  return (entry.workout_id ? screen.range.workouts.get(entry.workout_id)?.name : undefined) ?? entry.title ?? fallback;
}

export function entryTime(entry: Pick<CalendarEntry, 'date' | 'time'>, locale: Locale): string | null {
  return entry.time ? formatTime(instantOf(entry.date, entry.time), locale) : null;
}

/** One entry on a day: its time, client, workout and status in words and colour; a coach drags it to move it. */
export function EntryChip({ entry }: { entry: CalendarEntry }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const screen = useCalendarScreen();
  const status = shownStatus(entry, screen.today, screen.range.withSession.has(entry.id));
  const client = screen.showClient ? screen.range.clients.get(entry.client_id)?.name : undefined;
  const name = entryName(entry, screen, t`Workout`);
  const label: DragLabel = { label: client ? `${name}, ${client}` : name };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: entry.id, data: label, disabled: !screen.canPlan, attributes: { roleDescription: t`movable entry` } });
  const time = entryTime(entry, i18n.locale as Locale);
  const spares = screen.range.sparedJoints.has(entry.id);
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...(screen.canPlan ? attributes : {})}
      {...(screen.canPlan ? listeners : {})}
      className={mergeClasses(styles.chip, styles[status], isDragging && styles.dragging, screen.selected?.has(entry.id) && styles.chosen)}
      aria-pressed={screen.selected ? screen.selected.has(entry.id) : undefined}
      onClick={() => screen.open(entry)}
      data-entry-id={entry.id}
    >
      <span className={styles.line}>
        {time && <span>{time}</span>}
        {client && <span>{client}</span>}
      </span>
      <span className={styles.name}>{name}</span>
      <span className={styles.line}>
        <Badge appearance="tint" size="small" color={BADGE_COLOURS[status]}>
          {i18n._(CALENDAR_STATUS_LABELS[status])}
        </Badge>
        {spares && (
          <span className={styles.warning}>
            <Icon path={mdiAlertOutline} size={16} />
            <span>{t`Spared joint`}</span>
          </span>
        )}
      </span>
    </button>
  );
}
