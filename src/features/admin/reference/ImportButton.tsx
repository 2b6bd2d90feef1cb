import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { mdiFileUploadOutline } from '@mdi/js';
import { useState, type ChangeEvent } from 'react';
import type { ImportReport } from '@core/admin-api';
import { importExerciseLibrary } from '@/data/admin-api';
import { apiFailure } from '@/data/api-errors';
import { Icon } from '@/ui/Icon';
import { StatusBar } from '@/ui/StatusBar';

const useStyles = makeStyles({
  file: { fontFamily: tokens.fontFamilyBase, fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground1 },
  details: { margin: 0, paddingLeft: tokens.spacingHorizontalL, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

type State =
  | { kind: 'choosing' }
  | { kind: 'ready'; exercises: unknown[]; fileName: string }
  | { kind: 'importing'; count: number }
  | { kind: 'done'; report: ImportReport }
  | { kind: 'failed'; message: MessageDescriptor; details: string[] };

/** Reads the chosen file; anything but a JSON list is refused here, before it is sent. */
async function readLibrary(file: File): Promise<unknown[] | MessageDescriptor> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    return msg`This file is not JSON.`;
  }
  return Array.isArray(parsed) && parsed.length > 0 ? parsed : msg`The file holds no list of exercises.`;
}

function ReadyLine({ count, fileName }: { count: number; fileName: string }) {
  const { t } = useLingui();
  return (
    <Body1 as="p" block role="status">
      {t`${count} exercises in ${fileName}.`}
    </Body1>
  );
}

function ImportingLine({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <Body1 as="p" block role="status">
      {t`Importing ${count} exercises…`}
    </Body1>
  );
}

function importedMessage({ created, skipped, total }: ImportReport): MessageDescriptor {
  return msg`Imported: ${created} new, ${skipped} already there, of ${total}.`;
}

/**
 * The library import of `npm run import:exercises`, from the browser: a free-exercise-db style JSON
 * file. Running it again adds only what is new.
 */
export function ImportButton({ onImported }: { onImported: () => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ kind: 'choosing' });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) {
      setState({ kind: 'choosing' });
      return;
    }
    const read = await readLibrary(file);
    setState(
      Array.isArray(read) ? { kind: 'ready', exercises: read, fileName: file.name } : { kind: 'failed', message: read, details: [] },
    );
  };

  const start = async (exercises: unknown[]) => {
    setState({ kind: 'importing', count: exercises.length });
    try {
      const report = await importExerciseLibrary(exercises);
      setState({ kind: 'done', report });
      onImported();
    } catch (error) {
      const failure = await apiFailure(error);
      const details = Object.entries(failure.fields)
        .slice(0, 8)
        .map(([path, problem]) => `${path}: ${problem}`);
      setState({
        kind: 'failed',
        message:
          failure.status === 400
            ? msg`The file does not follow the free-exercise-db format. Nothing was imported.`
            : msg`The import failed. Nothing was imported.`,
        details,
      });
    }
  };

  const close = () => {
    setOpen(false);
    setState({ kind: 'choosing' });
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? setOpen(true) : state.kind !== 'importing' && close())}>
      <Button icon={<Icon path={mdiFileUploadOutline} />} onClick={() => setOpen(true)}>
        {t`Import library`}
      </Button>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`Import an exercise library`}</DialogTitle>
          <DialogContent>
            <Body1
              as="p"
              block
            >{t`A JSON file in the free-exercise-db format. Exercises imported before are left as they are, so the same file can be imported again.`}</Body1>
            <Field label={t`Library file`}>
              {(control) => (
                <input
                  {...control}
                  className={styles.file}
                  type="file"
                  accept="application/json,.json"
                  disabled={state.kind === 'importing'}
                  onChange={(event) => void choose(event)}
                />
              )}
            </Field>
            {state.kind === 'ready' && <ReadyLine count={state.exercises.length} fileName={state.fileName} />}
            {state.kind === 'importing' && <ImportingLine count={state.count} />}
            {state.kind === 'done' && (
              <>
                <StatusBar status={{ intent: 'success', message: importedMessage(state.report) }} />
                {Object.keys(state.report.unmapped).length > 0 && (
                  <>
                    <Body1 as="p" block>{t`Values with no match in the reference data (left out):`}</Body1>
                    <ul className={styles.details}>
                      {Object.entries(state.report.unmapped).map(([what, count]) => (
                        <li key={what}>{`${what} × ${count}`}</li>
                      ))}
                    </ul>
                  </>
                )}
              </>
            )}
            {state.kind === 'failed' && (
              <>
                <StatusBar status={{ intent: 'error', message: state.message }} />
                {state.details.length > 0 && (
                  <ul className={styles.details}>
                    {state.details.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </DialogContent>
          <DialogActions>
            {state.kind === 'ready' && (
              <Button appearance="primary" onClick={() => void start(state.exercises)}>
                {t`Import`}
              </Button>
            )}
            <Button onClick={close} disabled={state.kind === 'importing'}>
              {state.kind === 'done' ? t`Close` : t`Cancel`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
