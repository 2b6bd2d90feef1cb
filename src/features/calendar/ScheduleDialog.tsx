import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type SyntheticEvent } from 'react';
import { MAX_REPEAT_WEEKS, weeklyDates } from '@core/calendar-rules';
import { substituted } from '@core/plans';
import type { RecordOf } from '@core/records/index';
import { exerciseIdsOf } from '@core/training/block-exercises';
import { addEntries, updateEntry, type CalendarChange, type CalendarEntry } from '@/data/calendar-entries';
import { useUserDatabase } from '@/data/user-database';
import { useRecords } from '@/data/record-reads';
import { isLocalDate, type LocalDate } from '@/i18n/date-format';
import { useExclusiveAction, useNewRecordIds } from '@/ui/create-once';
import { localWriteFailure } from '@/ui/form/write-errors';
import { DialogButtons } from '@/ui/DialogButtons';
import { SparedJointSwaps, substitutionsOf, type Swaps } from '@/ui/SparedJointSwaps';
import { StatusBar } from '@/ui/StatusBar';
import { clientOptions } from './CalendarToolbar';
import { WorkoutPicker } from '@/ui/WorkoutPicker';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, '> *': { flex: '1 1 140px' } },
});

/** A new entry starts with the day and the clients the coach was looking at. */
export type ScheduleTarget =
  { kind: 'new'; date: LocalDate; clientIds: string[]; workoutId?: string } | { kind: 'edit'; entry: CalendarEntry };

