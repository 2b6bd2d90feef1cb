import { Badge, Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Plural, useLingui } from '@lingui/react/macro';
import { mdiFilterRemoveOutline, mdiMagnify, mdiPlus } from '@mdi/js';
import { useAtomValue } from 'jotai';
import { useDeferredValue, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ROLE } from '@core/auth-constants';
import { localized } from '@core/records/localized';
import { useRecords } from '@/data/record-reads';
import { useFirstSyncDone } from '@/data/sync-status';
import { sessionAtom } from '@/data/session';
import { useListParams } from '@/ui/data-grid/list-params';
import { Icon } from '@/ui/Icon';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { LEVEL_LABELS } from '@/ui/reference-labels';
import { useRouteTitle } from '@/ui/route-handle';
import { RouterLink } from '@/ui/RouterLink';
import { StillArriving } from '@/ui/sync/StillArriving';
import { useTouchStyles } from '@/ui/touch-styles';
import { useEditorRoute } from './editor-route';
import { ExerciseEditor } from './ExerciseEditor';
import { ExerciseFilters } from './ExerciseFilters';
import {
  FILTER_NAMES,
  findExercises,
  searchable,
  type ExerciseFilters as Filters,
  type ExerciseMatch,
  type FilterName,
} from './exercise-search';
import { useReferenceData, type ReferenceData } from './reference-data';

/** Rows per "Show more": the library has ~870 exercises, and a phone need not lay them all out. */
const PAGE_SIZE = 50;

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginBottom: tokens.spacingVerticalL },
  searchRow: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  search: { flexGrow: 1, minWidth: '200px' },
  button: { minHeight: '44px' },
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, minHeight: '44px' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  row: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    // A long name wraps rather than widening a phone's page.
    overflowWrap: 'anywhere',
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '44px',
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  otherName: { fontStyle: 'italic' },
  details: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    paddingBottom: tokens.spacingVerticalXS,
  },
  more: { display: 'flex', justifyContent: 'center', marginTop: tokens.spacingVerticalL },
});

/** /exercises: the exercises this device holds (the library and, by sync/SPEC.md A2, a coach's own), so it works offline. */
export default function ExercisesPage() {
  const role = useAtomValue(sessionAtom)?.roleId;
  const editor = useEditorRoute();
  const navigate = useNavigate();
  if (editor.editing === 'new' && role === ROLE.coach) {
    // Saved, the new exercise's page replaces the editor: Back from it returns to the list.
    return <ExerciseEditor exercise={null} onSaved={(id) => void navigate(`/exercise/${id}`, { replace: true })} onCancel={editor.close} />;
  }
  return <ExerciseList onCreate={role === ROLE.coach ? () => editor.open('new') : undefined} />;
}

