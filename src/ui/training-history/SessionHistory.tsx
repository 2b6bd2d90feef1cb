import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Body1, Button, Caption1, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import type { RecordOf } from '@sync/records/index';
import { reviewOf } from '@sync/training/history';
import { setLabel } from '@/ui/set-label';
import type { ClientHistory } from '@/data/client-history';
import { formatDateTime } from '@/i18n/dates';
import type { Locale } from '@/i18n/locales';
import { ExerciseName, type ExerciseNames } from '@/ui/ExerciseLink';
import { performedText, prescriptionText } from '@/ui/training-format';

const useStyles = makeStyles({
  // A phone cannot fit four columns of sets: the table scrolls inside its box, not the page sideways.
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  // Below this the columns squeeze an exercise's name onto four lines: the table scrolls instead.
  table: { minWidth: '30rem' },
  // Fluent's table gives every column the same width; "A1" needs little of it.
  setColumn: { width: '3.5rem' },
  header: { minHeight: '44px' },
  headerText: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
  notDone: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
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
}

/**
 * Every session, newest first: what was asked against what was done, set by set, with the client's
 * rating and notes. Each opens on its own, so a long history stays a list of one line a session.
 */
export function SessionHistory({ history, exerciseName, after, commentCount }: SessionHistoryProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [shown, setShown] = useState(PAGE);
  const locale = i18n.locale as Locale;
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

  if (sessions.length === 0) return <Body1 as="p">{t`No sessions yet. Each workout trained in the player shows here, set by set.`}</Body1>;
  return (
    <>
      <Accordion multiple collapsible>
        {sessions.slice(0, shown).map((session) => {
          const logs = logsBySession.get(session.id) ?? [];
          const rows = reviewOf(session, logs);
          const done = rows.filter((row) => row.prescribed && row.done).length;
          const asked = rows.filter((row) => row.prescribed).length;
          const when = formatDateTime(new Date(session.started_at), locale);
          const state = session.finished_at ? t`finished` : t`not finished`;
          const said = commentCount?.(session) ?? 0;
          return (
            <AccordionItem key={session.id} value={session.id}>
              <AccordionHeader className={styles.header}>
                <span className={styles.headerText}>
                  <Body1>{session.prescription.name}</Body1>
                  <Caption1>{[when, state, t`${done} of ${asked} sets`, session.rating ? t`rated ${session.rating} of 5` : null, said > 0 ? plural(said, { one: '# comment', other: '# comments' }) : null].filter(Boolean).join(' · ')}</Caption1>
                </span>
              </AccordionHeader>
              <AccordionPanel>
                {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls where it does not fit must be reachable by keyboard to be scrolled (WCAG 2.1.1) */}
                <div className={styles.scroller} tabIndex={0} role="region" aria-label={t`Sets of ${session.prescription.name}, ${when}`}>
                  <Table size="small" className={styles.table} aria-label={t`Sets of ${session.prescription.name}, ${when}`}>
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell className={styles.setColumn}>{t`Set`}</TableHeaderCell>
                        <TableHeaderCell>{t`Exercise`}</TableHeaderCell>
                        <TableHeaderCell>{t`Asked`}</TableHeaderCell>
                        <TableHeaderCell>{t`Done`}</TableHeaderCell>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {rows.map((row) => (
                        <TableRow key={row.key}>
                          <TableCell>{row.set ? setLabel(i18n, row.set) : t`Extra`}</TableCell>
                          <TableCell>
                            <ExerciseName id={row.exercise_id} names={exerciseName} />
                          </TableCell>
                          <TableCell>{row.prescribed ? prescriptionText(i18n, row.prescribed) || '—' : '—'}</TableCell>
                          <TableCell>
                            {row.done ? (
                              [performedText(i18n, row.done) || t`Done`, row.done.rpe !== null ? `RPE ${String(row.done.rpe)}` : null, row.done.notes].filter(Boolean).join(' · ')
                            ) : (
                              <span className={styles.notDone}>{t`Not done`}</span>
                            )}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
                {session.notes && <Body1 as="p" className={styles.said}>{t`Their notes: ${session.notes}`}</Body1>}
                {after?.(session, logs)}
              </AccordionPanel>
            </AccordionItem>
          );
        })}
      </Accordion>
      {sessions.length > shown && (
        <Button className={styles.more} onClick={() => setShown((count) => count + PAGE)}>
          {t`Show older sessions (${sessions.length - shown} more)`}
        </Button>
      )}
    </>
  );
}
