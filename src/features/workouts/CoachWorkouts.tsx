import { Body1, Button, Caption1, Field, Input, makeStyles, Select, Subtitle2, Tab, TabList, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { mdiCalendarPlus, mdiContentCopy, mdiMagnify, mdiPencil, mdiPlus } from '@mdi/js';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { localized } from '@core/records/localized';
import { useUserDatabase } from '@/data/user-database';
import { useRecord, useRecords } from '@/data/record-reads';
import { sessionAtom } from '@/data/session';
import { copyWorkout, useWorkoutListings, type WorkoutListing } from '@/data/workouts';
import { useExclusiveAction } from '@/ui/create-once';
import { localWriteFailure } from '@/ui/form/write-errors';
import { Icon } from '@/ui/Icon';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { notify } from '@/ui/feedback/notify';
import { useTouchStyles } from '@/ui/touch-styles';
import { findWorkouts, type WorkoutShelf } from './workout-search';
import { WorkoutEditorPanel } from '@/ui/workout-editor/WorkoutEditorPanel';

const SHOWN = 60;

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
    marginBottom: tokens.spacingVerticalM,
  },
  search: { flex: '1 1 240px' },
  muscle: { flex: '0 1 220px' },
  list: {
    listStyle: 'none',
    margin: `${tokens.spacingVerticalM} 0 0`,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    '@media (max-width: 600px)': { gridTemplateColumns: '1fr' },
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: 'auto' },
  action: { minHeight: '44px' },
  tabs: { marginBottom: tokens.spacingVerticalS },
});

const SHELVES: { value: WorkoutShelf; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'mine', label: msg({ message: 'Mine', context: 'workouts' }) },
  { value: 'library', label: msg`Library` },
];

