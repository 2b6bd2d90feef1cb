import { describe, expect, it } from 'vitest';
import {
  attentionOf,
  type AttentionClient,
  type AttentionComment,
  type AttentionEntry,
  type AttentionInput,
  type AttentionSession,
} from '@core/attention';
import { checkInAnswerId } from '@core/check-in-schedule';

const COACH = 'coach';
const CLIENT_USER = 'client-user';
// Wednesday 25 November 2026, 12:00 in Riga (UTC+2).
const NOW = new Date('2026-11-25T10:00:00.000Z');
const TODAY = '2026-11-25';

let next = 0;
const entry = (client_id: string, date: string, status: AttentionEntry['status'], time: string | null = null): AttentionEntry => ({
  id: `e${String(next++)}`,
  client_id,
  date,
  status,
  notes: null,
  time,
});
const session = (client_id: string, finished_at: string | null, calendar_entry_id: string | null = null): AttentionSession => ({
  id: `s${String(next++)}`,
  client_id,
  calendar_entry_id,
  started_at: finished_at ?? '2026-11-25T08:00:00.000Z',
  finished_at,
});
const comment = (client_id: string, author_id: string, written_at: string): AttentionComment => ({
  id: `c${String(next++)}`,
  client_id,
  session_id: 's',
  author_id,
  written_at,
});

/** A client of long standing with their own account, unless told otherwise. */
const client = (id: string, sessions_per_week: number | null, over: Partial<AttentionClient> = {}): AttentionClient => ({
  id,
  sessions_per_week,
  added_at: '2026-06-01T08:00:00.000Z',
  user_id: `${id}-user`,
  first_session_at: null,
  ...over,
});

const input = (over: Partial<AttentionInput>): AttentionInput => ({
  now: NOW,
  today: TODAY,
  userId: COACH,
  clients: [],
  entries: [],
  sessions: [],
  comments: [],
  seen: {},
  ...over,
});

