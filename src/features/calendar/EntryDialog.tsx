import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { shownStatus } from '@core/calendar-rules';
import { GROUP_MAX_CLIENTS } from '@core/training/in-person';
import type { WorkoutBlock } from '@core/records/workouts';
import { blocksOf, deleteEntries, updateEntry, useEntryResult, type CalendarChange, type CalendarEntry } from '@/data/calendar-entries';
import { groupEntries } from '@/data/group-sessions';
import { skipWorkout } from '@/data/player';
import { useReferenceNames, useReferenceNamesById } from '@/data/player-queries';
import type { UserDatabase } from '@/data/local/database';
import { useUserDatabase } from '@/data/user-database';
import { formatDate, formatDateTime } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { useNewRecordIds } from '@/ui/create-once';
import { ExerciseLink } from '@/ui/ExerciseLink';
import { localWriteFailure } from '@/ui/form/write-errors';
import { CALENDAR_STATUS_LABELS } from '@/ui/reference-labels';
import { StatusBar } from '@/ui/StatusBar';
import { ConflictNotices } from '@/ui/sync/ConflictNotices';
import { RecordHistory } from '@/ui/sync/RecordHistory';
import { useCalendarScreen } from './calendar-context';
import { entryName, entryTime } from './EntryChip';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  blocks: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  warning: { color: tokens.colorStatusWarningForeground1 },
  actions: { flexWrap: 'wrap' },
  button: { minHeight: '44px' },
});

function BlockLine({ block }: { block: WorkoutBlock }) {
  const { i18n } = useLingui();
  const names = useReferenceNamesById(
    'exercises',
    block.items.map((item) => item.exercise_id),
    i18n.locale,
  );
  // An exercise not on this device has neither a name nor a page here: it is left out.
  const shown =
    names &&
    block.items.flatMap((item) => {
      const name = names.get(item.exercise_id);
      return name === undefined ? [] : [{ key: item.id, id: item.exercise_id, name }];
    });
  return (
    <li>
      {block.name && `${block.name}: `}
      {shown
        ? shown.map((exercise, index) => (
            <Fragment key={exercise.key}>
              {index > 0 && ', '}
              <ExerciseLink id={exercise.id} inline>
                {exercise.name}
              </ExerciseLink>
            </Fragment>
          ))
        : '…'}
    </li>
  );
}

function SparedJoints({ ids, client }: { ids: string[]; client: string }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const joints = useReferenceNames('joints', ids, i18n.locale)?.join(', ');
  return <Body1 className={styles.warning}>{t`This workout loads joints ${client} spares: ${joints ?? '…'}.`}</Body1>;
}

interface EntryDialogProps {
  entry: CalendarEntry;
  /** A change the coach can undo, or undefined for a client's own marks. */
  onChange: (change: CalendarChange | undefined, said: MessageDescriptor) => void;
  onEdit: () => void;
  onCopy: () => void;
  onClose: () => void;
}

