import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type SyntheticEvent } from 'react';
import type { RecordOf } from '@core/records/index';
import { createResource, patchResource, type ResourceEntity } from '@/data/admin-api';
import { apiFailure } from '@/data/api-errors';
import { useExclusiveAction, useNewRecordIds } from '@/ui/create-once';
import { DialogButtons } from '@/ui/DialogButtons';
import { changedFields } from '@/data/changed-fields';
import { NOT_VALID } from '@/ui/form/validators';
import { ResourceForm } from '@/ui/resource-form/ResourceForm';
import { useResourceForm } from '@/ui/resource-form/use-resource-form';
import { StatusBar } from '@/ui/StatusBar';
import type { ResourceDefinition } from './definition';
import { useReferenceOptions } from './use-options';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(880px, calc(100vw - 32px))', width: '100%' },
  content: { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto' },
});

export interface ResourceDialogProps<E extends ResourceEntity> {
  definition: ResourceDefinition<E>;
  /** null: a new record. */
  record: RecordOf<E> | null;
  onClose: () => void;
  onSaved: (record: RecordOf<E>, created: boolean) => void;
}

/** Why a save failed, as the form says it; field problems go next to their fields. */
async function saveFailure(error: unknown, onFields: (paths: string[], message: MessageDescriptor) => number): Promise<MessageDescriptor> {
  const failure = await apiFailure(error);
  if (failure.status === 0)
    return msg`Not saved: the server cannot be reached. What you entered is still here; try again when the connection is back.`;
  if (failure.status === 403) return msg`Not saved: only administrators may change this.`;
  if (failure.status === 404) return msg`Not saved: someone else deleted this meanwhile.`;
  const fieldMessage = failure.code === 'duplicate' ? msg`Another record already has this value` : NOT_VALID;
  const placed = onFields(Object.keys(failure.fields), fieldMessage);
  if (failure.code === 'duplicate') return msg`Not saved: another record already has this value.`;
  if (placed > 0 || failure.status === 400) return msg`Some fields are not valid`;
  return msg`Not saved. Try again in a moment.`;
}

/** Creating or editing one record of a resource, online; nothing typed is lost when a save fails. */
export function ResourceDialog<E extends ResourceEntity>({ definition, record, onClose, onSaved }: ResourceDialogProps<E>) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const specs = definition.fields;
  const { form, validated, placeRefusal } = useResourceForm(specs, record ?? undefined, useReferenceOptions(specs));
  const [problem, setProblem] = useState<MessageDescriptor>();
  const exclusive = useExclusiveAction();
  const { idFor } = useNewRecordIds();

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    const fields = validated();
    if (!fields) {
      setProblem(msg`Some fields are not valid`);
      return;
    }
    await exclusive.run(async () => {
      setProblem(undefined);
      try {
        if (record) {
          const changes = changedFields(record, fields);
          onSaved(Object.keys(changes).length > 0 ? await patchResource(definition.entity, record.id, changes) : record, false);
        } else {
          // Its id fixed when the dialog opened: the same record again if the save is sent twice.
          onSaved(await createResource(definition.entity, { id: idFor(), ...fields }), true);
        }
      } catch (error) {
        setProblem(await saveFailure(error, (paths, fieldMessage) => placeRefusal(paths, fieldMessage)));
      }
    });
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && !exclusive.busy && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void save(event)} noValidate>
          <DialogBody>
            <DialogTitle>{i18n._(record ? definition.texts.editTitle : definition.texts.newTitle)}</DialogTitle>
            <DialogContent className={styles.content}>
              <StatusBar status={problem ? { intent: 'error', message: problem } : undefined} />
              <ResourceForm {...form} />
            </DialogContent>
            <DialogButtons action={{ label: t`Save`, busyLabel: t`Saving…` }} busy={exclusive.busy} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