function ExerciseList({ onCreate }: { onCreate: (() => void) | undefined }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const touch = useTouchStyles();
  const title = useRouteTitle();
  const locale = i18n.locale;
  const session = useAtomValue(sessionAtom);
  const params = useListParams('name');
  const [, setSearch] = useSearchParams();
  const exercises = useRecords('exercises');
  const synced = useFirstSyncDone();
  const reference = useReferenceData();
  const index = useMemo(() => searchable(exercises ?? []), [exercises]);
  // Typing stays responsive on a slow phone: the list follows the box a moment later if it must.
  const query = useDeferredValue(params.searchText);
  const filterKey = FILTER_NAMES.map((name) => params.filter(name)).join('\n');
  const filters = useMemo(
    () => Object.fromEntries(filterKey.split('\n').map((value, at) => [FILTER_NAMES[at], value])) as Filters,
    [filterKey],
  );
  const matches = useMemo(() => findExercises(index, query, filters, locale), [index, query, filters, locale]);
  const shown = matches.slice(0, params.page * PAGE_SIZE);
  // Named for the translators: the messages say "{found}", not "{0}".
  const [found, listed, onDevice] = [matches.length, shown.length, exercises?.length ?? 0];
  const filtered = params.searchText.trim() !== '' || filterKey.replace(/\n/g, '') !== '';
  const owner = session?.roleId === ROLE.coach ? 'coach' : session?.roleId === ROLE.client ? 'client' : null;

  const clear = () => {
    params.setSearchText('');
    // One change of the address: separate ones in the same moment would each undo the one before.
    setSearch(new URLSearchParams(), { replace: true });
  };

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <div className={styles.toolbar} role="search" aria-label={t`Find exercises`}>
        <div className={styles.searchRow}>
          <Field label={t`Search by name in English or Latvian`} className={styles.search}>
            <Input
              className={touch.control}
              type="search"
              value={params.searchText}
              onChange={(_event, data) => params.setSearchText(data.value)}
              contentBefore={<Icon path={mdiMagnify} />}
            />
          </Field>
          {onCreate && (
            <Button className={styles.button} appearance="primary" icon={<Icon path={mdiPlus} />} onClick={onCreate}>
              {t`New exercise`}
            </Button>
          )}
        </div>
        <ExerciseFilters
          filters={filters}
          onChange={(name: FilterName, value) => params.setFilter(name, value)}
          reference={reference}
          owner={owner}
        />
      </div>
      {exercises === undefined ? (
        <PageLoading />
      ) : exercises.length === 0 && !synced ? (
        <StillArriving />
      ) : exercises.length === 0 ? (
        <Text as="p" block>{t`There are no exercises yet.`}</Text>
      ) : (
        <>
          <div className={styles.summary}>
            <Text role="status">
              {filtered ? (
                <Plural value={found} _0="No exercise matches" one="# exercise matches" other="# exercises match" />
              ) : (
                <Plural value={onDevice} one="# exercise" other="# exercises" />
              )}
            </Text>
            {filtered && (
              <Button className={styles.button} appearance="subtle" icon={<Icon path={mdiFilterRemoveOutline} />} onClick={clear}>
                {t`Clear search and filters`}
              </Button>
            )}
          </div>
          <ul className={styles.list} aria-label={t`Exercises`}>
            {shown.map((match) => (
              <ExerciseRow key={match.exercise.id} match={match} reference={reference} ownerId={session?.userId} />
            ))}
          </ul>
          {shown.length < matches.length && (
            <div className={styles.more}>
              <Button className={styles.button} onClick={() => params.setPage(params.page + 1)}>
                {t`Show more (${listed} of ${found} shown)`}
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}

function ExerciseRow({
  match,
  reference,
  ownerId,
}: {
  match: ExerciseMatch;
  reference: ReferenceData | undefined;
  ownerId: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const { exercise, otherName } = match;
  const name = (id: string | null) => (id ? reference?.names.get(id) : undefined);
  const facts = [
    name(exercise.type_id),
    exercise.level ? i18n._(LEVEL_LABELS[exercise.level]) : undefined,
    exercise.primary_muscle_ids
      .map(name)
      .filter((muscle) => muscle !== undefined)
      .join(', '),
  ].filter(Boolean);
  const mine = exercise.owner_id !== null && exercise.owner_id === ownerId;
  return (
    <li className={styles.row}>
      <RouterLink to={`/exercise/${exercise.id}`} className={styles.link}>
        {localized(exercise.name, i18n.locale)}
      </RouterLink>
      <span className={styles.details}>
        {otherName && (
          <span className={styles.otherName} lang={otherName === exercise.name['en-US'] ? 'en-US' : 'lv-LV'}>
            {otherName}
          </span>
        )}
        {facts.length > 0 && <span>{facts.join(' · ')}</span>}
        {exercise.owner_id !== null && (
          <Badge appearance="tint" shape="rounded">
            {mine ? t`My exercise` : t`From my coach`}
          </Badge>
        )}
      </span>
    </li>
  );
}
