import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { InvalidMutation } from '@sync/mutations';
import { localized } from '@sync/records/common';
import type { RecordOf } from '@sync/records/index';
import { useRecords, useRecordWrites } from '@/data/records';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { localWriteFailure } from '@/ui/form/write-errors';
import { PageTitle } from '@/ui/PageTitle';
import { StatusBar } from '@/ui/StatusBar';
import type { WorkoutDraft } from '@/ui/workout-editor/draft';
import type { ExerciseOption } from '@/ui/workout-editor/ExercisePicker';
import { WorkoutEditor } from '@/ui/workout-editor/WorkoutEditor';

const useStyles = makeStyles({ actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalXL } });

/** Creates or edits one library workout; saved on this device and synced. */
export function WorkoutEditorPanel({ workout, onDone }: { workout: RecordOf<'workouts'> | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const writes = useRecordWrites();
  const library = useRecords('exercises', (records) => records.filter((exercise) => exercise.owner_id === null));
  const exercises = useMemo<ExerciseOption[]>(() => {
    const collator = new Intl.Collator(i18n.locale);
    return (library ?? []).map((exercise) => ({ id: exercise.id, name: localized(exercise.name, i18n.locale), defaultRest: exercise.default_rest_seconds })).sort((a, b) => collator.compare(a.name, b.name));
  }, [library, i18n.locale]);
  const [draft, setDraft] = useState<WorkoutDraft>({ name: workout?.name ?? '', description: workout?.description ?? '', blocks: workout?.blocks ?? [] });
  const [failure, setFailure] = useState<MessageDescriptor>();
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
      setFailure(msg`Give the workout a name.`);
      return;
    }
    const fields = { name: draft.name.trim(), description: draft.description.trim() || null, blocks: draft.blocks };
    try {
      if (workout) await writes.patch('workouts', workout.id, fields);
      else await writes.put('workouts', { id: uuidv7(), ...fields });
      onDone();
    } catch (error) {
      setFailure(localWriteFailure(error));
      setProblems(error instanceof InvalidMutation ? Object.keys(error.fields ?? {}).map((path) => `${describe(path)}: ${t`This field is not valid`}`) : []);
    }
  };

  const remove = async () => {
    if (!workout) return;
    try {
      await writes.remove('workouts', workout.id);
      onDone();
    } catch (error) {
      setFailure(localWriteFailure(error));
    }
  };

  return (
    <>
      <PageTitle>{workout ? workout.name : t`New workout`}</PageTitle>
      <StatusBar status={failure ? { intent: 'error', message: failure } : undefined} />
      {problems.length > 0 && (
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <WorkoutEditor draft={draft} onChange={setDraft} exercises={exercises} />
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => void save()}>
          {t`Save workout`}
        </Button>
        <Button onClick={onDone}>{t`Cancel`}</Button>
        {workout && (
          <ConfirmButton label={t`Delete workout`} title={t`Delete ${workout.name}?`} confirm={t`Delete`} onConfirm={() => void remove()}>
            {t`Coaches can no longer copy it. Copies they already made stay theirs.`}
          </ConfirmButton>
        )}
      </div>
    </>
  );
}
