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
  Option,
  tokens,
} from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type SyntheticEvent } from 'react';
import { InvalidMutation } from '@sync/mutations';
import { nextMonday } from '@core/plans';
import type { RecordOf } from '@core/records/index';
import { assignPlan } from '@/data/plans';
import { useUserDatabase } from '@/data/user-database';
import { useRecords } from '@/data/record-reads';
import { isLocalDate, today } from '@/i18n/date-format';
import { useExclusiveAction } from '@/ui/create-once';
import { DialogButtons } from '@/ui/DialogButtons';
import { localWriteFailure } from '@/ui/form/write-errors';
import { SparedJointSwaps, substitutionsOf, type Swaps } from '@/ui/SparedJointSwaps';
import { StatusBar } from '@/ui/StatusBar';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface AssignDialogProps {
  plan: RecordOf<'workout-plans'>;
  planName: string;
  /** The exercises the plan's workouts use. */
  exerciseIds: readonly string[];
  /** Clients chosen before the dialog opened (a client's page). */
  clientIds?: readonly string[];
  onDone: (said: MessageDescriptor) => void;
  onClose: () => void;
}

/**
 * Gives a plan to one or several clients from a start date (the next Monday unless changed). A
 * client who spares a joint that one of the plan's exercises loads is warned, with exercises to
 * do instead (sync/SPEC.md G7).
 */
export function AssignDialog({ plan, planName, exerciseIds, clientIds: chosen = [], onDone, onClose }: AssignDialogProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const db = useUserDatabase();
  const clients = useRecords('clients', (rows) =>
    rows.filter((client) => client.status !== 'archived').sort((a, b) => a.name.localeCompare(b.name)),
  );
  const [clientIds, setClientIds] = useState<string[]>([...chosen]);
  const [startDate, setStartDate] = useState(nextMonday(today()));
  // Per client, per exercise: the substitute chosen ('' keeps the plan's exercise).
  const [swaps, setSwaps] = useState<Swaps>({});
  const [errors, setErrors] = useState<{ clients?: string; date?: string }>({});
  const [failure, setFailure] = useState<MessageDescriptor>();
  const { busy, run } = useExclusiveAction();

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (clientIds.length === 0) found.clients = t`Choose at least one client`;
    if (!isLocalDate(startDate)) found.date = t`Enter a date`;
    setErrors(found);
    if (!db || Object.keys(found).length > 0) return;
    // Not with ids fixed at opening: an assignment id used once is refused again (sync/SPEC.md G4),
    // so a second activation is dropped while the first runs, and the dialog closes once it is done.
    await run(async () => {
      try {
        const given = clientIds.map((clientId) => ({ clientId, substitutions: substitutionsOf(swaps, clientId) }));
        await assignPlan(db, plan.id, startDate, given);
        const count = clientIds.length;
        onDone(
          count === 1
            ? msg`The plan was assigned. Its workouts are on the calendar.`
            : msg`The plan was assigned to ${count} clients. Their workouts are on the calendar.`,
        );
      } catch (error) {
        // The device expands the plan itself (sync/SPEC.md G4): it needs the plan's workouts here.
        setFailure(
          error instanceof InvalidMutation && error.code === 'invalid_reference'
            ? msg`The plan or one of its workouts has not reached this device yet. Try again once it has synced.`
            : localWriteFailure(error),
        );
      }
    });
  };

  const clientNames = (clients ?? []).filter((client) => clientIds.includes(client.id)).map((client) => client.name);
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Assign ${planName}`}>
          <DialogBody>
            <DialogTitle>{t`Assign ${planName}`}</DialogTitle>
            <DialogContent className={styles.form}>
              <StatusBar status={failure ? { intent: 'error', message: failure } : undefined} />
              <Field label={t`Clients`} required validationMessage={errors.clients}>
                <Dropdown
                  multiselect
                  placeholder={t`Choose clients`}
                  value={clientNames.join(', ')}
                  selectedOptions={clientIds}
                  onOptionSelect={(_event, data) => setClientIds(data.selectedOptions)}
                >
                  {(clients ?? []).map((client) => (
                    <Option key={client.id} value={client.id}>
                      {client.name}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Field
                label={t`Start date`}
                required
                validationMessage={errors.date}
                hint={t`Week 1 is the week of this day; plans usually start on a Monday`}
              >
                <Input type="date" value={startDate} onChange={(_event, data) => setStartDate(data.value)} />
              </Field>
              <SparedJointSwaps
                clients={(clients ?? []).filter((client) => clientIds.includes(client.id))}
                exerciseIds={exerciseIds}
                swaps={swaps}
                onSwap={setSwaps}
              />
            </DialogContent>
            <DialogButtons action={{ label: t`Assign`, busyLabel: t`Assigning…` }} busy={busy} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
