import { checkInAnswerId, checkInStatus, dueDates, type CheckInStatus } from '@core/check-in-schedule';
import { today } from '@core/dates';
import type { UserDatabase } from './local/database';
import type { IsoDate } from './local/queries';

/** A check-in's due day on the calendar, with where it stands. */
export interface CalendarCheckIn {
  client_id: string;
  date: IsoDate;
  form: string;
  status: CheckInStatus;
}

/** The due days of the clients' check-in schedules within the range, each with its answer's state. */
export async function checkInsBetween(db: UserDatabase, clientIds: readonly string[] | 'all', from: IsoDate, to: IsoDate) {
  const all = await db.records('check-in-assignments').toArray();
  const assignments = clientIds === 'all' ? all : all.filter((one) => clientIds.includes(one.client_id));
  const byDay = new Map<IsoDate, CalendarCheckIn[]>();
  if (assignments.length === 0) return byDay;
  const [forms, answered] = await Promise.all([
    db.records('check-in-forms').bulkGet([...new Set(assignments.map((one) => one.form_id))]),
    db
      .records('check-in-answers')
      .where('assignment_id')
      .anyOf(assignments.map((one) => one.id))
      .primaryKeys(),
  ]);
  const names = new Map(forms.flatMap((form) => (form ? [[form.id, form.name] as const] : [])));
  const answers = new Set(answered);
  const day = today();
  for (const assignment of assignments) {
    const schedule = {
      weekday: assignment.weekday,
      everyWeeks: assignment.every_weeks,
      startDate: assignment.start_date,
      graceDays: assignment.grace_days,
    };
    const last = assignment.ended_on !== null && assignment.ended_on < to ? assignment.ended_on : to;
    for (const date of dueDates(schedule, from, last)) {
      const status = checkInStatus(schedule, date, answers.has(checkInAnswerId(assignment.id, date)), day);
      const list = byDay.get(date) ?? [];
      list.push({ client_id: assignment.client_id, date, form: names.get(assignment.form_id) ?? '', status });
      byDay.set(date, list);
    }
  }
  return byDay;
}
