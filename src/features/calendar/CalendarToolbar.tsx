import { Button, Dropdown, Field, makeStyles, Option, Select, Subtitle1, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiCalendarPlus, mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import type { RecordOf } from '@core/records/index';
import { formatDateRange, formatMonth, today } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { Icon } from '@/ui/Icon';
import type { CalendarPlace, CalendarView } from './calendar-view';
import { stepped } from './calendar-view';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM },
  paging: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  button: { minWidth: '44px', minHeight: '44px' },
  range: { flexBasis: '100%' },
  filter: { minWidth: '200px', maxWidth: '100%' },
});

interface CalendarToolbarProps {
  place: CalendarPlace;
  days: string[];
  clients: readonly RecordOf<'clients'>[];
  canPlan: boolean;
  go: (place: CalendarPlace) => void;
  onSchedule: () => void;
  children?: React.ReactNode;
}

/** The coach's clients as the options of a dropdown, by name. */
export function clientOptions(clients: readonly RecordOf<'clients'>[]) {
  return clients.map((client) => (
    <Option key={client.id} value={client.id}>
      {client.name}
    </Option>
  ));
}

/** Which days and whose: paging, the view, the clients shown, and scheduling. */
export function CalendarToolbar({ place, days, clients, canPlan, go, onSchedule, children }: CalendarToolbarProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const locale = i18n.locale as Locale;
  const month = place.view === 'month';
  const first = days[0] ?? place.date;
  const last = days[days.length - 1] ?? place.date;
  const label = month ? formatMonth(place.date, locale) : formatDateRange(first, last, locale);
  const views: [CalendarView, string][] = [
    ['week', t`Week`],
    ...(canPlan ? [['clients', t`Week by client`] as [CalendarView, string]] : []),
    ['month', t`Month`],
    ['list', t`List`],
  ];
  const chosen = clients.filter((client) => place.clients.includes(client.id)).map((client) => client.name);
  return (
    <div className={styles.bar}>
      <Subtitle1 as="h2" className={styles.range} aria-live="polite">
        {label}
      </Subtitle1>
      <div className={styles.paging}>
        <Button
          className={styles.button}
          icon={<Icon path={mdiChevronLeft} />}
          aria-label={month ? t`Previous month` : t`Previous week`}
          onClick={() => go(stepped(place, -1))}
        />
        <Button className={styles.button} onClick={() => go({ ...place, date: today() })}>
          {t`Today`}
        </Button>
        <Button
          className={styles.button}
          icon={<Icon path={mdiChevronRight} />}
          aria-label={month ? t`Next month` : t`Next week`}
          onClick={() => go(stepped(place, 1))}
        />
      </div>
      <Field label={t`View`}>
        <Select value={place.view} onChange={(_event, data) => go({ ...place, view: data.value as CalendarView })}>
          {views.map(([view, name]) => (
            <option key={view} value={view}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
      {canPlan && clients.length > 1 && (
        <Field label={t`Clients`} className={styles.filter}>
          <Dropdown
            multiselect
            placeholder={t`All clients`}
            value={chosen.join(', ')}
            selectedOptions={place.clients}
            onOptionSelect={(_event, data) => go({ ...place, clients: data.selectedOptions })}
          >
            {clientOptions(clients)}
          </Dropdown>
        </Field>
      )}
      {canPlan && (
        <Button className={styles.button} appearance="primary" icon={<Icon path={mdiCalendarPlus} />} onClick={onSchedule}>
          {t`Schedule`}
        </Button>
      )}
      {children}
    </div>
  );
}
