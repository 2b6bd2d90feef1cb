import {
  Button,
  Field,
  Input,
  makeStyles,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiAccountPlusOutline, mdiMagnify } from '@mdi/js';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo, useState } from 'react';
import { requireCatalogPart } from '@/i18n/activate';
import { ROLE } from '@core/auth-constants';
import { fold, foldAll } from '@core/text';
import { useRecords } from '@/data/record-reads';
import { useFirstSyncDone } from '@/data/sync-status';
import { sessionAtom } from '@/data/session';
import { Icon } from '@/ui/Icon';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { CLIENT_STATUS_LABELS } from '@/ui/reference-labels';
import { useRouteTitle } from '@/ui/route-handle';
import { RouterLink } from '@/ui/RouterLink';
import { StillArriving } from '@/ui/sync/StillArriving';
import { NewClientDialog } from './NewClientDialog';
import { TrainTooButton } from './TrainTooButton';
import { ACCOUNT_STATE_LABELS, clientAccountState } from './client-account-state';

// A group session's dialog loads with its words (lingui.config.ts, `coaching`).
const GroupSessionButton = lazy(() =>
  Promise.all([import('./GroupSessionButton'), requireCatalogPart('coaching')]).then(([module]) => ({
    default: module.GroupSessionButton,
  })),
);

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
    marginBottom: tokens.spacingVerticalL,
  },
  search: { minWidth: '240px', flexGrow: 1 },
  goals: { '@media (max-width: 600px)': { display: 'none' } },
});

/** /clients: the coach's clients, from the device's own copy, so it works with no network. */
export default function ClientsPage() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const title = useRouteTitle();
  const session = useAtomValue(sessionAtom);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('active');
  const [adding, setAdding] = useState(false);
  const [now] = useState(() => Date.now());
  const clients = useRecords('clients');
  const synced = useFirstSyncDone();
  const shown = useMemo(() => {
    const wanted = fold(query);
    const collator = new Intl.Collator(i18n.locale);
    return (clients ?? [])
      .filter((client) => status === 'all' || client.status === status)
      .filter((client) => !wanted || foldAll(client.name, client.email, client.goals).includes(wanted))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [clients, query, status, i18n.locale]);

  if (session?.roleId !== ROLE.coach) {
    return (
      <>
        <PageTitle>{title}</PageTitle>
        <Text as="p" block>{t`Clients are kept by coaches. Ask your coach to invite you.`}</Text>
      </>
    );
  }
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <div className={styles.toolbar} role="search">
        <Field label={t`Search clients`} className={styles.search}>
          <Input type="search" value={query} onChange={(_event, data) => setQuery(data.value)} contentBefore={<Icon path={mdiMagnify} />} />
        </Field>
        <Field label={t`Status`}>
          <Select value={status} onChange={(_event, data) => setStatus(data.value)}>
            <option value="active">{i18n._(CLIENT_STATUS_LABELS.active)}</option>
            <option value="paused">{i18n._(CLIENT_STATUS_LABELS.paused)}</option>
            <option value="archived">{i18n._(CLIENT_STATUS_LABELS.archived)}</option>
            <option value="all">{t`All`}</option>
          </Select>
        </Field>
        <Button appearance="primary" icon={<Icon path={mdiAccountPlusOutline} />} onClick={() => setAdding(true)}>
          {t`Add client`}
        </Button>
        {clients && !clients.some((client) => client.user_id === session.userId) && <TrainTooButton userId={session.userId} />}
        <Suspense fallback={null}>
          <GroupSessionButton userId={session.userId} />
        </Suspense>
      </div>
      {clients === undefined ? (
        <PageLoading />
      ) : (
        <>
          <Text as="p" block role="status">
            {t`${shown.length} of ${clients.length} clients`}
          </Text>
          {clients.length === 0 && !synced && <StillArriving />}
          {clients.length === 0 && synced && (
            <Text
              as="p"
              block
            >{t`No clients yet. Add your first client, then invite them from their page to see their workouts on their own phone.`}</Text>
          )}
          {clients.length > 0 && shown.length === 0 && <Text as="p" block>{t`No client matches the search and status.`}</Text>}
          <Table aria-label={t`Clients`} hidden={shown.length === 0}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Name`}</TableHeaderCell>
                <TableHeaderCell>{t`Status`}</TableHeaderCell>
                <TableHeaderCell>{t`Account`}</TableHeaderCell>
                <TableHeaderCell className={styles.goals}>{t`Sessions per week`}</TableHeaderCell>
                <TableHeaderCell className={styles.goals}>{t`Goals`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((client) => (
                <TableRow key={client.id}>
                  <TableCell>
                    <RouterLink to={`/client/${client.id}`}>{client.name}</RouterLink>
                  </TableCell>
                  <TableCell>{i18n._(CLIENT_STATUS_LABELS[client.status])}</TableCell>
                  <TableCell>
                    {client.user_id === session.userId ? t`You` : i18n._(ACCOUNT_STATE_LABELS[clientAccountState(client, now)])}
                  </TableCell>
                  <TableCell className={styles.goals}>{client.sessions_per_week ?? '—'}</TableCell>
                  <TableCell className={styles.goals}>{client.goals ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      {adding && <NewClientDialog onClose={() => setAdding(false)} />}
    </>
  );
}
