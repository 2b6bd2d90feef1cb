import { addMonths, monthWeeks } from '@core/calendar-rules';
import { addDays, isLocalDate, today, weekOf, type LocalDate } from '@/i18n/date-format';

/**
 * What the calendar shows, kept in the address (`?view=month&date=2026-11-02&clients=a,b`) so the
 * back button, a reload and a shared link return to the same days.
 */
export const CALENDAR_VIEWS = ['week', 'clients', 'month', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export interface CalendarPlace {
  view: CalendarView;
  /** Any day of the shown week or month. */
  date: LocalDate;
  /** The chosen clients; empty for all of them. */
  clients: string[];
}

/** Phones get the list: seven columns of a week do not fit a screen held upright. */
const NARROW = '(max-width: 719px)';

export function defaultView(): CalendarView {
  return typeof matchMedia === 'function' && matchMedia(NARROW).matches ? 'list' : 'week';
}

export function placeOf(params: URLSearchParams, canSeeClients: boolean): CalendarPlace {
  const view = params.get('view');
  const date = params.get('date');
  const chosen = CALENDAR_VIEWS.find((name) => name === view && (name !== 'clients' || canSeeClients));
  return {
    view: chosen ?? defaultView(),
    date: date && isLocalDate(date) ? date : today(),
    clients: (params.get('clients') ?? '').split(',').filter(Boolean),
  };
}

export function paramsOf(place: CalendarPlace): URLSearchParams {
  const params = new URLSearchParams({ view: place.view, date: place.date });
  if (place.clients.length > 0) params.set('clients', place.clients.join(','));
  return params;
}

/** The days a view shows, as weeks (one week except for the month). */
export function shownWeeks(place: Pick<CalendarPlace, 'view' | 'date'>): LocalDate[][] {
  return place.view === 'month' ? monthWeeks(place.date) : [weekOf(place.date)];
}

/** The next (1) or previous (-1) week, or month in the month view. */
export function stepped(place: CalendarPlace, direction: 1 | -1): CalendarPlace {
  return { ...place, date: place.view === 'month' ? addMonths(place.date, direction) : addDays(place.date, 7 * direction) };
}
