import {
  Body1,
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useMemo, useRef, useState } from 'react';
import { TIME_ZONE } from '@core/dates';
import { apiFailure } from '@/data/api-errors';
import { commitHistory, uploadHistory, type ExerciseChoice, type ImportPreview, type ImportResult } from '@/data/history-import';
import { sessionAtom } from '@/data/session';
import { useOnline } from '@/ui/use-online';
import { useExclusiveAction } from '@/ui/create-once';
import { DialogButtons } from '@/ui/DialogButtons';
import { NativeSelect } from '@/ui/NativeSelect';
import { StatusBar } from '@/ui/StatusBar';
import { FILE_FAILURE_WORDS } from './import-words';
import { ImportReview } from './ImportReview';

const useStyles = makeStyles({
  hidden: { display: 'none' },
  choose: { minHeight: '48px', width: '100%' },
  steps: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalXS },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  // A finger's size: the zone is chosen on a phone as often as at a desk.
  zone: { minHeight: '44px', width: '100%' },
});

/** The zones a person may say the file's times are in: every zone this browser knows, Riga first. */
function timeZones(): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [TIME_ZONE];
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return [...new Set([TIME_ZONE, own, ...all])];
}

async function failureOf(error: unknown): Promise<MessageDescriptor> {
  const failure = await apiFailure(error);
  if (failure.status === 0) return msg`The server cannot be reached. Importing needs the internet; try again when you are online.`;
  if (failure.status === 413) return FILE_FAILURE_WORDS.file_too_large ?? msg`The file is too large.`;
  return FILE_FAILURE_WORDS[failure.code] ?? msg`The import did not work. Try again.`;
}

/**
 * Bringing a training history in from Strong or Hevy (docs/imports.md): choose the exported file,
 * review what it holds and how its exercises match, and confirm. Nothing is written before the
 * confirmation, and confirming twice writes once (the server keeps the first answer).
 */
export function ImportHistoryDialog({
  clientId,
  clientName,
  onClose,
}: {
  clientId: string | null;
  clientName: string | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const styles = useStyles();
  const online = useOnline();
  const userId = useAtomValue(sessionAtom)?.userId;
  const input = useRef<HTMLInputElement>(null);
  const zones = useMemo(() => timeZones(), []);
  const [timeZone, setTimeZone] = useState(TIME_ZONE);
  const [preview, setPreview] = useState<ImportPreview>();
  const [result, setResult] = useState<ImportResult>();
  const [choices, setChoices] = useState<Record<string, ExerciseChoice>>({});
  const [failure, setFailure] = useState<MessageDescriptor>();
  const { busy, run } = useExclusiveAction();

  const upload = (file: File) =>
    void run(async () => {
      setFailure(undefined);
      try {
        setPreview(await uploadHistory({ file, timeZone, clientId }));
        setChoices({});
      } catch (error) {
        setFailure(await failureOf(error));
      }
    });

  const commit = () =>
    void run(async () => {
      if (!preview || !userId) return;
      setFailure(undefined);
      try {
        setResult(await commitHistory(preview.id, choices, userId));
      } catch (error) {
        setFailure(await failureOf(error));
      }
    });

  const unresolved = preview ? preview.exercises.filter((one) => !choices[one.name] && !one.exercise_id).length : 0;
  const title = clientName ? t`Import ${clientName}'s training history` : t`Import your training history`;

  let content;
  let action;
  if (result) {
    content = (
      <Body1 as="p" block role="status">
        <Trans>
          Imported {result.sessions_created} workouts with {result.sets_created} sets. They are in the history and progress now.
        </Trans>
        {result.sessions_existing > 0 && ' '}
        {result.sessions_existing > 0 && <Trans>{result.sessions_existing} workouts were there already and were not added again.</Trans>}
      </Body1>
    );
  } else if (preview) {
    content = (
      <ImportReview preview={preview} choices={choices} onChoose={(name, choice) => setChoices((now) => ({ ...now, [name]: choice }))} />
    );
    const fresh = preview.workouts - preview.already_imported;
    // A file whose workouts are all in the history already has nothing left to confirm.
    action =
      fresh === 0
        ? undefined
        : {
            label:
              unresolved > 0
                ? plural(unresolved, { one: 'Choose # exercise first', other: 'Choose # exercises first' })
                : plural(fresh, { one: 'Import # workout', other: 'Import # workouts' }),
            busyLabel: t`Importing…`,
            disabled: unresolved > 0 || !online,
            onClick: commit,
          };
  } else {
    content = (
      <div className={styles.form}>
        <ol className={styles.steps}>
          <li>
            <Trans>In Strong or Hevy, export your workouts as a CSV file (in their settings).</Trans>
          </li>
          <li>
            <Trans>Choose that file here. You will see what it holds before anything is added.</Trans>
          </li>
        </ol>
        <Field label={t`The times in the file are in this time zone`} hint={t`Strong and Hevy write times without a zone.`}>
          <NativeSelect className={styles.zone} value={timeZone} onChange={(event) => setTimeZone(event.target.value)}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <input
          ref={input}
          className={styles.hidden}
          type="file"
          accept=".csv,text/csv,text/plain"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that choosing the same file again (after a fix) is a change too.
            event.target.value = '';
            if (file) upload(file);
          }}
        />
        <Button appearance="primary" className={styles.choose} disabled={busy || !online} onClick={() => input.current?.click()}>
          {busy ? t`Reading the file…` : t`Choose the file`}
        </Button>
        {!online && (
          <Body1 as="p" block>
            <Trans>Importing needs the internet: the server reads the file.</Trans>
          </Body1>
        )}
      </div>
    );
  }

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && !busy && onClose()}>
      <DialogSurface aria-label={title}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <StatusBar status={failure ? { intent: 'error', message: failure } : undefined} />
            {content}
          </DialogContent>
          <DialogButtons action={action} busy={busy} onCancel={onClose} cancelLabel={result ? t`Done` : undefined} />
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
