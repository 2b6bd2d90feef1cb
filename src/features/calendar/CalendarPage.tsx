import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { mdiCalendarSync, mdiCheckboxMultipleOutline, mdiContentCopy, mdiContentPaste } from '@mdi/js';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addDays, daysBetween } from '@core/dates';
import { ROLE } from '@core/auth-constants';
import {
  deleteEntries,
  classmates,
  moveEntries,
  pasteEntries,
  useCalendarRange,
  type CalendarChange,
  type CalendarEntry,
} from '@/data/calendar-entries';
import { useUserDatabase } from '@/data/user-database';
import { useRecords } from '@/data/record-reads';
import { useFirstSyncDone } from '@/data/sync-status';
import { sessionAtom } from '@/data/session';
import { startOfWeek, today, type LocalDate } from '@/i18n/date-format';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { useExclusiveAction } from '@/ui/create-once';
import { Icon } from '@/ui/Icon';
import { notify } from '@/ui/feedback/notify';
import { localWriteFailure } from '@/ui/form/write-errors';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { RouterLink } from '@/ui/RouterLink';
import { StillArriving } from '@/ui/sync/StillArriving';
import { CalendarScreenContext, type CalendarScreen, type DropPlace } from './calendar-context';
import { paramsOf, placeOf, shownWeeks, type CalendarPlace } from './calendar-view';
import { CalendarDnd, type DropTarget } from './CalendarDnd';
import { CalendarToolbar } from './CalendarToolbar';
import { ClientRowsView, ListView, MonthView, WeekView } from './CalendarViews';
import { EntryDialog } from './EntryDialog';
import { FeedDialog } from './FeedDialog';
import { ScheduleDialog, type ScheduleTarget } from './ScheduleDialog';

/** The notices of calendar changes: a new one takes the last one's place, and its Undo with it. */
const CALENDAR_CHANGE = 'calendar-change';

const useStyles = makeStyles({
  undo: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM },
  button: { minHeight: '44px' },
});

/** What was copied: one entry, a day or a week, and the day it is counted from when pasted. */
interface Copied {
  entries: CalendarEntry[];
  from: LocalDate;
  week: boolean;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * /calendar: a coach plans their clients' weeks (by touch, mouse or keyboard, offline like the rest
 * of the app: every change is a local write the sync engine sends later); a client sees their own
 * entries, starts today's workout, and skips or notes an entry.
 */
