import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { InvalidMutation } from '@sync/mutations';
import type { RecordOf } from '@core/records/index';
import { changedFields } from '@/data/changed-fields';
import { useUserDatabase } from '@/data/user-database';
import { useRecordWrites } from '@/data/record-writes';
import { useExerciseOptions, useSparingClients, workoutUses } from '@/data/workouts';
import { useNewRecordIds } from '@/ui/create-once';
import { ConfirmButton } from '../ConfirmButton';
import { notify } from '../feedback/notify';
import { localWriteFailure } from '../form/write-errors';
import { useTouchStyles } from '../touch-styles';
import { PageTitle } from '../PageTitle';
import { ConflictNotices } from '../sync/ConflictNotices';
import { RecordHistory } from '../sync/RecordHistory';
import type { WorkoutDraft } from './draft';
import type { ExerciseOption } from './ExercisePicker';
import { WorkoutEditor } from './WorkoutEditor';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalXL },
});

interface WorkoutEditorPanelProps {
  workout: RecordOf<'workouts'> | null;
  /** Which exercises it may use: the library's alone (a library workout) or also the coach's own (A4). */
  exercisesOf: 'library' | 'library-and-own';
  /** What deleting it means, said in the confirmation. */
  deleteNote: string;
  onDone: () => void;
}

/** Creates or edits one workout (the library's or a coach's own); saved on this device and synced. */
export function WorkoutEditorPanel({ workout, exercisesOf, deleteNote, onDone }: WorkoutEditorPanelProps) {
  const { t } = useLingui();
  const styles = useStyles();
  // A coach edits workouts on a tablet, a client on a phone: every control takes a finger.
  const touch = useTouchStyles();
  const writes = useRecordWrites();
  // A new record's id, fixed while the editor is open: saving twice saves one record.
  const { idFor } = useNewRecordIds();
  const db = useUserDatabase();
  const exercises: readonly ExerciseOption[] = useExerciseOptions(exercisesOf) ?? [];
  // A coach's own workout is written for their clients; the library's for everyone's.
  const sparing = useSparingClients();
  const [draft, setDraft] = useState<WorkoutDraft>({
    name: workout?.name ?? '',
    description: workout?.description ?? '',
    blocks: workout?.blocks ?? [],
  });
  // The workout as the editor opened it: a save sends only what was edited here, against that
  // version (sync/SPEC.md R9), so another device's change meanwhile is neither reverted nor hidden.
  const [opened] = useState(workout);
  const [problems, setProblems] = useState<string[]>([]);

  /** Where in the workout each refused field is, in words: "Block 2, exercise 1, set 3". */
  const describe = (path: string) => {
    const [, block, , item, , set] = path.split('.').map((part) => Number(part) + 1);
    if (set && item && block) return t`Block ${block}, exercise ${item}, set ${set}`;
    if (item && block) return t`Block ${block}, exercise ${item}`;
    if (block) return t`Block ${block}`;
    return t`Workout`;
  };

  const save = async () => {
    if (!draft.name.trim()) {
      notify({ intent: 'error', message: msg`Give the workout a name.` });
      return;
    }
    const fields = { name: draft.name.trim(), description: draft.description.trim() || null, blocks: draft.blocks };
    try {
      if (opened) {
        const changes = changedFields({ name: opened.name, description: opened.description, blocks: opened.blocks }, fields) as Partial<
          typeof fields
        >;
        if (Object.keys(changes).length > 0) await writes.patch('workouts', opened.id, changes, opened);
      } else await writes.put('workouts', { id: idFor(), ...fields });
      onDone();
    } catch (error) {
      notify({ intent: 'error', message: localWriteFailure(error) });
      setProblems(
        error instanceof InvalidMutation
          ? Object.keys(error.fields ?? {}).map((path) => `${describe(path)}: ${t`This field is not valid`}`)
          : [],
      );
    }
  };

  const remove = async () => {
    if (!workout || !db) return;
    // The server would refuse it `in_use` (sync/SPEC.md A4); say so now, naming what uses it.
    const uses = await workoutUses(db, workout.id);
    if (uses.entries > 0 || uses.plans.length > 0) {
      const plans = uses.plans.join(', ');
      notify({
        intent: 'error',
        message:
          uses.plans.length === 0
            ? msg`It is on ${uses.entries} calendar entries. Remove them first.`
            : msg`It is used by these plans: ${plans}. Remove it from them first.`,
      });
      return;
    }
    try {
      await writes.remove('workouts', workout.id);
      onDone();
    } catch (error) {
      notify({ intent: 'error', message: localWriteFailure(error) });
    }
  };

  // The other device's value, put back from a notice, is what the form holds from now on.
  const restored = (field: string, value: unknown) => {
    if (field === 'name' || field === 'description')
      setDraft((current) => ({ ...current, [field]: typeof value === 'string' ? value : '' }));
    if (field === 'blocks' && Array.isArray(value)) setDraft((current) => ({ ...current, blocks: value as WorkoutDraft['blocks'] }));
  };

  return (
    <div className={touch.editor}>
      <PageTitle>{workout ? workout.name : t`New workout`}</PageTitle>
      {opened && <ConflictNotices entity="workouts" recordId={opened.id} onRestored={restored} />}
      {problems.length > 0 && (
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <WorkoutEditor
        draft={draft}
        onChange={setDraft}
        exercises={exercises}
        sparing={exercisesOf === 'library-and-own' ? sparing : undefined}
      />
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => void save()}>
          {t`Save workout`}
        </Button>
        <Button onClick={onDone}>{t`Cancel`}</Button>
        {workout && (
          <ConfirmButton label={t`Delete workout`} title={t`Delete ${workout.name}?`} confirm={t`Delete`} onConfirm={() => void remove()}>
            {deleteNote}
          </ConfirmButton>
        )}
      </div>
      {opened && <RecordHistory entity="workouts" recordId={opened.id} onRestored={restored} />}
    </div>
  );
}
