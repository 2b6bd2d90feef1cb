import { complianceOver, countedFrom, doneAgainstTarget, type CoachedClient, type ComplianceEntry } from './compliance';
import { checkInAnswerId, scheduledCheckIns, type StoredCheckInSchedule } from './check-in-schedule';
import { addDays, instantOf, startOfWeek, type LocalDate, type LocalTime } from './dates';

/*
 * What a coach should look at first (the coach's home page): per client, sessions finished and
 * replies written since the coach last looked at that client, two weeks in a row below half the
 * target, a workout today whose time has passed without it being started, and check-ins answered,
 * come due or missed. Pure, so the rules
 * are tested without a screen, and shared should the server ever mail a digest.
 *
 * Every item can be marked as seen: it is shown only while it came about after the coach last
 * looked at the client. Weeks are judged only when wholly inside the coaching (countedFrom), and a
 * client without an account, who cannot train in the app, is judged only once someone logs their
 * sessions for them.
 */

/** Without a mark of when the coach last looked at a client, the last week counts as new. */
export const UNSEEN_DAYS = 7;
/** A planned workout is called missed today this long after its time, not at the minute. */
export const LATE_AFTER_MS = 60 * 60 * 1000;
/** Below this share of the target two weeks running, a client is slipping. */
export const SLIPPING_BELOW = 0.5;

export interface AttentionClient extends CoachedClient {
  id: string;
  sessions_per_week: number | null;
  /** When the earliest session anyone logged for them started; null when there is none. */
  first_session_at: string | null;
}

export interface AttentionEntry extends ComplianceEntry {
  client_id: string;
  time: LocalTime | null;
}

export interface AttentionSession {
  id: string;
  client_id: string;
  calendar_entry_id: string | null;
  started_at: string;
  finished_at: string | null;
}

export interface AttentionComment {
  id: string;
  client_id: string | null;
  session_id: string;
  author_id: string | null;
  written_at: string | null;
}

/** A client's check-in schedule (sync/SPEC.md A19), as far as attention reads it. */
export interface AttentionCheckInSchedule extends StoredCheckInSchedule {
  client_id: string;
}

export interface AttentionCheckInAnswer {
  id: string;
  client_id: string;
  assignment_id: string;
  due_date: LocalDate;
  submitted_at: string | null;
}

/** A check-in that wants the coach: answered (to read and reply to), due now, or missed. */
export interface AttentionCheckIn {
  kind: 'answered' | 'due' | 'missed';
  assignment_id: string;
  due_date: LocalDate;
}

export interface ClientAttention {
  client_id: string;
  /** Sessions finished since the coach last looked, newest first. */
  finished: AttentionSession[];
  /** The client's comments written since then, newest first. */
  replies: AttentionComment[];
  /** Done against target in each of the last two full weeks, when both are below half. */
  slipping: [number, number] | null;
  /** Today's workouts whose time is more than an hour past and that were not started. */
  late: AttentionEntry[];
  /** Check-ins answered, come due or missed since the coach last looked, newest first. */
  checkIns: AttentionCheckIn[];
}

export interface AttentionInput {
  now: Date;
  today: LocalDate;
  /** The coach: their own comments are not news to them. */
  userId: string;
  clients: readonly AttentionClient[];
  /** Entries from the Monday two weeks before this week's to today, at least. */
  entries: readonly AttentionEntry[];
  sessions: readonly AttentionSession[];
  comments: readonly AttentionComment[];
  /** When the coach last looked at each client (an ISO instant). */
  seen: Readonly<Record<string, string>>;
  checkInSchedules?: readonly AttentionCheckInSchedule[];
  checkInAnswers?: readonly AttentionCheckInAnswer[];
}

/** Due days further back than this are history, not news. */
const CHECK_IN_DAYS = 14;