interface ScheduleDialogProps {
  target: ScheduleTarget;
  clients: readonly RecordOf<'clients'>[];
  onDone: (change: CalendarChange, said: MessageDescriptor) => void;
  onClose: () => void;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Plans a workout for one or several clients (repeated weekly if asked), or changes one entry. */
export function ScheduleDialog({ target, clients, onDone, onClose }: ScheduleDialogProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const db = useUserDatabase();
  const workouts = useRecords('workouts', (rows) => rows.sort(byName));
  const entry = target.kind === 'edit' ? target.entry : undefined;
  const [clientIds, setClientIds] = useState<string[]>(
    entry
      ? [entry.client_id]
      : target.kind === 'new' && target.clientIds.length > 0
        ? target.clientIds
        : clients.length === 1 && clients[0]
          ? [clients[0].id]
          : [],
  );
  const [workoutId, setWorkoutId] = useState<string | null>(
    entry?.workout_id ?? (target.kind === 'new' ? (target.workoutId ?? null) : null),
  );
  const [title, setTitle] = useState(entry?.title ?? '');
  const [date, setDate] = useState(entry?.date ?? (target.kind === 'new' ? target.date : ''));
  const [time, setTime] = useState(entry?.time ?? '');
  const [duration, setDuration] = useState(entry?.duration_minutes ? String(entry.duration_minutes) : '');
  const [notes, setNotes] = useState(entry?.notes ?? '');
  const [weeks, setWeeks] = useState('1');
  const [swaps, setSwaps] = useState<Swaps>({});
  const [errors, setErrors] = useState<Partial<Record<'clients' | 'workout' | 'date' | 'duration' | 'weeks', string>>>({});
  const [failure, setFailure] = useState<MessageDescriptor>();
  const { idFor } = useNewRecordIds();
  const { busy, run } = useExclusiveAction();

  const check = () => {
    const found: typeof errors = {};
    if (clientIds.length === 0) found.clients = t`Choose at least one client`;
    if (!workoutId && title.trim() === '') found.workout = t`Choose a workout or give the entry a title`;
    if (!isLocalDate(date)) found.date = t`Enter a date`;
    const minutes = Number(duration);
    if (duration !== '' && (!Number.isInteger(minutes) || minutes < 1 || minutes > 24 * 60))
      found.duration = t`Enter whole minutes from 1 to 1440`;
    const repeat = Number(weeks);
    if (!entry && (!Number.isInteger(repeat) || repeat < 1 || repeat > MAX_REPEAT_WEEKS))
      found.weeks = t`Enter a number of weeks from 1 to ${MAX_REPEAT_WEEKS}`;
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  // What the entry has the client do: an entry keeps its own sets (a plan's week) while its workout
  // stays the same; another workout starts from that workout's blocks.
  const keepsPrescription = entry !== undefined && entry.workout_id === workoutId;
  const blocks = (keepsPrescription ? entry.prescription : null) ?? workouts?.find((workout) => workout.id === workoutId)?.blocks ?? [];
  const exerciseIds = exerciseIdsOf(blocks);
  /** A client's sets with the substitutes chosen for them; undefined where nothing changes. */
  const prescriptionFor = (clientId: string) => {
    const substitutions = substitutionsOf(swaps, clientId);
    if (substitutions.length > 0) return substituted(blocks, substitutions);
    return keepsPrescription ? undefined : null;
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!db || !check()) return;
    const planned = {
      workout_id: workoutId,
      title: title.trim() || null,
      time: time || null,
      duration_minutes: duration ? Number(duration) : null,
      notes: notes.trim() || null,
    };
    await run(async () => {
      try {
        if (entry) {
          const clientId = clientIds[0] ?? entry.client_id;
          onDone(
            await updateEntry(db, entry, { ...planned, date, client_id: clientId, prescription: prescriptionFor(clientId) }),
            msg`The entry was changed.`,
          );
        } else {
          const dates = weeklyDates(date, Number(weeks));
          // One id per client and day: the same schedule activated twice is the same entries.
          const change = await addEntries(
            db,
            clientIds.flatMap((client_id) =>
              dates.map((day) => ({
                id: idFor(`${client_id} ${day}`),
                ...planned,
                client_id,
                date: day,
                prescription: prescriptionFor(client_id) ?? null,
              })),
            ),
          );
          const count = clientIds.length * dates.length;
          onDone(change, count === 1 ? msg`The workout was scheduled.` : msg`${count} entries were scheduled.`);
        }
      } catch (error) {
        setFailure(localWriteFailure(error));
      }
    });
  };

  const clientNames = clients.filter((client) => clientIds.includes(client.id)).map((client) => client.name);
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={entry ? t`Change entry` : t`Schedule a workout`}>
          <DialogBody>
            <DialogTitle>{entry ? t`Change entry` : t`Schedule a workout`}</DialogTitle>
            <DialogContent className={styles.form}>
              <StatusBar status={failure ? { intent: 'error', message: failure } : undefined} />
              <Field label={entry ? t`Client` : t`Clients`} required validationMessage={errors.clients}>
                <Dropdown
                  multiselect={!entry}
                  placeholder={t`Choose clients`}
                  value={clientNames.join(', ')}
                  selectedOptions={clientIds}
                  onOptionSelect={(_event, data) =>
                    setClientIds(entry ? (data.optionValue ? [data.optionValue] : clientIds) : data.selectedOptions)
                  }
                >
                  {clientOptions(clients)}
                </Dropdown>
              </Field>
              {workouts && (
                <WorkoutPicker workouts={workouts} workoutId={workoutId} onPick={setWorkoutId} validationMessage={errors.workout} />
              )}
              <SparedJointSwaps
                clients={clients.filter((client) => clientIds.includes(client.id))}
                exerciseIds={exerciseIds}
                swaps={swaps}
                onSwap={setSwaps}
              />
              <Field label={t`Title`} hint={t`Shown instead of the workout's name, or alone for a session without a workout`}>
                <Input value={title} maxLength={200} onChange={(_event, data) => setTitle(data.value)} />
              </Field>
              <div className={styles.row}>
                <Field label={t`Date`} required validationMessage={errors.date}>
                  <Input type="date" value={date} onChange={(_event, data) => setDate(data.value)} />
                </Field>
                <Field label={t`Time`} hint={t`Leave empty for any time`}>
                  <Input type="time" value={time} onChange={(_event, data) => setTime(data.value)} />
                </Field>
                <Field label={t`Duration (minutes)`} validationMessage={errors.duration}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={1440}
                    value={duration}
                    onChange={(_event, data) => setDuration(data.value)}
                  />
                </Field>
              </div>
              {!entry && (
                <Field
                  label={t`Weeks in a row`}
                  hint={t`1 schedules it once; 4 schedules it on this weekday for four weeks`}
                  validationMessage={errors.weeks}
                >
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_REPEAT_WEEKS}
                    value={weeks}
                    onChange={(_event, data) => setWeeks(data.value)}
                  />
                </Field>
              )}
              <Field label={t`Notes`}>
                <Textarea value={notes} maxLength={2000} resize="vertical" onChange={(_event, data) => setNotes(data.value)} />
              </Field>
            </DialogContent>
            <DialogButtons action={{ label: entry ? t`Save` : t`Schedule` }} busy={busy} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
