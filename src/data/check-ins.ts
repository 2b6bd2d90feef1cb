import { useLiveQuery } from 'dexie-react-hooks';
import { checkInStatus, openDueDate, scheduledCheckIns, scheduleOf, type CheckInStatus } from '@core/check-in-schedule';
import { addDays, type LocalDate } from '@core/dates';
import type { RecordOf } from '@core/records/index';
import { checkInAnswerId } from '@core/records/check-ins';
import type { RecordWrites } from './record-writes';
import { unlessClosed, useUserDatabase } from './user-database';

/**
 * Check-ins on the device (sync/SPEC.md A18–A20): the coach's forms, when each client answers
 * one, and the answers with the coach's reply. All read from the device's copy, so offline too.
 */

export type CheckInFormRecord = RecordOf<'check-in-forms'>;
export type CheckInAssignmentRecord = RecordOf<'check-in-assignments'>;
export type CheckInAnswerRecord = RecordOf<'check-in-answers'>;

/** How far back the coach's review lists due days. */
const REVIEW_WEEKS = 26;

/** Every form on the device, by name: a coach's own; on a client's device, the forms they answer. */
export function useCheckInForms(): CheckInFormRecord[] | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () =>
      unlessClosed(async () => {
        if (!db) return [];
        const forms = await db.records('check-in-forms').toArray();
        return forms.sort((a, b) => a.name.localeCompare(b.name));
      }, []),
    [db],
  );
}

export interface ClientCheckIns {
  assignments: CheckInAssignmentRecord[];
  answers: CheckInAnswerRecord[];
  forms: Map<string, CheckInFormRecord>;
}

/** One client's check-in schedules (the running ones first) and answers, with the forms they name. */
export function useClientCheckIns(clientId: string | null | undefined): ClientCheckIns | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () =>
      unlessClosed(
        async (): Promise<ClientCheckIns> => {
          if (!db || !clientId) return { assignments: [], answers: [], forms: new Map() };
          const [assignments, answers] = await Promise.all([
            db.records('check-in-assignments').where('client_id').equals(clientId).toArray(),
            db.records('check-in-answers').where('[client_id+due_date]').between([clientId, ''], [clientId, '\uffff']).toArray(),
          ]);
          const forms = await db.records('check-in-forms').bulkGet([...new Set(assignments.map((one) => one.form_id))]);
          assignments.sort((a, b) => Number(a.ended_on !== null) - Number(b.ended_on !== null) || b.start_date.localeCompare(a.start_date));
          return {
            assignments,
            answers: answers.reverse(),
            forms: new Map(forms.flatMap((form) => (form ? [[form.id, form] as const] : []))),
          };
        },
        { assignments: [], answers: [], forms: new Map() },
      ),
    [db, clientId],
  );
}

/** A due day of one schedule, with where it stands and the answers if given. */
export interface CheckInDue {
  /** Absent for answers whose schedule the coach deleted: they are kept and shown all the same. */
  assignment: CheckInAssignmentRecord | undefined;
  form: CheckInFormRecord | undefined;
  due: LocalDate;
  status: CheckInStatus;
  answer: CheckInAnswerRecord | undefined;
}

/**
 * The check-ins a client answers today: each schedule's open due day, answered or not, with the
 * form. A schedule that ended before the day is not asked any more.
 */
export function openCheckIns(data: ClientCheckIns, today: LocalDate): (CheckInDue & { assignment: CheckInAssignmentRecord })[] {
  const answers = new Map(data.answers.map((answer) => [answer.id, answer]));
  return data.assignments.flatMap((assignment) => {
    const due = openDueDate(scheduleOf(assignment), today);
    if (!due || (assignment.ended_on !== null && due > assignment.ended_on)) return [];
    const answer = answers.get(checkInAnswerId(assignment.id, due));
    const status = checkInStatus(scheduleOf(assignment), due, answer !== undefined, today);
    return [{ assignment, form: data.forms.get(assignment.form_id), due, status, answer }];
  });
}

/** Every due day of a client's schedules up to today over the last half year, the newest first. */
export function pastCheckIns(data: ClientCheckIns, today: LocalDate): CheckInDue[] {
  const answers = new Map(data.answers.map((answer) => [answer.id, answer]));
  const due: CheckInDue[] = data.assignments.flatMap((assignment) =>
    scheduledCheckIns(assignment, addDays(today, -REVIEW_WEEKS * 7), today, (id) => answers.has(id), today).map(({ due, status }) => ({
      assignment,
      form: data.forms.get(assignment.form_id),
      due,
      status,
      answer: answers.get(checkInAnswerId(assignment.id, due)),
    })),
  );
  // Answers whose schedule is no longer on the device (the coach deleted it) are kept and shown.
  const listed = new Set(due.map((one) => one.answer?.id));
  const orphans = data.answers.filter((answer) => !listed.has(answer.id));
  return [
    ...due,
    ...orphans.map((answer) => ({ assignment: undefined, form: undefined, due: answer.due_date, status: 'answered' as const, answer })),
  ].sort((a, b) => b.due.localeCompare(a.due));
}

/** [A20] The client's answers to one due day: the one record of that day, however often saved. */
export function saveCheckInAnswers(
  writes: RecordWrites,
  entry: { assignment: CheckInAssignmentRecord; due: LocalDate; answers: CheckInAnswerRecord['answers']; before?: CheckInAnswerRecord },
): Promise<number> {
  return writes.put('check-in-answers', {
    id: checkInAnswerId(entry.assignment.id, entry.due),
    assignment_id: entry.assignment.id,
    client_id: entry.assignment.client_id,
    due_date: entry.due,
    answers: entry.answers,
    // The coach's reply stays: the server keeps it whatever a client's put says, and so does this device.
    reply: entry.before?.reply ?? null,
  });
}