describe('what needs the coach’s attention', () => {
  it('sessions finished and replies written since the coach last looked at the client; not before, not the coach’s own words', () => {
    const looked = '2026-11-24T12:00:00.000Z';
    const after = session('a', '2026-11-24T18:00:00.000Z');
    const before = session('a', '2026-11-23T18:00:00.000Z');
    const reply = comment('a', CLIENT_USER, '2026-11-25T07:00:00.000Z');
    const [a] = attentionOf(
      input({
        clients: [client('a', null)],
        sessions: [before, after, session('a', null)],
        comments: [reply, comment('a', COACH, '2026-11-25T08:00:00.000Z'), comment('a', CLIENT_USER, '2026-11-24T08:00:00.000Z')],
        seen: { a: looked },
      }),
    );
    expect(a?.finished.map((s) => s.id)).toEqual([after.id]);
    expect(a?.replies.map((c) => c.id)).toEqual([reply.id]);
  });

  it('without a mark, the last week is new; a client with nothing new is left out', () => {
    const recent = session('a', '2026-11-20T18:00:00.000Z');
    const result = attentionOf(
      input({ clients: [client('a', null), client('b', null)], sessions: [recent, session('b', '2026-11-10T18:00:00.000Z')] }),
    );
    expect(result.map((client) => client.client_id)).toEqual(['a']);
  });

  it('a client below half their target in each of the last two full weeks is slipping; one bad week is not', () => {
    // Target 4 a week. Weeks of 9 and 16 November: 1 done each (a quarter).
    const slipping = [
      entry('a', '2026-11-09', 'completed'),
      entry('a', '2026-11-11', 'missed'),
      entry('a', '2026-11-16', 'completed'),
      entry('a', '2026-11-18', 'skipped'),
    ];
    // One bad week, then a good one (3 of 4).
    const recovering = [
      entry('b', '2026-11-09', 'completed'),
      ...['2026-11-16', '2026-11-17', '2026-11-18'].map((date) => entry('b', date, 'completed')),
    ];
    const result = attentionOf(input({ clients: [client('a', 4), client('b', 4)], entries: [...slipping, ...recovering] }));
    expect(result).toMatchObject([{ client_id: 'a', slipping: [0.25, 0.25] }]);
  });

  it('today’s workout more than an hour past its time and not started is late; one started, or still within the hour, is not', () => {
    const late = entry('a', TODAY, 'planned', '10:30'); // 10:30 Riga, now 12:00
    const soon = entry('a', TODAY, 'planned', '11:30');
    const begun = entry('a', TODAY, 'planned', '09:00');
    const untimed = entry('a', TODAY, 'planned');
    const [a] = attentionOf(
      input({ clients: [client('a', null)], entries: [late, soon, begun, untimed], sessions: [session('a', null, begun.id)] }),
    );
    expect(a?.late.map((e) => e.id)).toEqual([late.id]);
  });
  // Weeks of 9 and 16 November, target 4: one done in each (a quarter).
  const quarterWeeks = (id: string) => [
    entry(id, '2026-11-09', 'completed'),
    entry(id, '2026-11-11', 'missed'),
    entry(id, '2026-11-16', 'completed'),
    entry(id, '2026-11-18', 'missed'),
  ];

  it('only weeks wholly inside the coaching are judged: a client added today, or last Tuesday, is not slipping', () => {
    const result = attentionOf(
      input({
        clients: [
          client('today', 4, { added_at: '2026-11-25T08:00:00.000Z' }),
          client('tuesday', 4, { added_at: '2026-11-17T08:00:00.000Z' }),
          client('monday', 4, { added_at: '2026-11-09T06:00:00.000Z' }),
          client('unknown', 4, { added_at: null }),
        ],
        entries: [...quarterWeeks('tuesday'), ...quarterWeeks('monday'), ...quarterWeeks('unknown')],
      }),
    );
    expect(result).toMatchObject([{ client_id: 'monday', slipping: [0.25, 0.25] }]);
  });

  it('a client without an account is judged only from the first session someone logged for them', () => {
    const noAccount = { user_id: null, added_at: '2026-09-01T08:00:00.000Z' };
    const result = attentionOf(
      input({
        clients: [
          client('never', 4, noAccount),
          client('logged', 4, { ...noAccount, first_session_at: '2026-11-02T09:00:00.000Z' }),
          client('lately', 4, { ...noAccount, first_session_at: '2026-11-12T09:00:00.000Z' }),
        ],
        entries: [
          ...quarterWeeks('never'),
          ...quarterWeeks('logged'),
          ...quarterWeeks('lately'),
          entry('never', TODAY, 'planned', '09:00'),
          entry('logged', TODAY, 'planned', '09:00'),
        ],
      }),
    );
    expect(result.map((item) => [item.client_id, item.slipping, item.late.length])).toEqual([['logged', [0.25, 0.25], 1]]);
  });

  it('every kind of item can be marked as seen, and comes back only with something new', () => {
    const clients = [client('a', 4)];
    const entries = [...quarterWeeks('a'), entry('a', TODAY, 'planned', '10:30')];
    const sessions = [session('a', '2026-11-24T18:00:00.000Z')];
    const comments = [comment('a', CLIENT_USER, '2026-11-24T19:00:00.000Z')];
    const [before] = attentionOf(input({ clients, entries, sessions, comments }));
    expect(before).toMatchObject({ slipping: [0.25, 0.25], late: [{ date: TODAY }], finished: [{}], replies: [{}] });
    // Looked at 11:45 Riga: after the workout of 10:30 turned late at 11:30.
    expect(attentionOf(input({ clients, entries, sessions, comments, seen: { a: '2026-11-25T09:45:00.000Z' } }))).toEqual([]);
    // Looked on Sunday: the last two weeks were not complete yet, and the late workout not late.
    const [sunday] = attentionOf(input({ clients, entries, sessions, comments, seen: { a: '2026-11-22T12:00:00.000Z' } }));
    expect(sunday).toMatchObject({ slipping: [0.25, 0.25], late: [{ date: TODAY }] });
    // Looked at 11:15 Riga: the week pair was seen, the workout not yet late.
    const [morning] = attentionOf(input({ clients, entries, sessions, comments, seen: { a: '2026-11-25T09:15:00.000Z' } }));
    expect(morning).toMatchObject({ slipping: null, late: [{ date: TODAY }], finished: [], replies: [] });
  });

  it('check-ins: answered since the coach looked, due now, missed the day after the grace; an answered one is not missed', () => {
    // Weekly on Sundays from 1 November, two days of grace. Sundays: 8, 15 and 22 November.
    const schedule = {
      id: 'weekly',
      client_id: 'a',
      form_id: 'form',
      weekday: 7,
      every_weeks: 1,
      start_date: '2026-11-01',
      grace_days: 2,
      ended_on: null,
    };
    // Mondays from 23 November, no grace: due on 23 November, missed from the 24th.
    const monday = { ...schedule, id: 'monday', weekday: 1, start_date: '2026-11-23', grace_days: 0 };
    // The coach looked on Monday 23 November at noon.
    const looked = '2026-11-23T10:00:00.000Z';
    const answered = {
      id: checkInAnswerId('weekly', '2026-11-22'),
      client_id: 'a',
      assignment_id: 'weekly',
      due_date: '2026-11-22',
      submitted_at: '2026-11-24T07:00:00.000Z',
    };
    const [a] = attentionOf(
      input({ clients: [client('a', null)], seen: { a: looked }, checkInSchedules: [schedule, monday], checkInAnswers: [answered] }),
    );
    expect(a?.checkIns).toEqual([
      { kind: 'missed', assignment_id: 'monday', due_date: '2026-11-23' },
      { kind: 'answered', assignment_id: 'weekly', due_date: '2026-11-22' },
    ]);
    // 15 November was missed (from the 18th), before the coach looked: not news. Looked after all: nothing.
    expect(
      attentionOf(
        input({
          clients: [client('a', null)],
          seen: { a: NOW.toISOString() },
          checkInSchedules: [schedule, monday],
          checkInAnswers: [answered],
        }),
      ),
    ).toEqual([]);
    // Due today and not answered yet: Wednesdays from 25 November.
    const wednesday = { ...schedule, id: 'wednesday', weekday: 3, start_date: '2026-11-25' };
    const [due] = attentionOf(input({ clients: [client('a', null)], seen: { a: looked }, checkInSchedules: [wednesday] }));
    expect(due?.checkIns).toEqual([{ kind: 'due', assignment_id: 'wednesday', due_date: '2026-11-25' }]);
    // A schedule that ended before its due day asks nothing.
    expect(
      attentionOf(
        input({ clients: [client('a', null)], seen: { a: looked }, checkInSchedules: [{ ...wednesday, ended_on: '2026-11-24' }] }),
      ),
    ).toEqual([]);
  });
});
