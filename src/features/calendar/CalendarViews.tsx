import { makeStyles, mergeClasses, Subtitle2, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { Fragment, useMemo } from 'react';
import type { CalendarEntry } from '@/data/calendar-entries';
import { formatDayHeading, formatDayMonth, weekdayNames, type LocalDate } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { useCalendarScreen } from './calendar-context';
import { DayCell } from './DayCell';

const useStyles = makeStyles({
  // A wide grid scrolls inside its own box; the page itself never scrolls sideways.
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(96px, 1fr))', gap: tokens.spacingHorizontalXS },
  // A client's name and seven days fit a tablet's 736 px either way up (sidebar beside at 1024 px,
  // none at 768 px): Sunday stays in sight rather than behind a sideways scroll. A name wraps.
  rows: { gridTemplateColumns: 'minmax(80px, 140px) repeat(7, minmax(80px, 1fr))' },
  head: { padding: tokens.spacingVerticalXS, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold, textAlign: 'center' },
  todayHead: { color: tokens.colorBrandForeground1 },
  client: { alignSelf: 'center', fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere', padding: tokens.spacingHorizontalXS },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  dayTitle: { display: 'block', marginBottom: tokens.spacingVerticalXS },
});

function useByDay(entries: CalendarEntry[]): (date: LocalDate, clientId?: string) => CalendarEntry[] {
  return useMemo(() => {
    const byKey = new Map<string, CalendarEntry[]>();
    for (const entry of entries) {
      for (const key of [entry.date, `${entry.date}|${entry.client_id}`]) byKey.set(key, [...(byKey.get(key) ?? []), entry]);
    }
    return (date, clientId) => byKey.get(clientId ? `${date}|${clientId}` : date) ?? [];
  }, [entries]);
}

function DayHeadings({ days, withDates }: { days: LocalDate[]; withDates: boolean }) {
  const { i18n } = useLingui();
  const styles = useStyles();
  const { today } = useCalendarScreen();
  const names = weekdayNames(i18n.locale as Locale, 'short');
  return days.map((date, index) => (
    <div key={date} className={mergeClasses(styles.head, date === today && styles.todayHead)} aria-hidden>
      {names[index]} {withDates && formatDayMonth(date, i18n.locale as Locale)}
    </div>
  ));
}

/** A week as seven columns, every client's entries in their day. */
export function WeekView({ days }: { days: LocalDate[] }) {
  const styles = useStyles();
  const { range } = useCalendarScreen();
  const entriesOn = useByDay(range.entries);
  return (
    <div className={styles.scroller}>
      <div className={styles.grid}>
        <DayHeadings days={days} withDates />
        {days.map((date) => (
          <DayCell key={date} date={date} entries={entriesOn(date)} />
        ))}
      </div>
    </div>
  );
}

/** A week as a row per client, so an entry dragged to another row moves to that client. */
export function ClientRowsView({ days, clientIds }: { days: LocalDate[]; clientIds: string[] }) {
  const { t } = useLingui();
  const styles = useStyles();
  const { range } = useCalendarScreen();
  const entriesOn = useByDay(range.entries);
  return (
    <div className={styles.scroller}>
      <div className={mergeClasses(styles.grid, styles.rows)}>
        <div className={styles.head}>{t`Client`}</div>
        <DayHeadings days={days} withDates />
        {clientIds.map((clientId) => (
          <Fragment key={clientId}>
            <div className={styles.client}>{range.clients.get(clientId)?.name ?? t`Client`}</div>
            {days.map((date) => (
              <DayCell key={date} date={date} clientId={clientId} entries={entriesOn(date, clientId)} />
            ))}
          </Fragment>
        ))}
      </div>
    </div>
  );
}

/** A month as weeks of days, each day showing its first few entries. */
export function MonthView({ weeks, month }: { weeks: LocalDate[][]; month: string }) {
  const styles = useStyles();
  const { range } = useCalendarScreen();
  const entriesOn = useByDay(range.entries);
  const first = weeks[0] ?? [];
  return (
    <div className={styles.scroller}>
      <div className={styles.grid}>
        <DayHeadings days={first} withDates={false} />
        {weeks.flat().map((date) => (
          <DayCell
            key={date}
            date={date}
            entries={entriesOn(date)}
            compact
            outside={!date.startsWith(month)}
            label={String(Number(date.slice(8)))}
          />
        ))}
      </div>
    </div>
  );
}

/** A week as a list of days, one under the other: what fits a phone held upright. */
export function ListView({ days }: { days: LocalDate[] }) {
  const { i18n } = useLingui();
  const styles = useStyles();
  const { range } = useCalendarScreen();
  const entriesOn = useByDay(range.entries);
  return (
    <div className={styles.list}>
      {days.map((date) => (
        <section key={date} aria-labelledby={`day-${date}`}>
          <Subtitle2 as="h2" id={`day-${date}`} className={styles.dayTitle}>
            {formatDayHeading(date, i18n.locale as Locale)}
          </Subtitle2>
          <DayCell date={date} entries={entriesOn(date)} fit />
        </section>
      ))}
    </div>
  );
}
