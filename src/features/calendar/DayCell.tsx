import { useDroppable } from '@dnd-kit/core';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiContentCopy, mdiContentPaste, mdiPlus } from '@mdi/js';
import type { CalendarEntry } from '@/data/calendar-entries';
import { formatDate, type LocalDate } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { STATUS_LABELS } from '@/ui/check-in-status';
import { Icon } from '@/ui/Icon';
import { RouterLink } from '@/ui/RouterLink';
import { dropId, useCalendarScreen } from './calendar-context';
import { oneBlockPerGroup } from '@/data/group-sessions';
import { chipProps, EntryChip } from './EntryChip';

const useStyles = makeStyles({
  cell: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    minHeight: '96px',
    padding: tokens.spacingVerticalXS,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid transparent`,
  },
  fit: { minHeight: 0 },
  today: { border: `1px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  over: { outline: `2px dashed ${tokens.colorBrandStroke1}`, outlineOffset: '-2px' },
  outside: { opacity: 0.7 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginTop: 'auto' },
  action: { minWidth: '44px', minHeight: '44px' },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalXXS },
  headActions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end' },
  label: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase200, paddingInlineStart: tokens.spacingHorizontalXS },
  checkIn: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '44px',
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'anywhere',
  },
  empty: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, padding: tokens.spacingVerticalXS },
});

/** How many entries a month's day shows before "n more". */
const MONTH_DAY_ENTRIES = 3;

interface DayCellProps {
  date: LocalDate;
  /** The client row this cell belongs to in the clients view. */
  clientId?: string;
  entries: CalendarEntry[];
  /** A month's day shows the first few entries; the rest are one tap away. */
  compact?: boolean;
  /** A day of the month view that belongs to the month before or after. */
  outside?: boolean;
  /** The day's number in the month view, where no column heading names it. */
  label?: string;
  /** As tall as its entries (a list's day), rather than a grid's row. */
  fit?: boolean;
}

/** A day (or a client's day) where entries are listed, dropped, scheduled and pasted. */
export function DayCell({ date, clientId, entries, compact = false, outside = false, label, fit = false }: DayCellProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const screen = useCalendarScreen();
  // A group session is one block, under its first entry (sync/SPEC.md A7); a client's row shows their own.
  const blocks = clientId ? entries : oneBlockPerGroup(entries);
  const shown = compact ? blocks.slice(0, MONTH_DAY_ENTRIES) : blocks;
  const hidden = blocks.length - shown.length;
  const day = formatDate(date, i18n.locale as Locale, 'medium');
  const client = clientId ? screen.range.clients.get(clientId)?.name : undefined;
  const where = client ? `${client}, ${day}` : day;
  const checkIns = (screen.range.checkIns.get(date) ?? []).filter((one) => !clientId || one.client_id === clientId);
  const { setNodeRef, isOver } = useDroppable({
    id: dropId({ date, clientId }),
    data: { date, clientId, label: where },
    disabled: !screen.canPlan,
  });
  const schedule = (
    <Button
      appearance="subtle"
      className={styles.action}
      icon={<Icon path={mdiPlus} />}
      aria-label={t`Schedule on ${where}`}
      title={t`Schedule`}
      onClick={() => screen.schedule(date, clientId)}
    />
  );
  const paste = screen.paste && (
    <Button
      appearance="subtle"
      className={styles.action}
      icon={<Icon path={mdiContentPaste} />}
      aria-label={t`Paste on ${where}`}
      title={t`Paste`}
      onClick={() => screen.paste?.(date, clientId)}
    />
  );
  return (
    <div
      ref={setNodeRef}
      className={mergeClasses(
        styles.cell,
        (fit || compact) && styles.fit,
        date === screen.today && styles.today,
        isOver && styles.over,
        outside && styles.outside,
      )}
      data-day={date}
      data-client={clientId}
      role="group"
      aria-label={where}
    >
      {label && (
        // A month's day keeps its buttons beside its number, so a month of empty days stays short.
        <div className={styles.head}>
          <span className={styles.label} aria-hidden>
            {label}
          </span>
          {screen.canPlan && (
            <span className={styles.headActions}>
              {schedule}
              {paste}
            </span>
          )}
        </div>
      )}
      {!compact && entries.length === 0 && checkIns.length === 0 && !screen.canPlan && (
        <span className={styles.empty}>{t`Nothing planned`}</span>
      )}
      {shown.length > 0 && (
        <ul className={styles.list}>
          {shown.map((entry) => (
            <li key={entry.id}>
              <EntryChip {...chipProps(entry, screen, t`Workout`)} />
            </li>
          ))}
        </ul>
      )}
      {checkIns.length > 0 && (
        <ul className={styles.list}>
          {checkIns.map((one) => {
            const whose = screen.canPlan && !clientId ? `${screen.range.clients.get(one.client_id)?.name ?? ''}: ` : '';
            return (
              <li key={`${one.client_id}/${one.form}`}>
                {/* A coach reviews it on the client's page; a client answers it on their home page. */}
                <RouterLink className={styles.checkIn} to={screen.canPlan ? `/client/${one.client_id}?tab=checkins` : '/'}>
                  {`${whose}${t`Check-in: ${one.form}`} · ${i18n._(STATUS_LABELS[one.status])}`}
                </RouterLink>
              </li>
            );
          })}
        </ul>
      )}
      {hidden > 0 && (
        <Button appearance="transparent" size="small" className={styles.action} onClick={() => screen.showDay(date)}>
          {t`${hidden} more`}
        </Button>
      )}
      {screen.canPlan && !label && (
        <div className={styles.actions}>
          {schedule}
          {entries.length > 0 && (
            <Button
              appearance="subtle"
              className={styles.action}
              icon={<Icon path={mdiContentCopy} />}
              aria-label={t`Copy ${where}`}
              title={t`Copy day`}
              onClick={() => screen.copyDay(date, entries)}
            />
          )}
          {paste}
        </div>
      )}
    </div>
  );
}
