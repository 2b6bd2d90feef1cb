import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Dashboard } from '@core/admin-api';
import { shownStatus } from '@core/calendar-rules';
import type { CalendarStatus } from '@core/records/calendar';
import { addDays, startOfWeek, type LocalDate } from '@core/dates';
import { ROLE, type RoleId } from '@core/auth-constants';
import { calendarEntries, clients, setLogs, syncClients, users, workoutSessions } from '../db/schema/index';
import { queryRows } from '../db/execute';
import type { DbOrTx } from '../db/types';
import { notFound } from '../lib/api-error';

/** docs/architecture.md §6: weeks are Riga's, Monday to Sunday. */
// Inlined rather than a parameter: PostgreSQL must see the GROUP BY expression as the selected one.
const ZONE = sql.raw(`'Europe/Riga'`);
const WEEKS = 12;

const rigaWeek = (instant: unknown) => sql<string>`to_char(date_trunc('week', (${instant}) at time zone ${ZONE}), 'YYYY-MM-DD')`;
const todayInRiga = sql<string>`(now() at time zone ${ZONE})::date`;
const volumeOf = sql<number>`coalesce(sum(${setLogs.reps} * ${setLogs.weight_kg}), 0)::float8`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The last WEEKS Monday dates up to this week, so a chart shows empty weeks too. */
function recentWeeks(today: LocalDate): LocalDate[] {
  const monday = startOfWeek(today);
  return Array.from({ length: WEEKS }, (_, i) => addDays(monday, -7 * (WEEKS - 1 - i)));
}

async function coachPart(db: DbOrTx, coachId: string): Promise<NonNullable<Dashboard['coach']>> {
  const list = await db
    .select({ id: clients.id, name: clients.name, status: clients.status })
    .from(clients)
    .where(and(eq(clients.coach_id, coachId), eq(clients.deleted, false)))
    .orderBy(clients.name);
  const planned = and(
    eq(calendarEntries.coach_id, coachId),
    eq(calendarEntries.deleted, false),
    eq(calendarEntries.status, 'planned'),
    gte(calendarEntries.date, todayInRiga),
  );
  const [upcoming] = await db.select({ n: count() }).from(calendarEntries).where(planned);
  const week = sql<string>`to_char(date_trunc('week', ${calendarEntries.date}::timestamp), 'YYYY-MM-DD')`;
  const perWeek = await db.select({ week, entries: count() }).from(calendarEntries).where(planned).groupBy(week).orderBy(week).limit(8);
  return {
    clients: { total: list.length, active: list.filter((c) => c.status === 'active').length },
    client_list: list,
    upcoming_planned: upcoming?.n ?? 0,
    planned_per_week: perWeek,
  };
}

