import { describe, expect, it } from 'vitest';
import { checkInAnswerId } from '@core/check-in-schedule';
import {
  openCheckIns,
  pastCheckIns,
  type CheckInAnswerRecord,
  type CheckInAssignmentRecord,
  type CheckInFormRecord,
  type ClientCheckIns,
} from '@/data/check-ins';

const CLIENT = '0190a1b2-0000-7000-8000-000000000001';
const FORM = '0190a1b2-0000-7000-8000-000000000002';
const form: CheckInFormRecord = {
  id: FORM,
  owner_id: null,
  name: 'Weekly',
  questions: [],
  version: 1,
  updated_at: '2026-11-01T00:00:00.000Z',
};
const schedule = (id: string, over: Partial<CheckInAssignmentRecord> = {}): CheckInAssignmentRecord => ({
  id,
  client_id: CLIENT,
  form_id: FORM,
  // Sundays from 1 November 2026, two days of grace.
  weekday: 7,
  every_weeks: 1,
  start_date: '2026-11-01',
  grace_days: 2,
  ended_on: null,
  coach_id: null,
  version: 1,
  updated_at: '2026-11-01T00:00:00.000Z',
  ...over,
});
const answer = (assignmentId: string, due: string): CheckInAnswerRecord => ({
  id: checkInAnswerId(assignmentId, due),
  assignment_id: assignmentId,
  client_id: CLIENT,
  due_date: due,
  answers: [{ question_id: FORM, kind: 'long_text', question: 'How was it?', unit: '', value: 'Fine' }],
  submitted_at: `${due}T18:00:00.000Z`,
  reply: null,
  replied_at: null,
  coach_id: null,
  version: 1,
  updated_at: `${due}T18:00:00.000Z`,
});
const data = (assignments: CheckInAssignmentRecord[], answers: CheckInAnswerRecord[]): ClientCheckIns => ({
  assignments,
  answers,
  forms: new Map([[FORM, form]]),
});

describe('[A19][A20] check-ins on the device', () => {
  it('the check-in open today is the latest due day within its grace, answered or not; none once the grace is over', () => {
    const weekly = schedule('a');
    // Tuesday 24 November: Sunday the 22nd is open until the end of the 24th.
    expect(openCheckIns(data([weekly], []), '2026-11-24').map((one) => [one.due, one.status])).toEqual([['2026-11-22', 'due']]);
    expect(openCheckIns(data([weekly], [answer('a', '2026-11-22')]), '2026-11-24').map((one) => one.status)).toEqual(['answered']);
    expect(openCheckIns(data([weekly], []), '2026-11-25')).toEqual([]);
    // A schedule stopped before the day asks nothing.
    expect(openCheckIns(data([schedule('a', { ended_on: '2026-11-21' })], []), '2026-11-22')).toEqual([]);
  });

  it('the past due days newest first, missed or answered; answers whose schedule was deleted are kept and shown', () => {
    const orphan = answer('0190a1b2-0000-7000-8000-000000000009', '2026-10-18');
    const past = pastCheckIns(data([schedule('a')], [answer('a', '2026-11-15'), orphan]), '2026-11-24');
    expect(past.map((one) => [one.due, one.status, one.assignment?.id ?? null])).toEqual([
      ['2026-11-22', 'due', 'a'],
      ['2026-11-15', 'answered', 'a'],
      ['2026-11-08', 'missed', 'a'],
      ['2026-11-01', 'missed', 'a'],
      ['2026-10-18', 'answered', null],
    ]);
    expect(past.at(-1)?.answer?.answers[0]?.question).toBe('How was it?');
  });
});