function checkInsOf(input: AttentionInput, clientId: string, seen: string): AttentionCheckIn[] {
  const answers = new Map(
    (input.checkInAnswers ?? []).filter((answer) => answer.client_id === clientId).map((answer) => [answer.id, answer]),
  );
  const found: AttentionCheckIn[] = [];
  for (const assignment of input.checkInSchedules ?? []) {
    if (assignment.client_id !== clientId) continue;
    const from = addDays(input.today, -CHECK_IN_DAYS);
    for (const { due, status } of scheduledCheckIns(assignment, from, input.today, (id) => answers.has(id), input.today)) {
      // Each is news from the moment it came about: answered when sent, due from its day, missed the day after its grace.
      const since =
        status === 'answered'
          ? answers.get(checkInAnswerId(assignment.id, due))?.submitted_at
          : status === 'due'
            ? instantOf(due, '00:00').toISOString()
            : status === 'missed'
              ? instantOf(addDays(due, assignment.grace_days + 1), '00:00').toISOString()
              : null;
      if (since && since > seen && status !== 'upcoming') found.push({ kind: status, assignment_id: assignment.id, due_date: due });
    }
  }
  return found.sort((a, b) => b.due_date.localeCompare(a.due_date));
}

const newestFirst = (a: string | null, b: string | null) => (b ?? '').localeCompare(a ?? '');

/** The clients that need the coach, in the order given; a client with nothing to say is left out. */
export function attentionOf(input: AttentionInput): ClientAttention[] {
  const { now, today, userId } = input;
  const defaultSeen = new Date(now.getTime() - UNSEEN_DAYS * 24 * 3600 * 1000).toISOString();
  const thisMonday = startOfWeek(today);
  const weeks = [addDays(thisMonday, -14), addDays(thisMonday, -7)];
  const started = new Set(input.sessions.flatMap((session) => (session.calendar_entry_id ? [session.calendar_entry_id] : [])));
  const result: ClientAttention[] = [];
  for (const client of input.clients) {
    const seen = input.seen[client.id] ?? defaultSeen;
    const finished = input.sessions
      .filter((session) => session.client_id === client.id && session.finished_at !== null && session.finished_at > seen)
      .sort((a, b) => newestFirst(a.finished_at, b.finished_at));
    const replies = input.comments
      .filter(
        (comment) =>
          comment.client_id === client.id &&
          comment.author_id !== null &&
          comment.author_id !== userId &&
          comment.written_at !== null &&
          comment.written_at > seen,
      )
      .sort((a, b) => newestFirst(a.written_at, b.written_at));
    const entries = input.entries.filter((entry) => entry.client_id === client.id);
    const counted = countedFrom(client, client.first_session_at);
    let slipping: [number, number] | null = null;
    // The pair of weeks is complete from this Monday on: a mark after that has seen it.
    if (client.sessions_per_week && instantOf(thisMonday, '00:00').toISOString() > seen) {
      const shares = weeks.map(
        (monday) =>
          doneAgainstTarget(
            complianceOver(entries, {
              from: monday,
              to: addDays(monday, 6),
              today,
              sessionsPerWeek: client.sessions_per_week,
              started,
              counted,
            }),
          ) ?? 1,
      );
      const [first = 1, second = 1] = shares;
      if (first < SLIPPING_BELOW && second < SLIPPING_BELOW) slipping = [first, second];
    }
    // Nobody expects a client without an account to start a workout in the app.
    const startsInApp = client.user_id !== null || client.first_session_at !== null;
    const late = entries.filter((entry) => {
      if (!startsInApp || entry.date !== today || entry.status !== 'planned' || entry.time === null || started.has(entry.id)) return false;
      const lateSince = instantOf(today, entry.time).getTime() + LATE_AFTER_MS;
      return now.getTime() > lateSince && new Date(lateSince).toISOString() > seen;
    });
    const checkIns = checkInsOf(input, client.id, seen);
    if (finished.length > 0 || replies.length > 0 || slipping || late.length > 0 || checkIns.length > 0)
      result.push({ client_id: client.id, finished, replies, slipping, late, checkIns });
  }
  return result;
}
