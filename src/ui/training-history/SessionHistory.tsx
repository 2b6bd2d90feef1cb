import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Body1,
  Button,
  Caption1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '@/data/session';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RecordOf } from '@core/records/index';
import { reviewOf } from '@core/training/training-history';
import type { ClientHistory } from '@/data/client-history';
import { useRecord } from '@/data/record-reads';
import { formatDateTime } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import type { ExerciseNames } from '@/ui/ExerciseLink';
import { SessionSets } from './SessionSets';

const useStyles = makeStyles({
  header: { minHeight: '44px' },
  headerText: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
  more: { minHeight: '44px', marginTop: tokens.spacingVerticalM },
  said: { margin: `${tokens.spacingVerticalS} 0` },
});

/** Sessions shown at first and added by each "Show older sessions": a year of training is hundreds. */
const PAGE = 10;

type Session = RecordOf<'workout-sessions'>;
type SetLog = RecordOf<'set-logs'>;

export interface SessionHistoryProps {
  history: ClientHistory;
  exerciseName: ExerciseNames;
  /** What follows a session's sets (its comments). */
  after?: (session: Session, logs: readonly SetLog[]) => ReactNode;
  /** How many comments a session has, said in its line so a coach sees where a conversation is. */
  commentCount?: (session: Session) => number;
  /** Only the newest this many sessions, with no way to older ones (the latest, near a page's top). */
  latest?: number;
  /**
   * A session to open and bring into view (a notification's link to its comments), however old:
   * its end, where the newest comments and the reply box are, comes to the bottom of the screen.
   */
  focus?: string;
}

/** What the person does that ends keeping a session in view: the page is theirs again. */
const TAKING_OVER = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * A session's end to the bottom of the screen, and the keyboard to its header; kept there while it
 * grows (its panel unfolding, a first sync bringing its comments) until the person takes over.
 */
function keepInView(item: HTMLElement): () => void {
  const toEnd = () => item.scrollIntoView({ block: 'end' });
  toEnd();
  // Keyboard and screen reader users start at the session's header, where the page now is.
  item.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  const growth = new ResizeObserver(toEnd);
  growth.observe(item);
  const stop = () => {
    growth.disconnect();
    for (const name of TAKING_OVER) window.removeEventListener(name, stop, true);
  };
  for (const name of TAKING_OVER) window.addEventListener(name, stop, { capture: true, passive: true });
  return stop;
}

/**
 * Every session, newest first: what was asked against what was done, set by set, with the client's
 * rating and notes. Each opens on its own, so a long history stays a list of one line a session.
 */
export function SessionHistory({ history, exerciseName, after, commentCount, latest, focus }: SessionHistoryProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [paged, setShown] = useState(PAGE);
  const [openItems, setOpenItems] = useState<string[]>([]);
  // The session last brought into view: each link followed opens its session once, and the person
  // may close it again. Compared while rendering, so a link followed on this very page works too.
  const [brought, setBrought] = useState<string>();
  const items = useRef(new Map<string, HTMLDivElement>());
  const locale = i18n.locale as Locale;
  const userId = useAtomValue(sessionAtom)?.userId;
  // Who ran a session, as its reader says it: the client reads "with your coach, Anna"; the coach,
  // "in person" for one they ran for someone else (not their own training).
  // One client's history: their record, on their coach's device (a client's device holds none).
  const record = useRecord('clients', history.sessions[0]?.client_id);
  const ranBy = (session: RecordOf<'workout-sessions'>) => {
    if (session.run_by === null) return null;
    if (session.coach_id !== userId)
      return session.run_by === userId ? null : session.run_by_name ? t`with your coach, ${session.run_by_name}` : t`with your coach`;
    return session.run_by === userId && record && record.user_id !== userId ? t`in person` : null;
  };
  // Who logged each set, said only where a session's sets were logged by more than one person.
  const loggedBy = (log: SetLog) =>
    log.logged_by === null
      ? null
      : log.logged_by === userId
        ? t`logged by you`
        : log.coach_id === userId
          ? t`logged by the client`
          : t`logged by your coach`;
  const mixed = (logs: readonly SetLog[]) => new Set(logs.flatMap((log) => (log.logged_by ? [log.logged_by] : []))).size > 1;
  const logsBySession = useMemo(() => {
    const bySession = new Map<string, SetLog[]>();
    for (const log of history.logs) {
      const logs = bySession.get(log.session_id);
      if (logs) logs.push(log);
      else bySession.set(log.session_id, [log]);
    }
    return bySession;
  }, [history.logs]);
  const sessions = useMemo(() => [...history.sessions].reverse(), [history.sessions]);
  const focused = focus === undefined ? -1 : sessions.findIndex((session) => session.id === focus);
  const shown = latest ?? Math.max(paged, focused + 1);
  if (focus !== undefined && focused >= 0 && brought !== focus) {
    setBrought(focus);
    setOpenItems((open) => (open.includes(focus) ? open : [...open, focus]));
  }
  useEffect(() => {
    const item = brought === undefined ? undefined : items.current.get(brought);
    return item ? keepInView(item) : undefined;
  }, [brought]);

  if (sessions.length === 0)
    return <Body1 as="p" block>{t`No sessions yet. Each workout trained in the player shows here, set by set.`}</Body1>;
  return (
    <>
      <Accordion multiple collapsible openItems={openItems} onToggle={(_event, data) => setOpenItems(data.openItems.map(String))}>
        {sessions.slice(0, shown).map((session) => {
          const logs = logsBySession.get(session.id) ?? [];
          const rows = reviewOf(session, logs);
          const done = rows.filter((row) => row.prescribed && row.done).length;
          const asked = rows.filter((row) => row.prescribed).length;
          const when = formatDateTime(new Date(session.started_at), locale);
          const state = session.finished_at ? t`finished` : t`not finished`;
          const said = commentCount?.(session) ?? 0;
          return (
            <AccordionItem
              key={session.id}
              value={session.id}
              ref={(element: HTMLDivElement | null) => {
                if (element) items.current.set(session.id, element);
                else items.current.delete(session.id);
              }}
            >
              <AccordionHeader className={styles.header}>
                <span className={styles.headerText}>
                  <Body1>{session.prescription.name}</Body1>
                  <Caption1>
                    {[
                      when,
                      ranBy(session),
                      state,
                      t`${done} of ${asked} sets`,
                      session.rating ? t`rated ${session.rating} of 5` : null,
                      said > 0 ? plural(said, { one: '# comment', other: '# comments' }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Caption1>
                </span>
              </AccordionHeader>
              <AccordionPanel>
                <SessionSets
                  rows={rows}
                  exerciseName={exerciseName}
                  label={t`Sets of ${session.prescription.name}, ${when}`}
                  loggedBy={mixed(logs) ? loggedBy : undefined}
                />
                {session.notes && <Body1 as="p" block className={styles.said}>{t`Their notes: ${session.notes}`}</Body1>}
                {after?.(session, logs)}
              </AccordionPanel>
            </AccordionItem>
          );
        })}
      </Accordion>
      {latest === undefined && sessions.length > shown && (
        <Button className={styles.more} onClick={() => setShown(shown + PAGE)}>
          {t`Show older sessions (${sessions.length - shown} more)`}
        </Button>
      )}
    </>
  );
}
