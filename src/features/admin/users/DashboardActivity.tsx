import { Subtitle1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { Dashboard } from '@core/admin-api';
import { formatDateTime } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { CLIENT_STATUS_LABELS } from '@/ui/reference-labels';
import { useSectionStyles } from '@/ui/section-styles';
import { useDashboardStyles } from './dashboard-styles';
import { Facts } from './Facts';
import { WeeklyChart } from '@/ui/charts/WeeklyChart';
import { ScrollRegion } from '@/ui/ScrollRegion';

type CoachPart = NonNullable<Dashboard['coach']>;
type ClientPart = NonNullable<Dashboard['client']>;

function useNumbers() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return { locale, whole: (n: number) => whole.format(n), percent: (n: number) => percent.format(n) };
}

/** A coach: their clients and what is planned for them. */
export function CoachActivity({ coach }: { coach: CoachPart }) {
  const { t, i18n } = useLingui();
  const styles = useDashboardStyles();
  const sections = useSectionStyles();
  const { whole } = useNumbers();
  return (
    <section className={sections.section} aria-labelledby="dashboard-coaching">
      <Subtitle1 as="h2" id="dashboard-coaching" className={sections.heading}>
        {t`Coaching`}
      </Subtitle1>
      <Facts
        items={[
          [t`Clients`, whole(coach.clients.total)],
          [t`Active clients`, whole(coach.clients.active)],
          [t`Planned workouts ahead`, whole(coach.upcoming_planned)],
        ]}
      />
      {coach.planned_per_week.length > 0 && (
        <WeeklyChart
          title={t`Planned workouts per week`}
          valueLabel={t`Planned workouts`}
          points={coach.planned_per_week.map((point) => ({ week: point.week, value: point.entries }))}
          empty={t`Nothing planned yet.`}
        />
      )}
      {coach.client_list.length > 0 ? (
        <ScrollRegion className={styles.scroller} label={t`Clients`}>
          <Table size="small" aria-label={t`Clients`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Client`}</TableHeaderCell>
                <TableHeaderCell>{t`Status`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {coach.client_list.map((client) => (
                <TableRow key={client.id}>
                  <TableCell>{client.name}</TableCell>
                  <TableCell>{i18n._(CLIENT_STATUS_LABELS[client.status])}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      ) : (
        <Text as="p" block>{t`No clients yet.`}</Text>
      )}
    </section>
  );
}

/** A client: how much and how regularly they train. */
export function ClientActivity({ client }: { client: ClientPart }) {
  const { t } = useLingui();
  const kilograms = (amount: string) => t`${amount} kg`;
  const styles = useDashboardStyles();
  const sections = useSectionStyles();
  const { locale, whole, percent } = useNumbers();
  const { compliance } = client;
  return (
    <section className={sections.section} aria-labelledby="dashboard-training">
      <Subtitle1 as="h2" id="dashboard-training" className={sections.heading}>
        {t`Training`}
      </Subtitle1>
      <Facts
        items={[
          [t`Workouts done`, whole(client.total_sessions)],
          [t`Total volume`, kilograms(whole(client.total_volume_kg))],
          [t`Compliance`, compliance.rate === null ? '—' : percent(compliance.rate)],
          [t`Completed`, whole(compliance.completed)],
          [t`Partly done`, whole(compliance.partial)],
          [t`Skipped`, whole(compliance.skipped)],
          [t`Missed`, whole(compliance.missed)],
        ]}
      />
      <Text as="p" block size={200} className={styles.note}>
        {t`Compliance counts planned workouts whose day has passed: completed ones fully, partly done ones by half.`}
      </Text>
      <div className={styles.charts}>
        <WeeklyChart
          title={t`Workouts per week`}
          valueLabel={t`Workouts`}
          points={client.weeks.map((week) => ({ week: week.week, value: week.sessions }))}
          empty={t`No workouts in these 12 weeks.`}
        />
        <WeeklyChart
          title={t`Volume per week (kg)`}
          valueLabel={t`Volume (kg)`}
          points={client.weeks.map((week) => ({ week: week.week, value: Math.round(week.volume_kg) }))}
          empty={t`No weights lifted in these 12 weeks.`}
        />
      </div>
      <Subtitle1 as="h3" className={sections.heading}>
        {t`Recent workouts`}
      </Subtitle1>
      {client.recent_sessions.length === 0 ? (
        <Text as="p" block>{t`No workouts logged yet.`}</Text>
      ) : (
        <ScrollRegion className={styles.scroller} label={t`Recent workouts`}>
          <Table size="small" aria-label={t`Recent workouts`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Workout`}</TableHeaderCell>
                <TableHeaderCell>{t`Started`}</TableHeaderCell>
                <TableHeaderCell>{t`Sets`}</TableHeaderCell>
                <TableHeaderCell>{t`Volume (kg)`}</TableHeaderCell>
                <TableHeaderCell>{t`Rating`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {client.recent_sessions.map((session) => (
                <TableRow key={session.id}>
                  <TableCell>{session.name || t`Workout`}</TableCell>
                  <TableCell>{formatDateTime(new Date(session.started_at), locale, 'short')}</TableCell>
                  <TableCell>{whole(session.sets)}</TableCell>
                  <TableCell>{whole(session.volume_kg)}</TableCell>
                  <TableCell>{session.rating === null ? '—' : `${session.rating}/5`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </section>
  );
}
