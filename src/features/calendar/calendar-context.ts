import { createContext, useContext } from 'react';
import type { CalendarEntry, CalendarRange } from '@/data/calendar-entries';
import type { LocalDate } from '@/i18n/date-format';

/** What every day and entry of the shown calendar needs, so the views pass only their days. */
export interface CalendarScreen {
  range: CalendarRange;
  today: LocalDate;
  /** A coach plans and moves entries; a client only reads and marks theirs. */
  canPlan: boolean;
  /** A coach sees whose entry it is; a client's are all their own. */
  showClient: boolean;
  /** A tap opens an entry, or while selecting adds it to (or takes it out of) the selection. */
  open: (entry: CalendarEntry) => void;
  /** The entries chosen to move or delete together; undefined while not selecting. */
  selected?: ReadonlySet<string>;
  schedule: (date: LocalDate, clientId?: string) => void;
  /** Pastes what was copied onto a day (and a client's row); absent while nothing is copied. */
  paste?: (date: LocalDate, clientId?: string) => void;
  /** Copies a day's entries (of one client's row, in the clients view) to paste on another day. */
  copyDay: (date: LocalDate, entries: CalendarEntry[]) => void;
  /** Shows one day's whole list (from a month's day that has more than fits). */
  showDay: (date: LocalDate) => void;
}

export const CalendarScreenContext = createContext<CalendarScreen | null>(null);

export function useCalendarScreen(): CalendarScreen {
  const screen = useContext(CalendarScreenContext);
  if (!screen) throw new Error('A calendar view outside the calendar page');
  return screen;
}

/** Where a dragged entry lands: a day, and in the clients view a client's row. */
export interface DropPlace {
  date: LocalDate;
  clientId?: string;
}

export const dropId = (place: DropPlace): string => `${place.date}|${place.clientId ?? ''}`;
