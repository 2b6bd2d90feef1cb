import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiAccountPlusOutline, mdiMagnify } from '@mdi/js';
import { useMemo, useState } from 'react';
import { LAST_ACTIVE_FILTERS, USER_STATUSES, type AdminUser, type AdminUserListQuery } from '@core/admin-api';
import { listUsers } from '@/data/admin-api';
import { formatDateTime } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { useListParams } from '@/ui/data-grid/list-params';
import { Pager, ResultCount } from '@/ui/data-grid/ListFooter';
import { RemoteProblem } from '@/ui/data-grid/RemoteProblem';
import { ServerDataGrid, type GridColumn } from '@/ui/data-grid/ServerDataGrid';
import { useRemote } from '@/ui/data-grid/use-remote';
import { Icon } from '@/ui/Icon';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { ROLE_LABELS, USER_STATUS_LABELS } from '@/ui/reference-labels';
import { useRouteTitle } from '@/ui/route-handle';
import { RouterLink } from '@/ui/RouterLink';
import { notify } from '@/ui/feedback/notify';
import { InviteDialog } from './InviteDialog';
import { UserActions } from './UserActions';

const PAGE_SIZE = 25;

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
    marginBottom: tokens.spacingVerticalM,
  },
  search: { minWidth: '220px', flexGrow: 1 },
  filter: { minWidth: '140px' },
});

const asRole = (value: string): AdminUserListQuery['role'] =>
  value === '1' || value === '2' || value === '3' ? (Number(value) as 1 | 2 | 3) : undefined;
const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => values.find((candidate) => candidate === value);

/** /admin/users: every account, with search, filters, and what an admin may do to each. */
export default function UsersPage() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const title = useRouteTitle();
  const params = useListParams('email');
  const [inviting, setInviting] = useState(false);
  const locale = i18n.locale as Locale;

  const list = useRemote(
    (signal) =>
      listUsers(
        {
          q: params.q || undefined,
          role: asRole(params.filter('role')),
          status: oneOf(USER_STATUSES, params.filter('status')),
          lastActive: oneOf(LAST_ACTIVE_FILTERS, params.filter('lastActive')),
          sort: params.sort as AdminUserListQuery['sort'],
          page: params.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    `users?${params.key}`,
  );

  const reload = list.reload;
  const columns = useMemo<GridColumn<AdminUser>[]>(() => {
    const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso), locale, 'short') : t`Never`);
    return [
      {
        id: 'name',
        label: t({ message: 'Name', context: 'person' }),
        sortField: 'name',
        minWidth: 180,
        render: (user) => <RouterLink to={`/admin/users/${user.id}/dashboard`}>{user.name || user.email}</RouterLink>,
      },
      { id: 'email', label: t`E-mail`, sortField: 'email', minWidth: 220, render: (user) => user.email },
      { id: 'role', label: t`Role`, minWidth: 120, render: (user) => i18n._(ROLE_LABELS[user.role_id]) },
      { id: 'status', label: t`Status`, minWidth: 100, render: (user) => i18n._(USER_STATUS_LABELS[user.status]) },
      { id: 'active', label: t`Last active`, sortField: 'last_active_at', minWidth: 150, render: (user) => when(user.last_active_at) },
      { id: 'created', label: t`Joined`, sortField: 'created_at', minWidth: 150, render: (user) => when(user.created_at) },
      {
        id: 'actions',
        label: t`Actions`,
        render: (user) => (
          <UserActions
            user={user}
            onChanged={(message, intent = 'success') => {
              notify({ intent, message });
              reload();
            }}
          />
        ),
      },
    ];
  }, [t, i18n, locale, reload]);

  const select = (name: string, label: string, options: [string, string][]) => (
    <Field label={label} className={styles.filter}>
      <Select value={params.filter(name)} onChange={(_event, data) => params.setFilter(name, data.value)}>
        <option value="">{t`All`}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <div className={styles.toolbar} role="search">
        <Field label={t`Search by name or e-mail`} className={styles.search}>
          <Input
            type="search"
            value={params.searchText}
            onChange={(_event, data) => params.setSearchText(data.value)}
            contentBefore={<Icon path={mdiMagnify} />}
          />
        </Field>
        {select('role', t`Role`, [
          ['1', i18n._(ROLE_LABELS[1])],
          ['2', i18n._(ROLE_LABELS[2])],
          ['3', i18n._(ROLE_LABELS[3])],
        ])}
        {select(
          'status',
          t`Status`,
          USER_STATUSES.map((status) => [status, i18n._(USER_STATUS_LABELS[status])]),
        )}
        {select('lastActive', t`Last active`, [
          ['week', t`In the last 7 days`],
          ['month', t`In the last 30 days`],
          ['inactive', t`Not for 30 days or more`],
        ])}
        <Button appearance="primary" icon={<Icon path={mdiAccountPlusOutline} />} onClick={() => setInviting(true)}>
          {t`Invite a user`}
        </Button>
      </div>
      {list.failure && <RemoteProblem failure={list.failure} onRetry={list.reload} />}
      {list.data ? (
        <>
          <ResultCount total={list.data.total} />
          <ServerDataGrid
            label={t`Users`}
            columns={columns}
            items={list.data.items}
            getRowId={(user) => user.id}
            sort={params.sort}
            onSortChange={params.setSort}
          />
          <Pager page={params.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={params.setPage} />
        </>
      ) : (
        !list.failure && <PageLoading />
      )}
      {inviting && (
        <InviteDialog
          onClose={() => setInviting(false)}
          onInvited={(message) => {
            setInviting(false);
            notify({ intent: 'success', message });
            list.reload();
          }}
        />
      )}
    </>
  );
}
