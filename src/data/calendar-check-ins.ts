import { scheduledCheckIns, type CheckInStatus } from '@core/check-in-schedule';
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
    for (const { due, status } of scheduledCheckIns(assignment, from, to, (id) => answers.has(id), day)) {
      const list = byDay.get(due) ?? [];
      list.push({ client_id: assignment.client_id, date: due, form: names.get(assignment.form_id) ?? '', status });
      byDay.set(due, list);
    }
  }
  return byDay;
}
