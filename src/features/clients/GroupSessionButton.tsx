import {
  Body1,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { localTimeOf, today } from '@core/dates';
import { GROUP_MAX_CLIENTS } from '@core/training/in-person';
import { createGroup, groupProblem } from '@/data/group-sessions';
import { useRecords } from '@/data/record-reads';
import { useUserDatabase } from '@/data/user-database';
import { useExclusiveAction, useNewRecordIds } from '@/ui/create-once';
import { localWriteFailure } from '@/ui/form/write-errors';
import { StatusBar } from '@/ui/StatusBar';
import { WorkoutPicker } from '@/ui/WorkoutPicker';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  people: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  person: { minHeight: '44px' },
  action: { minHeight: '48px' },
});

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * "Group session" on the clients page: the coach picks 2 to 6 clients and a workout, and trains
 * them together now. Each gets today's entry of that workout in one group (sync/SPEC.md A7), so
 * the class is on the calendar and counts for each client's schedule. The ids are fixed while
 * the dialog is open: a double tap makes one group.
 */
export function GroupSessionButton({ userId }: { userId: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  const navigate = useNavigate();
  const db = useUserDatabase();
  const clients = useRecords('clients', (rows) => rows.filter((row) => row.status === 'active' && row.user_id !== userId).sort(byName));
  const workouts = useRecords('workouts', (rows) => rows.sort(byName));
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [workoutId, setWorkoutId] = useState<string | null>(null);
  const [problem, setProblem] = useState<MessageDescriptor>();
  const { idFor, renew } = useNewRecordIds();
  const { busy, run } = useExclusiveAction();

  const start = () =>
    void run(async () => {
      const why = groupProblem(chosen.length);
      const problem =
        why === 'too-few'
          ? msg`Choose at least two clients.`
          : why === 'too-many'
            ? msg`A group session has at most ${GROUP_MAX_CLIENTS} clients: take someone out.`
            : workoutId
              ? undefined
              : msg`Choose the workout.`;
      setProblem(problem);
      if (problem || !workoutId || !db) return;
      try {
        const groupId = idFor('group');
        await createGroup(db, {
          groupId,
          entries: chosen.map((clientId) => ({ id: idFor(clientId), clientId })),
          workoutId,
          date: today(),
          time: localTimeOf(new Date()),
        });
        await navigate(`/group/${groupId}`);
      } catch (error) {
        setProblem(localWriteFailure(error));
      }
    });

  return (
    <Dialog
      open={open}
      modalType="modal"
      onOpenChange={(_event, data) => {
        setOpen(data.open);
        if (data.open) {
          renew();
          setChosen([]);
          setWorkoutId(null);
          setProblem(undefined);
        }
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button>{t`Group session`}</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`Train a group`}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1 as="p">{t`Two to six clients, one workout, each with their own loads. It goes on today's calendar for each of them.`}</Body1>
            <fieldset className={styles.people}>
              <legend>{t`Clients (${chosen.length} chosen)`}</legend>
              {(clients ?? []).map((client) => (
                <Checkbox
                  key={client.id}
                  className={styles.person}
                  label={client.name}
                  checked={chosen.includes(client.id)}
                  onChange={(_event, data) => {
                    setProblem(undefined);
                    setChosen((before) => (data.checked ? [...before, client.id] : before.filter((id) => id !== client.id)));
                  }}
                />
              ))}
            </fieldset>
            {workouts && (
              <WorkoutPicker
                workouts={workouts}
                workoutId={workoutId}
                onPick={(id) => {
                  setProblem(undefined);
                  setWorkoutId(id);
                }}
              />
            )}
            <StatusBar status={problem ? { intent: 'error', message: problem } : undefined} />
          </DialogContent>
          <DialogActions>
            <Button className={styles.action} appearance="primary" disabled={busy} onClick={start}>
              {t`Start the group`}
            </Button>
            <DialogTrigger disableButtonEnhancement>
              <Button className={styles.action}>{t`Cancel`}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
