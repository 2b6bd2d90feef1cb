import { Body1, Button, makeStyles, mergeClasses, Tab, TabList, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState, type SyntheticEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { RecordOf } from '@core/records/index';
import { markClientSeen } from '@/data/attention';
import { useUserDatabase } from '@/data/user-database';
import { useRecord } from '@/data/record-reads';
import { useRecordWrites } from '@/data/record-writes';
import { sessionAtom } from '@/data/session';
import { requireCatalogPart } from '@/i18n/activate';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { localWriteFailure } from '@/ui/form/write-errors';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { useTouchStyles } from '@/ui/touch-styles';
import { RouterLink } from '@/ui/RouterLink';
import { notify, withdraw } from '@/ui/feedback/notify';
import type { Status } from '@/ui/StatusBar';
import { ConflictNotices } from '@/ui/sync/ConflictNotices';
import { RecordHistory } from '@/ui/sync/RecordHistory';
import { GymEquipmentSection } from '@/ui/gym/GymEquipmentSection';
import { SESSION_PARAM } from '@/ui/training-history/session-path';
import { LazyDownloadDataMenu } from '@/ui/account/LazyAccount';
import { ImportHistoryButton } from '@/ui/training-history/ImportHistoryButton';
import { TrainingReview } from '@/ui/training-history/TrainingReview';
import { useSectionStyles } from '@/ui/section-styles';
import { ClientForm } from './ClientForm';
import { ClientAccount } from './ClientAccount';
import { ClientOverview } from './ClientOverview';
import { ClientPlans } from './ClientPlans';
import { changedFields } from '@/data/changed-fields';
import { allFields, clientValues, useClientFields } from './client-form-state';

// Check-ins carry the photo code: loaded when the tab opens.
const ClientCheckIns = lazy(() =>
  Promise.all([import('@/ui/check-ins/ClientCheckIns'), requireCatalogPart('progress')]).then(([module]) => module),
);

// Training in person loads with its words (lingui.config.ts, `coaching`).
const TrainInPersonButton = lazy(() =>
  Promise.all([import('./TrainInPersonButton'), requireCatalogPart('coaching')]).then(([module]) => ({
    default: module.TrainInPersonButton,
  })),
);

// The conversation's code and words load when its tab opens.
const ClientConversation = lazy(() =>
  Promise.all([import('@/ui/conversations/ClientConversation'), requireCatalogPart('conversations')]).then(([module]) => module),
);

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalL, flexWrap: 'wrap' },
  // Six tabs do not fit a 360 px phone: the row scrolls sideways rather than wrapping under itself.
  tabs: { overflowX: 'auto', marginBottom: tokens.spacingVerticalL, '& button': { minHeight: '44px' } },
  importRow: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalM },
});

const TABS = ['overview', 'history', 'progress', 'checkins', 'messages', 'details'] as const;

/** The key of the details' save notices (ui/feedback/notify.ts). */
const DETAILS_SAVE = 'client-details-save';
type ClientTab = (typeof TABS)[number];

/**
 * /client/{id}: the coach's hub for one client, in tabs kept in the address (`?tab=history`), so
 * going back returns to the tab: how they keep to the schedule, their sessions set by set, their
 * progress, and their details, edited on this device and synced field by field. `&session={id}`
 * opens one session of the history with its comments (a notification's link).
 */
export default function ClientPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const client = useRecord('clients', id);
  // A value restored from another device starts the form over from the record as it now is.
  const [generation, setGeneration] = useState(0);
  if (client === undefined) return <PageLoading />;
  if (client === null) {
    return (
      <>
        <PageTitle>{t`Client not found`}</PageTitle>
        <p>{t`This client does not exist or is not on this device yet.`}</p>
        <RouterLink to="/clients">{t`All clients`}</RouterLink>
      </>
    );
  }
  return <ClientEditor key={`${client.id}:${generation}`} client={client} onRestored={() => setGeneration((value) => value + 1)} />;
}

