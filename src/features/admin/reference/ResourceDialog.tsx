import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type SyntheticEvent } from 'react';
import type { RecordOf } from '@sync/records/index';
import { createResource, patchResource, type ResourceEntity } from '@/data/admin-api';
import { apiFailure } from '@/data/api-errors';
import { DialogButtons } from '@/ui/DialogButtons';
import { changedFields } from '@/data/changed-fields';
import { NOT_VALID } from '@/ui/form/validators';
import { StatusBar } from '@/ui/StatusBar';
import type { ResourceDefinition } from './definition';
import { initialValues, inputForPath, inputKeys, problemOf, recordFields, validateForm, type FormErrors, type FormValues } from './field-specs';
import { ResourceForm } from './ResourceForm';

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
async function saveFailure(error: unknown, onField: (path: string, message: MessageDescriptor) => boolean): Promise<MessageDescriptor> {
  const failure = await apiFailure(error);
  if (failure.status === 0) return msg`Not saved: the server cannot be reached. What you entered is still here; try again when the connection is back.`;
  if (failure.status === 403) return msg`Not saved: only administrators may change this.`;
  if (failure.status === 404) return msg`Not saved: someone else deleted this meanwhile.`;
  const fieldMessage = failure.code === 'duplicate' ? msg`Another record already has this value` : NOT_VALID;
  const placed = Object.keys(failure.fields).filter((path) => onField(path, fieldMessage)).length;
  if (failure.code === 'duplicate') return msg`Not saved: another record already has this value.`;
  if (placed > 0 || failure.status === 400) return msg`Some fields are not valid`;
  return msg`Not saved. Try again in a moment.`;
}

/** Creating or editing one record of a resource, online; nothing typed is lost when a save fails. */
export function ResourceDialog<E extends ResourceEntity>({ definition, record, onClose, onSaved }: ResourceDialogProps<E>) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const specs = definition.fields;
  const [values, setValues] = useState<FormValues>(() => initialValues(specs, record ?? undefined));
  const [errors, setErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState<MessageDescriptor>();
  const [saving, setSaving] = useState(false);

  const check = (key: string, next: FormValues) => {
    const spec = specs.find((candidate) => inputKeys(candidate).includes(key));
    if (!spec) return;
    // A field others are compared with (a minimum age) re-checks them too.
    const dependents = specs.filter((other) => other.kind === 'integer' && other.atLeast?.name === spec.name);
    setErrors((current) => ({
      ...current,
      [key]: problemOf(spec, key, next),
      ...Object.fromEntries(dependents.filter((other) => current[other.name]).map((other) => [other.name, problemOf(other, other.name, next)])),
    }));
  };

  const form = {
    specs,
    values,
    errors,
    onType: (key: string, value: string) => setValues((current) => ({ ...current, [key]: value })),
    onCommit: (key: string, value?: string | string[]) => {
      const next = value === undefined ? values : { ...values, [key]: value };
      if (value !== undefined) setValues(next);
      check(key, next);
    },
  };

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validateForm(specs, values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setProblem(msg`Some fields are not valid`);
      return;
    }
    const fields = recordFields(specs, values);
    setSaving(true);
    setProblem(undefined);
    try {
      if (record) {
        const changes = changedFields(record, fields);
        onSaved(Object.keys(changes).length > 0 ? await patchResource(definition.entity, record.id, changes) : record, false);
      } else {
        onSaved(await createResource(definition.entity, fields), true);
      }
    } catch (error) {
      const placed: FormErrors = {};
      const message = await saveFailure(error, (path, fieldMessage) => {
        const key = inputForPath(specs, path);
        if (key) placed[key] = fieldMessage;
        return key !== undefined;
      });
      setErrors((current) => ({ ...current, ...placed }));
      setProblem(message);
      setSaving(false);
    }
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && !saving && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void save(event)} noValidate>
          <DialogBody>
            <DialogTitle>{i18n._(record ? definition.texts.editTitle : definition.texts.newTitle)}</DialogTitle>
            <DialogContent className={styles.content}>
              <StatusBar status={problem ? { intent: 'error', message: problem } : undefined} />
              <ResourceForm {...form} />
            </DialogContent>
            <DialogButtons action={{ label: t`Save`, busyLabel: t`Saving…` }} busy={saving} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
