import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type SyntheticEvent } from 'react';
import { useRecordWrites } from '@/data/record-writes';
import { useExclusiveAction, useNewRecordIds } from '@/ui/create-once';
import { DialogButtons } from '@/ui/DialogButtons';
import { localWriteFailure } from '@/ui/form/write-errors';
import { StatusBar } from '@/ui/StatusBar';
import { ClientForm } from './ClientForm';
import { clientValues, useClientFields } from './client-form-state';

/** A new client, saved on this device at once and synced when the network allows. */
export function NewClientDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const writes = useRecordWrites();
  const fields = useClientFields(undefined);
  const [failure, setFailure] = useState<MessageDescriptor>();
  const { idFor } = useNewRecordIds();
  const { busy, run } = useExclusiveAction();

  // Mounted only while open, so every opening starts with an empty form.
  const close = onClose;

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const values = clientValues(fields);
    if (!values) return;
    await run(async () => {
      try {
        await writes.put('clients', { id: idFor(), ...values });
        close();
      } catch (error) {
        setFailure(localWriteFailure(error));
      }
    });
  };

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && close()}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`New client`}>
          <DialogBody>
            <DialogTitle>{t`New client`}</DialogTitle>
            <DialogContent>
              <StatusBar status={failure ? { intent: 'error', message: failure } : undefined} />
              <ClientForm fields={fields} />
            </DialogContent>
            <DialogButtons action={{ label: t`Add client` }} busy={busy} onCancel={close} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