function ClientEditor({ client, onRestored }: { client: RecordOf<'clients'>; onRestored: () => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const touch = useTouchStyles();
  const navigate = useNavigate();
  const section = useSectionStyles();
  const [params, setParams] = useSearchParams();
  const writes = useRecordWrites();
  const fields = useClientFields(client);
  // Fields nobody has edited follow a change that syncs in (src/ui/form/use-field.ts), so a save
  // sends only what differs from the record: a change another device made meanwhile to another
  // field is not reverted (sync/SPEC.md R2). The edits are judged against the version the form
  // showed when they began; while nothing is edited, that is the record's current version (R9).
  const [editedFrom, setEditedFrom] = useState(client.version);
  if (editedFrom !== client.version && !allFields(fields).some((field) => field.edited)) setEditedFrom(client.version);
  // One notice of the details' save at a time: a new save's outcome takes the last one's place.
  const report = (message: MessageDescriptor, intent: Status['intent']) => notify({ intent, message, key: DETAILS_SAVE });

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    const values = clientValues(fields);
    // The fields say what is wrong, each beside itself; an earlier "Saved." must not stand meanwhile.
    if (!values) {
      withdraw(DETAILS_SAVE);
      return;
    }
    // A subset of the form's typed values, so the patch below is checked field by field.
    const changes = changedFields(client, values) as Partial<typeof values>;
    if (Object.keys(changes).length === 0) {
      report(msg`Nothing to save.`, 'info');
      return;
    }
    try {
      await writes.patch('clients', client.id, changes, { version: editedFrom });
      // Online, the header's sync state shows it reaching the server; offline, say it will.
      report(navigator.onLine ? msg`Saved.` : msg`Saved on this device. It is sent to the server when you are online.`, 'success');
    } catch (error) {
      report(localWriteFailure(error), 'error');
    }
  };

  const remove = async () => {
    try {
      await writes.remove('clients', client.id);
      await navigate('/clients');
    } catch (error) {
      report(localWriteFailure(error), 'error');
    }
  };

  const tab = TABS.find((name) => name === params.get('tab')) ?? 'overview';
  const choose = (next: ClientTab) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true });
  const db = useUserDatabase();
  const userId = useAtomValue(sessionAtom)?.userId;
  // Reading their history is looking at the client: what it shows is no longer new on the home page.
  useEffect(() => {
    if ((tab === 'history' || tab === 'checkins') && db) void markClientSeen(db, client.id);
  }, [tab, db, client.id]);
  const labels: Record<ClientTab, string> = {
    overview: t`Overview`,
    history: t`History`,
    progress: t`Progress`,
    checkins: t`Check-ins`,
    messages: t`Messages`,
    details: t`Details`,
  };
  // A coach's own training record has nobody else to talk to.
  const tabs = client.user_id !== null && client.user_id === userId ? TABS.filter((name) => name !== 'messages') : TABS;

  return (
    <>
      <PageTitle>{client.name}</PageTitle>
      {client.user_id !== null && client.user_id === userId && (
        <Body1 as="p" block>{t`This is you: what you plan here is your own training, and you log it in the player like any client.`}</Body1>
      )}
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_event, data) => choose(data.value as ClientTab)}
        aria-label={t`About ${client.name}`}
      >
        {tabs.map((name) => (
          <Tab key={name} value={name} id={`client-tab-${name}`} aria-controls="client-tab-panel">
            {labels[name]}
          </Tab>
        ))}
      </TabList>
      <div id="client-tab-panel" role="tabpanel" aria-labelledby={`client-tab-${tab}`}>
        {tab === 'overview' && (
          <>
            {client.user_id !== userId && (
              <Suspense fallback={null}>
                <TrainInPersonButton client={client} />
              </Suspense>
            )}
            <ClientOverview client={client} />
            <ClientPlans clientId={client.id} />
          </>
        )}
        {(tab === 'history' || tab === 'progress') && (
          <section className={section.section} aria-label={labels[tab]}>
            <div className={styles.importRow}>
              <ImportHistoryButton clientId={client.id} clientName={client.user_id === userId ? null : client.name} />
              <LazyDownloadDataMenu clientId={client.id} />
            </div>
            <TrainingReview
              trainee={{ clientId: client.id }}
              view={tab}
              target={client.sessions_per_week}
              focus={params.get(SESSION_PARAM) ?? undefined}
            />
          </section>
        )}
        {tab === 'checkins' && (
          <section className={section.section} aria-label={labels.checkins}>
            <Suspense fallback={<PageLoading />}>
              <ClientCheckIns clientId={client.id} />
            </Suspense>
          </section>
        )}
        {tab === 'messages' && (
          <section className={section.section} aria-label={labels.messages}>
            <Suspense fallback={<PageLoading />}>
              <ClientConversation client={client} />
            </Suspense>
          </section>
        )}
        {tab === 'details' && (
          <>
            <form onSubmit={(event) => void save(event)} noValidate aria-label={t`Client details`} className={section.section}>
              <ConflictNotices entity="clients" recordId={client.id} onRestored={onRestored} />
              <ClientForm fields={fields} />
              <div className={mergeClasses(styles.actions, touch.buttons)}>
                <Button appearance="primary" type="submit">
                  {t`Save`}
                </Button>
                <ConfirmButton
                  label={t`Delete client`}
                  title={t`Delete ${client.name}?`}
                  confirm={t`Delete`}
                  onConfirm={() => void remove()}
                >
                  {t`The client, with their calendar and history, is removed for you on every device.`}
                </ConfirmButton>
              </div>
            </form>
            <RecordHistory entity="clients" recordId={client.id} onRestored={onRestored} />
            <ClientAccount client={client} />
            <GymEquipmentSection clientId={client.id} />
          </>
        )}
      </div>
    </>
  );
}