export default function CalendarPage() {
  const { t } = useLingui();
  const styles = useStyles();
  const title = useRouteTitle();
  const db = useUserDatabase();
  const canPlan = useAtomValue(sessionAtom)?.roleId !== ROLE.client;
  const [params, setParams] = useSearchParams();
  const place = placeOf(params, canPlan);
  const go = (next: CalendarPlace) => setParams(paramsOf(next));
  const weeks = useMemo(() => shownWeeks(place), [place.view, place.date]); // eslint-disable-line react-hooks/exhaustive-deps -- place is rebuilt every render from the address
  const days = weeks.flat();
  const allClients = useRecords('clients', (rows) => rows.sort(byName));
  const synced = useFirstSyncDone();
  const clients = useMemo(() => (allClients ?? []).filter((client) => client.status !== 'archived'), [allClients]);
  const range = useCalendarRange(
    place.clients.length > 0 ? place.clients : 'all',
    days[0] ?? place.date,
    days[days.length - 1] ?? place.date,
  );
  const [opened, setOpened] = useState<CalendarEntry>();
  // Arriving with ?schedule={workoutId} (My Workouts' "Schedule") opens the dialog with that workout.
  const [scheduling, setSchedulingState] = useState<ScheduleTarget | undefined>(() => {
    const workoutId = params.get('schedule');
    return canPlan && workoutId ? { kind: 'new', date: place.date, clientIds: place.clients, workoutId } : undefined;
  });
  const setScheduling = (target: ScheduleTarget | undefined) => {
    setSchedulingState(target);
    if (!target && params.has('schedule')) setParams(paramsOf(place), { replace: true });
  };
  const [copied, setCopied] = useState<Copied>();
  const [subscribing, setSubscribing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>();
  const [refocus, setRefocus] = useState<string>();
  const [landing, setLanding] = useState<ReadonlyMap<string, Partial<Pick<CalendarEntry, 'date' | 'client_id'>>>>(new Map());
  const pasting = useExclusiveAction();
  // Said in a toast where the coach is looking (a long month scrolled down), with Undo for the last change.
  const undo = async (change: CalendarChange) => {
    try {
      await change.undo();
      notify({ intent: 'success', message: msg`The last change was undone.`, key: CALENDAR_CHANGE });
    } catch (error) {
      notify({ intent: 'error', message: localWriteFailure(error) });
    }
  };
  const changed = (change: CalendarChange | undefined, said: MessageDescriptor) =>
    notify({
      intent: 'success',
      message: said,
      key: CALENDAR_CHANGE,
      ...(change ? { action: { label: msg`Undo`, run: () => void undo(change) } } : {}),
    });
  const run = async (write: () => Promise<CalendarChange>, said: MessageDescriptor) => {
    try {
      changed(await write(), said);
    } catch (error) {
      notify({ intent: 'error', message: localWriteFailure(error) });
    }
  };
  const toggle = useCallback(
    (entry: CalendarEntry) =>
      setSelected((now) => {
        const next = new Set(now);
        if (!next.delete(entry.id)) next.add(entry.id);
        return next;
      }),
    [],
  );
  const selecting = selected !== undefined;
  const open = useCallback((entry: CalendarEntry) => (selecting ? toggle(entry) : setOpened(entry)), [selecting, toggle]);
  // A landed entry is the database's to show once the database has it there.
  const settled =
    range &&
    [...landing].filter(([id, place]) => {
      const stored = range.entries.find((entry) => entry.id === id);
      return (
        !stored ||
        ((place.date === undefined || stored.date === place.date) &&
          (place.client_id === undefined || stored.client_id === place.client_id))
      );
    });
  if (settled && settled.length > 0) setLanding(new Map([...landing].filter(([id]) => !settled.some(([done]) => done === id))));
  const shownRange = useMemo(
    () =>
      range && landing.size > 0
        ? { ...range, entries: range.entries.map((entry) => (landing.has(entry.id) ? { ...entry, ...landing.get(entry.id) } : entry)) }
        : range,
    [range, landing],
  );
  // What was picked up, taken from the screen when the drag began: resting on a week's edge turns
  // the calendar to a week where the entry (and the rest of a selection) is no longer shown.
  const picked = useRef<CalendarEntry[]>([]);
  const pickUp = (entryId: string) => {
    // Where the screen shows it, which an earlier drop may have changed before the database did.
    const entries = shownRange?.entries ?? [];
    const entry = entries.find((candidate) => candidate.id === entryId);
    // A selected entry brings the rest of the selection along: the same number of days, and onto the same client.
    picked.current = !entry
      ? []
      : selected?.has(entryId)
        ? [entry, ...entries.filter((candidate) => candidate.id !== entryId && selected.has(candidate.id))]
        : [entry];
  };
  const drop = (entryId: string, target: DropTarget, byKeyboard: boolean) => {
    if (byKeyboard) setRefocus(entryId);
    const moving = picked.current;
    picked.current = [];
    const entry = moving[0];
    if (!entry || entry.id !== entryId || !db) return;
    // A week's edge is the week beside the one shown: the entry keeps its weekday there, and the
    // calendar turns to it, so what moved (and a keyboard's focus on it) stays in view.
    const weekStart = days[0] ?? place.date;
    const to: DropPlace =
      'weeks' in target ? { date: addDays(weekStart, target.weeks * 7 + daysBetween(startOfWeek(entry.date), entry.date)) } : target;
    if ('weeks' in target) go({ ...place, date: addDays(weekStart, target.weeks * 7) });
    if (entry.date === to.date && (!to.clientId || to.clientId === entry.client_id)) return;
    const shift = daysBetween(entry.date, to.date);
    const moves = moving.map((one) => ({
      entry: one,
      to: { date: addDays(one.date, shift), ...(to.clientId ? { client_id: to.clientId } : {}) },
    }));
    // A group's other members go along (src/data/calendar-entries.ts): shown there too, not left behind for a few frames.
    const along = moving
      .flatMap((one) => classmates(one, shownRange?.entries ?? []))
      .filter((other) => !moving.some((one) => one.id === other.id))
      .map((other) => [other.id, { date: addDays(other.date, shift) }] as const);
    // Shown where it was dropped in this very frame; the database answers a few frames later.
    setLanding((now) => new Map([...now, ...along, ...moves.map(({ entry: one, to: place }) => [one.id, place] as const)]));
    void run(
      async () => {
        try {
          return await moveEntries(db, moves);
        } catch (error) {
          const shown = new Set([...moves.map(({ entry: one }) => one.id), ...along.map(([id]) => id)]);
          setLanding((now) => new Map([...now].filter(([id]) => !shown.has(id))));
          throw error;
        }
      },
      moves.length === 1 ? msg`The entry was moved.` : msg`${moves.length} entries were moved.`,
    );
  };
  // A keyboard drop moves the entry into another day, where it is a new element: the keyboard
  // stays on it there rather than falling back to the page's start.
  useEffect(() => {
    if (!refocus || (document.activeElement && document.activeElement !== document.body)) return;
    const moved = document.querySelector(`[data-entry-id="${refocus}"]`);
    if (moved instanceof HTMLElement) moved.focus();
  }, [refocus, shownRange]);
  const chosen = range?.entries.filter((entry) => selected?.has(entry.id)) ?? [];
  const paste = (date: LocalDate, clientId?: string) => {
    if (!copied || !db) return;
    const days = daysBetween(copied.from, copied.week ? startOfWeek(date) : date);
    // A double click is one paste: the second waits for nothing and is dropped.
    void pasting.run(() => run(() => pasteEntries(db, copied.entries, days, clientId), msg`Pasted.`));
  };
  const oneClient = place.clients.length === 1 ? place.clients[0] : undefined;
  const weekCopied = copied?.week && new Set(copied.entries.map((entry) => entry.client_id)).size === 1;

  if (!shownRange || !allClients) return <PageLoading />;
  const screen: CalendarScreen = {
    range: shownRange,
    today: today(),
    canPlan,
    showClient: canPlan,
    open,
    selected,
    schedule: (date, clientId) => setScheduling({ kind: 'new', date, clientIds: clientId ? [clientId] : place.clients }),
    paste: copied && !copied.week ? paste : undefined,
    copyDay: (date, entries) => {
      setCopied({ entries, from: date, week: false });
      changed(undefined, msg`Copied. Choose Paste on a day to place the copy.`);
    },
    showDay: (date) => go({ ...place, view: 'list', date }),
  };
  const rowClients = place.clients.length > 0 ? place.clients : clients.map((client) => client.id);
  return (
    <CalendarScreenContext.Provider value={screen}>
      <PageTitle>{title}</PageTitle>
      <CalendarToolbar
        place={place}
        days={days}
        clients={clients}
        canPlan={canPlan}
        go={go}
        onSchedule={() =>
          setScheduling({ kind: 'new', date: days.includes(today()) ? today() : (days[0] ?? place.date), clientIds: place.clients })
        }
      >
        {canPlan && place.view !== 'month' && (
          <Button
            className={styles.button}
            icon={<Icon path={mdiContentCopy} />}
            disabled={shownRange.entries.length === 0}
            onClick={() => setCopied({ entries: shownRange.entries, from: days[0] ?? place.date, week: true })}
          >
            {t`Copy week`}
          </Button>
        )}
        {canPlan && copied?.week && place.view !== 'month' && (
          <Button
            className={styles.button}
            icon={<Icon path={mdiContentPaste} />}
            disabled={pasting.busy}
            onClick={() => paste(place.date, weekCopied ? oneClient : undefined)}
          >
            {weekCopied && oneClient ? t`Paste week for ${shownRange.clients.get(oneClient)?.name ?? ''}` : t`Paste week here`}
          </Button>
        )}
        {canPlan && (
          <Button
            className={styles.button}
            icon={<Icon path={mdiCheckboxMultipleOutline} />}
            aria-pressed={selected !== undefined}
            onClick={() => setSelected(selected ? undefined : new Set())}
          >
            {t`Select several`}
          </Button>
        )}
        <Button className={styles.button} icon={<Icon path={mdiCalendarSync} />} onClick={() => setSubscribing(true)}>
          {t`Subscribe`}
        </Button>
      </CalendarToolbar>
      {selected && (
        <div className={styles.undo} role="group" aria-label={t`Selected entries`}>
          <Text>{t`${chosen.length} selected. Tap entries to choose them; drag one to move them all.`}</Text>
          <ConfirmButton
            className={styles.button}
            label={t`Delete selected`}
            title={t`Delete ${chosen.length} entries?`}
            confirm={t`Delete`}
            onConfirm={() => {
              if (!db || chosen.length === 0) return;
              void run(() => deleteEntries(db, chosen), msg`${chosen.length} entries were deleted.`);
              setSelected(new Set());
            }}
          >
            {t`They are taken off the clients' calendars. Undo plans them again.`}
          </ConfirmButton>
          <Button className={styles.button} onClick={() => setSelected(undefined)}>
            {t`Done selecting`}
          </Button>
        </div>
      )}
      {canPlan && clients.length === 0 && !synced && <StillArriving />}
      {canPlan && clients.length === 0 && synced && (
        <Text as="p" block>
          {t`Add a client first; then schedule their workouts here.`} <RouterLink to="/clients">{t`Go to clients`}</RouterLink>
        </Text>
      )}
      <CalendarDnd
        onPickUp={pickUp}
        onDrop={drop}
        pageWeeks={place.view === 'month' ? undefined : (weeks) => go({ ...place, date: addDays(place.date, weeks * 7) })}
      >
        {place.view === 'week' && <WeekView days={days} />}
        {place.view === 'clients' && <ClientRowsView days={days} clientIds={rowClients} />}
        {place.view === 'month' && <MonthView weeks={weeks} month={place.date.slice(0, 7)} />}
        {place.view === 'list' && <ListView days={days} />}
      </CalendarDnd>
      {opened && (
        <EntryDialog
          entry={opened}
          onChange={changed}
          onEdit={() => {
            setScheduling({ kind: 'edit', entry: opened });
            setOpened(undefined);
          }}
          onCopy={() => {
            setCopied({ entries: [opened], from: opened.date, week: false });
            changed(undefined, msg`Copied. Choose Paste on a day to place the copy.`);
            setOpened(undefined);
          }}
          onClose={() => setOpened(undefined)}
        />
      )}
      {scheduling && (
        <ScheduleDialog
          target={scheduling}
          clients={clients}
          onDone={(change, said) => {
            changed(change, said);
            setScheduling(undefined);
          }}
          onClose={() => setScheduling(undefined)}
        />
      )}
      {subscribing && <FeedDialog onClose={() => setSubscribing(false)} />}
    </CalendarScreenContext.Provider>
  );
}
