import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Textarea,
} from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useRecordWrites } from '@/data/record-writes';
import { useExclusiveAction, useNewRecordIds } from '@/ui/create-once';
import { localWriteFailure } from '@/ui/form/write-errors';
import { StatusBar } from '@/ui/StatusBar';

const useStyles = makeStyles({
  action: { minHeight: '48px' },
});

export interface SetNoteTarget {
  sessionId: string;
  clientId: string;
  logId: string;
  /** The set, as its row names it ("Set 2 of 5 · Squat"). */
  label: string;
}

/**
 * The coach's note on a set just done, at an in-person session ("knees caving: push the floor
 * apart"): a comment on that set (sync/SPEC.md A14), which the client reads in their history and on
 * the set card the next time the exercise comes up. Its id is fixed while the dialog is open, so a
 * double tap saves it once.
 */
export function SetNoteDialog({ target, onClose }: { target: SetNoteTarget; onClose: () => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const writes = useRecordWrites();
  const { idFor } = useNewRecordIds();
  const { busy, run } = useExclusiveAction();
  const [body, setBody] = useState('');
  const [failure, setFailure] = useState<MessageDescriptor>();
  const [empty, setEmpty] = useState(false);

  const save = () =>
    void run(async () => {
      const text = body.trim();
      if (text === '') {
        setEmpty(true);
        return;
      }
      try {
        await writes.put('comments', {
          id: idFor(),
          session_id: target.sessionId,
          set_log_id: target.logId,
          body: text,
          client_id: target.clientId,
        });
        onClose();
      } catch (error) {
        setFailure(localWriteFailure(error));
      }
    });

  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`Note on ${target.label}`}</DialogTitle>
          <DialogContent>
            <Field
              label={t`What the client should remember`}
              hint={t`They read it in their history and the next time this exercise comes up.`}
              validationMessage={empty ? t`Write the note first.` : undefined}
            >
              <Textarea
                value={body}
                maxLength={2000}
                resize="vertical"
                onChange={(_event, data) => {
                  setBody(data.value);
                  setEmpty(false);
                }}
              />
            </Field>
            {failure && <StatusBar status={{ intent: 'error', message: failure }} />}
          </DialogContent>
          <DialogActions>
            <Button className={styles.action} appearance="primary" disabled={busy} onClick={save}>
              {t`Save note`}
            </Button>
            <Button className={styles.action} disabled={busy} onClick={onClose}>
              {t`Cancel`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
