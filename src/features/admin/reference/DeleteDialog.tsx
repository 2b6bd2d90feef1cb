import { Body1, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { deleteResource, type ResourceEntity } from '@/data/admin-api';
import { apiFailure } from '@/data/api-errors';
import { DialogButtons } from '@/ui/DialogButtons';
import { usageLabel } from '@/ui/reference-labels';
import { StatusBar } from '@/ui/StatusBar';

export interface DeleteDialogProps {
  entity: ResourceEntity;
  id: string;
  /** What the record is called, for the question. */
  name: string;
  onClose: () => void;
  onDeleted: () => void;
}

type Outcome =
  | { kind: 'asking' }
  | { kind: 'deleting' }
  | { kind: 'in-use'; usage: [string, string][] }
  | { kind: 'failed'; message: MessageDescriptor };

/**
 * Deleting asks first. A record still in use cannot go: the answer names what uses it (the
 * server's 409), so the admin knows what to change first.
 */
export function DeleteDialog({ entity, id, name, onClose, onDeleted }: DeleteDialogProps) {
  const { t, i18n } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'asking' });

  const remove = async () => {
    setOutcome({ kind: 'deleting' });
    try {
      await deleteResource(entity, id);
      onDeleted();
    } catch (error) {
      const failure = await apiFailure(error);
      if (failure.code === 'in_use') setOutcome({ kind: 'in-use', usage: Object.entries(failure.fields) });
      else if (failure.status === 0) setOutcome({ kind: 'failed', message: msg`Not deleted: the server cannot be reached.` });
      else setOutcome({ kind: 'failed', message: msg`Not deleted. Try again in a moment.` });
    }
  };

  const usageText = (what: string) => {
    const label = usageLabel(what);
    return label ? i18n._(label) : what;
  };

  return (
    <Dialog open modalType="alert" onOpenChange={(_event, data) => !data.open && outcome.kind !== 'deleting' && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`Delete “${name}”?`}</DialogTitle>
          <DialogContent>
            {outcome.kind === 'in-use' ? (
              <>
                <StatusBar status={{ intent: 'error', message: msg`It cannot be deleted while it is in use.` }} />
                <Body1 as="p" block>{t`Change or delete these first:`}</Body1>
                <ul>
                  {outcome.usage.map(([what, count]) => (
                    <li key={what}>{`${usageText(what)}: ${count}`}</li>
                  ))}
                </ul>
              </>
            ) : (
              <>
                {outcome.kind === 'failed' && <StatusBar status={{ intent: 'error', message: outcome.message }} />}
                <Body1 as="p" block>{t`It disappears from every device at their next sync. This cannot be undone here.`}</Body1>
              </>
            )}
          </DialogContent>
          <DialogButtons
            action={outcome.kind === 'in-use' ? undefined : { label: t`Delete`, busyLabel: t`Deleting…`, onClick: () => void remove() }}
            busy={outcome.kind === 'deleting'}
            onCancel={onClose}
            cancelLabel={outcome.kind === 'in-use' ? t`Close` : undefined}
          />
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
