import { Subtitle1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import type { Dashboard } from '@core/admin-api';
import { fetchDashboard } from '@/data/admin-api';
import { formatDateTime } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { RemoteProblem } from '@/ui/data-grid/RemoteProblem';
import { useRemote } from '@/ui/data-grid/use-remote';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { ROLE_LABELS, USER_STATUS_LABELS } from '@/ui/reference-labels';
import { useRouteTitle } from '@/ui/route-handle';
import { RouterLink } from '@/ui/RouterLink';
import { useSectionStyles } from '@/ui/section-styles';
import { ClientActivity, CoachActivity } from './DashboardActivity';
import { useDashboardStyles } from './dashboard-styles';
import { Facts } from './Facts';
import { ScrollRegion } from '@/ui/ScrollRegion';

/** A device's browser in a few words: the full user agent is too long for a table cell. */
function browserOf(userAgent: string | null): string {
  if (!userAgent) return '—';
  const match = /(Edg|OPR|Firefox|Chrome|Safari)\/[\d.]+/.exec(userAgent);
  const platform = /(Android|iPhone|iPad|Windows|Mac OS X|Linux)/.exec(userAgent)?.[1];
  return [match?.[0], platform].filter(Boolean).join(', ') || userAgent.slice(0, 40);
}

function Devices({ devices }: { devices: Dashboard['devices'] }) {
  const { t, i18n } = useLingui();
  const styles = useDashboardStyles();
  const sections = useSectionStyles();
  const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso), i18n.locale as Locale, 'short') : t`Never`);
  return (
    <section className={sections.section} aria-labelledby="dashboard-devices">
      <Subtitle1 as="h2" id="dashboard-devices" className={sections.heading}>
        {t`Devices syncing`}
      </Subtitle1>
      {devices.length === 0 ? (
        <Text as="p" block>{t`No device has synced yet.`}</Text>
      ) : (
        <ScrollRegion className={styles.scroller} label={t`Devices syncing`}>
          <Table size="small" aria-label={t`Devices syncing`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Device`}</TableHeaderCell>
                <TableHeaderCell>{t`Browser`}</TableHeaderCell>
                <TableHeaderCell>{t`First seen`}</TableHeaderCell>
                <TableHeaderCell>{t`Last sent changes`}</TableHeaderCell>
                <TableHeaderCell>{t`Last fetched changes`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {devices.map((device) => (
                <TableRow key={device.client_id}>
                  <TableCell title={device.client_id}>{device.client_id.slice(0, 8)}</TableCell>
                  <TableCell title={device.user_agent ?? undefined}>{browserOf(device.user_agent)}</TableCell>
                  <TableCell>{when(device.created_at)}</TableCell>
                  <TableCell>{when(device.last_push_at)}</TableCell>
                  <TableCell>{when(device.last_pull_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </section>
  );
}

function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useLingui();
  const styles = useDashboardStyles();
  const sections = useSectionStyles();
  const { user } = dashboard;
  const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso), i18n.locale as Locale, 'short') : t`Never`);
  return (
    <>
      <Text as="p" block className={styles.subtitle}>
        {user.name ? `${user.name} · ${user.email}` : user.email}
      </Text>
      <section className={sections.section} aria-labelledby="dashboard-account">
        <Subtitle1 as="h2" id="dashboard-account" className={sections.heading}>
          {t`Account`}
        </Subtitle1>
        <Facts
          items={[
            [t`Role`, i18n._(ROLE_LABELS[user.role_id])],
            [t`Status`, i18n._(USER_STATUS_LABELS[user.status])],
            [t`Joined`, when(user.created_at)],
            [t`Last sign-in`, when(user.last_login_at)],
            [t`Last active`, when(user.last_active_at)],
          ]}
        />
      </section>
      <Devices devices={dashboard.devices} />
      {dashboard.coach && <CoachActivity coach={dashboard.coach} />}
      {dashboard.client && <ClientActivity client={dashboard.client} />}
    </>
  );
}

/** /admin/users/{id}/dashboard: one person's activity at a glance, computed on the server. */
export default function DashboardPage() {
  const { t } = useLingui();
  const title = useRouteTitle();
  const { id = '' } = useParams();
  const dashboard = useRemote((signal) => fetchDashboard(id, signal), id);
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {dashboard.failure ? (
        <>
          <RemoteProblem failure={dashboard.failure} onRetry={dashboard.reload} />
          <RouterLink to="/admin/users">{t`Back to the users`}</RouterLink>
        </>
      ) : dashboard.data ? (
        <DashboardView dashboard={dashboard.data} />
      ) : (
        <PageLoading />
      )}
    </>
  );
}
