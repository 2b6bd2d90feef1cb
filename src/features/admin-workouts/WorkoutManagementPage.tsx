import {
  Button,
  Field,
  Input,
  makeStyles,
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
import { mdiMagnify, mdiPlus } from '@mdi/js';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fold } from '@core/text';
import { useRecords } from '@/data/record-reads';
import { Icon } from '@/ui/Icon';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { WorkoutEditorPanel } from '@/ui/workout-editor/WorkoutEditorPanel';

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
    marginBottom: tokens.spacingVerticalL,
  },
  search: { minWidth: '240px', flexGrow: 1 },
});

/** /admin/workout: the library workouts every coach can copy, with the block editor. */
export default function WorkoutManagementPage() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const title = useRouteTitle();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const workouts = useRecords('workouts', (records) => records.filter((workout) => workout.owner_id === null));
  const editing = params.get('edit');
  const shown = useMemo(() => {
    const wanted = fold(query);
    const collator = new Intl.Collator(i18n.locale);
    return (workouts ?? [])
      .filter((workout) => !wanted || fold(workout.name).includes(wanted))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [workouts, query, i18n.locale]);

  if (editing) {
    const workout = editing === 'new' ? null : workouts?.find((candidate) => candidate.id === editing);
    if (workouts === undefined) return <PageLoading />;
    return (
      <WorkoutEditorPanel
        key={editing}
        workout={workout ?? null}
        exercisesOf="library"
        deleteNote={t`Coaches can no longer copy it. Copies they already made stay theirs.`}
        onDone={() => setParams({})}
      />
    );
  }
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <div className={styles.toolbar} role="search">
        <Field label={t`Search workouts`} className={styles.search}>
          <Input type="search" value={query} onChange={(_event, data) => setQuery(data.value)} contentBefore={<Icon path={mdiMagnify} />} />
        </Field>
        <Button appearance="primary" icon={<Icon path={mdiPlus} />} onClick={() => setParams({ edit: 'new' })}>
          {t`New workout`}
        </Button>
      </div>
      {workouts === undefined ? (
        <PageLoading />
      ) : (
        <>
          <Text as="p" block role="status">
            {t`Library workouts: ${shown.length} of ${workouts.length}`}
          </Text>
          {workouts.length === 0 && (
            <Text
              as="p"
              block
            >{t`The library has no workouts yet. Make the first with “New workout”: coaches then copy it to their own and schedule it.`}</Text>
          )}
          {workouts.length > 0 && shown.length === 0 && <Text as="p" block>{t`No workout matches the search.`}</Text>}
          <Table aria-label={t`Library workouts`} hidden={shown.length === 0}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t({ message: 'Name', context: 'thing' })}</TableHeaderCell>
                <TableHeaderCell>{t`Blocks`}</TableHeaderCell>
                <TableHeaderCell>{t`Exercises`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((workout) => (
                <TableRow key={workout.id}>
                  <TableCell>
                    <Button appearance="transparent" onClick={() => setParams({ edit: workout.id })}>
                      {workout.name}
                    </Button>
                  </TableCell>
                  <TableCell>{workout.blocks.length}</TableCell>
                  <TableCell>{workout.blocks.reduce((sum, block) => sum + block.items.length, 0)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </>
  );
}