async function clientPart(db: DbOrTx, userId: string): Promise<NonNullable<Dashboard['client']>> {
  const ids = (
    await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.user_id, userId), eq(clients.deleted, false)))
  ).map((row) => row.id);
  const [{ today } = { today: '' }] = await queryRows<{ today: string }>(db, sql`select to_char(${todayInRiga}, 'YYYY-MM-DD') as today`);
  const weeks = recentWeeks(today);
  const empty: NonNullable<Dashboard['client']> = {
    weeks: weeks.map((week) => ({ week, sessions: 0, volume_kg: 0 })),
    total_volume_kg: 0,
    total_sessions: 0,
    compliance: { past_entries: 0, completed: 0, partial: 0, skipped: 0, missed: 0, rate: null },
    recent_sessions: [],
  };
  if (ids.length === 0) return empty;
  const since = sql`(${weeks[0] ?? today}::date::timestamp at time zone ${ZONE})`;
  const liveSessions = and(inArray(workoutSessions.client_id, ids), eq(workoutSessions.deleted, false));
  const liveLogs = and(inArray(setLogs.client_id, ids), eq(setLogs.deleted, false));

  const sessionWeek = rigaWeek(workoutSessions.started_at);
  const logWeek = rigaWeek(setLogs.logged_at);
  const [sessionsByWeek, volumeByWeek, totals, sessionTotal, statuses, recent] = await Promise.all([
    db
      .select({ week: sessionWeek, n: count() })
      .from(workoutSessions)
      .where(and(liveSessions, gte(workoutSessions.started_at, sql`${since}`)))
      .groupBy(sessionWeek),
    db
      .select({ week: logWeek, volume: volumeOf })
      .from(setLogs)
      .where(and(liveLogs, gte(setLogs.logged_at, sql`${since}`)))
      .groupBy(logWeek),
    db.select({ volume: volumeOf }).from(setLogs).where(liveLogs),
    db.select({ n: count() }).from(workoutSessions).where(liveSessions),
    db
      .select({
        // The column holds only what the calendar schema accepted.
        status: sql<CalendarStatus>`${calendarEntries.status}`,
        date: sql<string>`to_char(${calendarEntries.date}, 'YYYY-MM-DD')`,
        id: calendarEntries.id,
      })
      .from(calendarEntries)
      .where(and(inArray(calendarEntries.client_id, ids), eq(calendarEntries.deleted, false), lt(calendarEntries.date, todayInRiga))),
    db
      .select({
        id: workoutSessions.id,
        name: sql<string>`${workoutSessions.prescription} ->> 'name'`,
        started_at: workoutSessions.started_at,
        finished_at: workoutSessions.finished_at,
        rating: workoutSessions.rating,
      })
      .from(workoutSessions)
      .where(liveSessions)
      .orderBy(desc(workoutSessions.started_at))
      .limit(10),
  ]);
  const perSession = recent.length
    ? await db
        .select({ id: setLogs.session_id, sets: count(), volume: volumeOf })
        .from(setLogs)
        .where(
          and(
            inArray(
              setLogs.session_id,
              recent.map((s) => s.id),
            ),
            eq(setLogs.deleted, false),
          ),
        )
        .groupBy(setLogs.session_id)
    : [];
  // The calendar's own rule (core/calendar-rules.ts), so the dashboard and a device's calendar count the same entries missed.
  const stillPlanned = statuses.filter((row) => row.status === 'planned').map((row) => row.id);
  const begun = stillPlanned.length
    ? new Set(
        (
          await db
            .selectDistinct({ id: workoutSessions.calendar_entry_id })
            .from(workoutSessions)
            .where(and(inArray(workoutSessions.calendar_entry_id, stillPlanned), eq(workoutSessions.deleted, false)))
        ).map((row) => row.id),
      )
    : new Set<string | null>();
  const byStatus: Partial<Record<CalendarStatus, number>> = {};
  for (const row of statuses) {
    const status = shownStatus(row, today, begun.has(row.id));
    byStatus[status] = (byStatus[status] ?? 0) + 1;
  }
  const completed = byStatus.completed ?? 0;
  const partial = byStatus.partial ?? 0;
  const skipped = byStatus.skipped ?? 0;
  const missed = byStatus.missed ?? 0;
  const past = completed + partial + skipped + missed;
  return {
    weeks: weeks.map((week) => ({
      week,
      sessions: sessionsByWeek.find((row) => row.week === week)?.n ?? 0,
      volume_kg: volumeByWeek.find((row) => row.week === week)?.volume ?? 0,
    })),
    total_volume_kg: totals[0]?.volume ?? 0,
    total_sessions: sessionTotal[0]?.n ?? 0,
    compliance: { past_entries: past, completed, partial, skipped, missed, rate: past ? (completed + partial / 2) / past : null },
    recent_sessions: recent.map((session) => {
      const stats = perSession.find((row) => row.id === session.id);
      return {
        ...session,
        started_at: iso(session.started_at) ?? '',
        finished_at: iso(session.finished_at),
        sets: stats?.sets ?? 0,
        volume_kg: stats?.volume ?? 0,
      };
    }),
  };
}

/** One user's activity at a glance, computed on the server (/admin/users/{id}/dashboard). */
export async function userDashboard(db: DbOrTx, userId: string): Promise<Dashboard> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('No such user');
  const devices = await db.select().from(syncClients).where(eq(syncClients.user_id, userId)).orderBy(desc(syncClients.created_at));
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role_id: user.roleId as RoleId,
      status: user.status,
      created_at: user.createdAt.toISOString(),
      last_login_at: iso(user.lastLoginAt),
      last_active_at: iso(user.lastActiveAt),
      deletion_due_at: iso(user.deletionDueAt),
    },
    devices: devices.map((device) => ({
      client_id: device.client_id,
      user_agent: device.user_agent,
      created_at: device.created_at.toISOString(),
      last_push_at: iso(device.last_push_at),
      last_pull_at: iso(device.last_pull_at),
    })),
    coach: user.roleId === ROLE.coach ? await coachPart(db, user.id) : null,
    client: user.roleId === ROLE.client ? await clientPart(db, user.id) : null,
  };
}