/** One entry's details, with what its reader may do: a coach changes, copies or deletes it; a client starts, skips or notes it. */
export function EntryDialog({ entry, onChange, onEdit, onCopy, onClose }: EntryDialogProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const screen = useCalendarScreen();
  const db = useUserDatabase();
  const navigate = useNavigate();
  const result = useEntryResult(entry.id);
  const [reason, setReason] = useState('');
  // The entry as the dialog opened: the note is saved against it (sync/SPEC.md R9).
  const [opened] = useState(entry);
  const [note, setNote] = useState(opened.notes ?? '');
  const [failure, setFailure] = useState<MessageDescriptor>();
  const locale = i18n.locale as Locale;
  const status = shownStatus(entry, screen.today, screen.range.withSession.has(entry.id));
  const blocks = blocksOf(entry, screen.range.workouts) ?? [];
  const client = screen.range.clients.get(entry.client_id)?.name ?? '';
  const spared = screen.range.sparedJoints.get(entry.id);
  const open = status === 'planned' || status === 'missed';
  // Other clients' workouts at the same day and time, not in a group yet: a class the coach may train together.
  const classmates = screen.range.entries.filter(
    (other) =>
      other.id !== entry.id &&
      other.client_id !== entry.client_id &&
      other.date === entry.date &&
      entry.time !== null &&
      other.time === entry.time &&
      other.workout_id !== null &&
      other.group_id === null &&
      (other.status === 'planned' || other.status === 'missed'),
  );
  const { idFor } = useNewRecordIds();

  const act = async (write: (db: UserDatabase) => Promise<CalendarChange | undefined>, said: MessageDescriptor) => {
    if (!db) return;
    try {
      const change = await write(db);
      onChange(change, said);
      onClose();
    } catch (error) {
      setFailure(localWriteFailure(error));
    }
  };

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{entryName(entry, screen, t`Workout`)}</DialogTitle>
          <DialogContent className={styles.content}>
            <StatusBar status={failure ? { intent: 'error', message: failure } : undefined} />
            <ConflictNotices
              entity="calendar-entries"
              recordId={entry.id}
              onRestored={(field, value) => field === 'notes' && setNote(typeof value === 'string' ? value : '')}
            />
            <dl className={styles.facts}>
              {screen.showClient && (
                <>
                  <dt className={styles.term}>{t`Client`}</dt>
                  <dd className={styles.detail}>{client}</dd>
                </>
              )}
              <dt className={styles.term}>{t`When`}</dt>
              <dd className={styles.detail}>
                {formatDate(entry.date, locale, 'full')}, {entryTime(entry, locale) ?? t`any time`}
                {entry.duration_minutes ? `, ${t`${entry.duration_minutes} min`}` : ''}
              </dd>
              <dt className={styles.term}>{t`Status`}</dt>
              <dd className={styles.detail}>{i18n._(CALENDAR_STATUS_LABELS[status])}</dd>
              {result && (
                <>
                  <dt className={styles.term}>{t`Session`}</dt>
                  <dd className={styles.detail}>
                    {t`Started ${formatDateTime(new Date(result.session.started_at), locale)}; ${result.sets} sets logged`}
                    {result.session.rating ? `; ${t`rated ${result.session.rating} of 5`}` : ''}
                  </dd>
                </>
              )}
              {entry.notes && (
                <>
                  <dt className={styles.term}>{t`Notes`}</dt>
                  <dd className={styles.detail}>{entry.notes}</dd>
                </>
              )}
            </dl>
            {spared && <SparedJoints ids={spared} client={client} />}
            {blocks.length > 0 && (
              <>
                <Caption1>{t`Exercises`}</Caption1>
                <ol className={styles.blocks}>
                  {blocks.map((block) => (
                    <BlockLine key={block.id} block={block} />
                  ))}
                </ol>
              </>
            )}
            <RecordHistory
              entity="calendar-entries"
              recordId={entry.id}
              onRestored={(field, value) => field === 'notes' && setNote(typeof value === 'string' ? value : '')}
            />
            {!screen.canPlan && (
              <>
                <Field label={t`Your note for your coach`}>
                  <Textarea value={note} maxLength={2000} resize="vertical" onChange={(_event, data) => setNote(data.value)} />
                </Field>
                {open && (
                  <Field label={t`Reason for skipping`} hint={t`Optional; your coach sees it`}>
                    <Textarea value={reason} maxLength={500} resize="vertical" onChange={(_event, data) => setReason(data.value)} />
                  </Field>
                )}
              </>
            )}
          </DialogContent>
          <DialogActions className={styles.actions}>
            {/* The coach trains the client in person: today's session, or one put off to a later day. */}
            {screen.canPlan && entry.workout_id && open && entry.date <= screen.today && entry.group_id !== null && (
              <Button className={styles.button} appearance="primary" onClick={() => void navigate(`/group/${String(entry.group_id)}`)}>
                {t`Open the group session`}
              </Button>
            )}
            {screen.canPlan && entry.workout_id && open && entry.date <= screen.today && entry.group_id === null && (
              <>
                {classmates.length > 0 && classmates.length < GROUP_MAX_CLIENTS && (
                  <Button
                    className={styles.button}
                    appearance="primary"
                    onClick={() =>
                      void act(
                        async (db) => {
                          const groupId = idFor('group');
                          await groupEntries(db, [entry, ...classmates], groupId);
                          await navigate(`/group/${groupId}`);
                          return undefined;
                        },
                        msg`The group session is ready.`,
                      )
                    }
                  >
                    {t`Train as a group (${classmates.length + 1} clients)`}
                  </Button>
                )}
                <Button
                  className={styles.button}
                  appearance={classmates.length > 0 ? 'secondary' : 'primary'}
                  onClick={() => void navigate(`/workout/${entry.id}`)}
                >
                  {result ? t`Resume in person` : t`Train in person`}
                </Button>
              </>
            )}
            {!screen.canPlan && entry.workout_id && open && entry.date === screen.today && (
              <Button className={styles.button} appearance="primary" onClick={() => void navigate(`/workout/${entry.id}`)}>
                {result ? t`Resume workout` : t`Start workout`}
              </Button>
            )}
            {!screen.canPlan && note !== (entry.notes ?? '') && (
              <Button
                className={styles.button}
                onClick={() => void act((db) => updateEntry(db, opened, { notes: note.trim() || null }), msg`Your note was saved.`)}
              >{t`Save note`}</Button>
            )}
            {!screen.canPlan && open && (
              <Button
                className={styles.button}
                onClick={() =>
                  void act(
                    async (db) => {
                      await skipWorkout(db, entry, reason);
                      return undefined;
                    },
                    msg`The workout was marked skipped.`,
                  )
                }
              >{t`Skip workout`}</Button>
            )}
            {screen.canPlan && (
              <>
                <Button className={styles.button} appearance="primary" onClick={onEdit}>
                  {t`Change`}
                </Button>
                <Button className={styles.button} onClick={onCopy}>{t`Copy`}</Button>
                <ConfirmButton
                  className={styles.button}
                  label={t`Delete`}
                  title={t`Delete this entry?`}
                  confirm={t`Delete`}
                  onConfirm={() => void act((db) => deleteEntries(db, [entry]), msg`The entry was deleted.`)}
                >
                  {t`${entryName(entry, screen, t`Workout`)} on ${formatDate(entry.date, locale, 'medium')} is taken off ${client}'s calendar.`}
                </ConfirmButton>
              </>
            )}
            <Button className={styles.button} onClick={onClose}>{t`Close`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