/** My Workouts for a coach: their own and the library's, searchable, to edit, copy, delete and schedule. */
export function CoachWorkouts() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const touch = useTouchStyles();
  const title = useRouteTitle();
  const db = useUserDatabase();
  const session = useAtomValue(sessionAtom);
  const [params, setParams] = useSearchParams();
  const listings = useWorkoutListings();
  const muscles = useRecords('muscles');
  const navigate = useNavigate();
  const copying = useExclusiveAction();
  // The query lives in the address, so the back button returns to the same list.
  const query = useMemo(
    () => ({ text: params.get('q') ?? '', muscleId: params.get('muscle'), shelf: (params.get('shelf') as WorkoutShelf | null) ?? 'all' }),
    [params],
  );
  const shown = useMemo(() => findWorkouts(listings ?? [], query, session?.userId), [listings, query, session?.userId]);
  const muscleOptions = useMemo(() => {
    const collator = new Intl.Collator(i18n.locale);
    return (muscles ?? [])
      .map((muscle) => ({ id: muscle.id, name: localized(muscle.name, i18n.locale) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [muscles, i18n.locale]);
  const isAdmin = session?.roleId === 1;
  const mayEdit = (listing: WorkoutListing) => (listing.workout.owner_id === null ? isAdmin : listing.workout.owner_id === session?.userId);

  const setQuery = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  const editing = params.get('edit');
  if (editing) {
    return <EditWorkout id={editing} onDone={() => setQuery({ edit: null })} />;
  }

  // One copy per click: a second click while the first is written is dropped (the copy then opens).
  const copy = (listing: WorkoutListing) =>
    copying.run(async () => {
      if (!db) return;
      try {
        const id = await copyWorkout(db, listing.workout, i18n.locale);
        notify({ intent: 'success', message: msg`Copied to your workouts. You can change the copy as you like.` });
        setQuery({ edit: id });
      } catch (error) {
        notify({ intent: 'error', message: localWriteFailure(error) });
      }
    });

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <TabList
        className={styles.tabs}
        selectedValue={query.shelf}
        onTabSelect={(_event, data) => setQuery({ shelf: data.value === 'all' ? null : String(data.value) })}
        aria-label={t`Which workouts`}
      >
        {SHELVES.map((shelf) => (
          <Tab key={shelf.value} value={shelf.value}>
            {i18n._(shelf.label)}
          </Tab>
        ))}
      </TabList>
      <div className={styles.toolbar} role="search">
        <Field label={t`Search by name or exercise`} className={styles.search}>
          <Input
            className={touch.control}
            type="search"
            value={query.text}
            onChange={(_event, data) => setQuery({ q: data.value })}
            contentBefore={<Icon path={mdiMagnify} />}
          />
        </Field>
        <Field label={t`Muscle`} className={styles.muscle}>
          <Select value={query.muscleId ?? ''} onChange={(event) => setQuery({ muscle: event.target.value })}>
            <option value="">{t`Any muscle`}</option>
            {muscleOptions.map((muscle) => (
              <option key={muscle.id} value={muscle.id}>
                {muscle.name}
              </option>
            ))}
          </Select>
        </Field>
        <Button className={styles.action} appearance="primary" icon={<Icon path={mdiPlus} />} onClick={() => setQuery({ edit: 'new' })}>
          {t`New workout`}
        </Button>
      </div>
      {listings === undefined ? (
        <PageLoading />
      ) : (
        <>
          <Body1 as="p" block role="status">
            {t`Workouts: ${shown.length} of ${listings.length}`}
          </Body1>
          <ul className={styles.list} aria-label={t`Workouts`}>
            {shown.slice(0, SHOWN).map((listing) => (
              <li key={listing.workout.id} className={styles.card}>
                <Subtitle2 as="h2">{listing.name}</Subtitle2>
                <Caption1>
                  {listing.workout.owner_id === null ? t`Library` : t({ message: 'Mine', context: 'workouts' })} ·{' '}
                  {t`${listing.workout.blocks.reduce((sum, block) => sum + block.items.length, 0)} exercises`}
                </Caption1>
                <div className={styles.actions}>
                  {mayEdit(listing) ? (
                    <Button
                      className={styles.action}
                      icon={<Icon path={mdiPencil} />}
                      onClick={() => setQuery({ edit: listing.workout.id })}
                      aria-label={t`Edit ${listing.name}`}
                    >
                      {t`Edit`}
                    </Button>
                  ) : (
                    <Button
                      className={styles.action}
                      icon={<Icon path={mdiContentCopy} />}
                      disabled={copying.busy}
                      onClick={() => void copy(listing)}
                      aria-label={t`Copy ${listing.name} to my workouts`}
                    >
                      {t`Copy to mine`}
                    </Button>
                  )}
                  {session?.roleId === 2 && (
                    <Button
                      className={styles.action}
                      icon={<Icon path={mdiCalendarPlus} />}
                      onClick={() => void navigate(`/calendar?schedule=${listing.workout.id}`)}
                      aria-label={t`Schedule ${listing.name}`}
                    >
                      {t`Schedule`}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {shown.length > SHOWN && <Caption1 as="p" block>{t`Showing the first ${SHOWN}. Search to narrow the list.`}</Caption1>}
        </>
      )}
    </>
  );
}

/**
 * The editor for one workout, read by its id rather than from the list: a copy just made is in the
 * database before the list has caught up, and must open as itself, not as a new workout.
 */
function EditWorkout({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useLingui();
  const workout = useRecord('workouts', id === 'new' ? undefined : id);
  if (id !== 'new' && workout === undefined) return <PageLoading />;
  if (id !== 'new' && workout === null) return <NotFoundMessage />;
  return (
    <WorkoutEditorPanel
      key={id}
      workout={workout ?? null}
      exercisesOf={workout?.owner_id === null ? 'library' : 'library-and-own'}
      deleteNote={t`It leaves your workouts. Sessions your clients trained with it keep their results.`}
      onDone={onDone}
    />
  );
}
