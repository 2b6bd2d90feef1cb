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
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type SyntheticEvent } from 'react';
import { USUAL_GYM } from '@core/training/loadable';
import { saveGymProfile, type GymProfile } from '@/data/gym-profile';
import { useRecordWrites } from '@/data/record-writes';
import { localWriteFailure } from '@/ui/form/write-errors';
import { StatusBar } from '@/ui/StatusBar';
import { emptyPlateRow, fromDraft, toDraft, type DraftErrors, type DraftField, type GymDraft } from './gym-profile-form';

const MAX_PLATE_WEIGHTS = 12;
const NOT_VALID = msg`Some fields are not valid`;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  group: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingBlockEnd: tokens.spacingVerticalXS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  number: { width: '7em' },
  // Touch targets of at least 44 px: the editor is used on a phone at the gym too.
  input: { minHeight: '44px' },
  button: { minHeight: '44px', minWidth: '44px' },
  problem: { color: tokens.colorStatusDangerForeground1 },
});

export interface GymProfileDialogProps {
  clientId: string;
  /** The profile as it was when the dialog opened; null when there is none yet. */
  profile: GymProfile | null;
  onClose: () => void;
}

/**
 * Edits a client's gym profile (sync/SPEC.md A13) on this device, checked by the shared schema
 * before it is saved; it reaches the server and the other person's devices when there is a
 * network. Mounted only while open, so each opening starts from the profile as it is.
 */
export function GymProfileDialog({ clientId, profile, onClose }: GymProfileDialogProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const writes = useRecordWrites();
  // The profile as the dialog opened: a sync may bring a newer one while it is open (R9).
  const [opened] = useState(profile);
  const [draft, setDraft] = useState<GymDraft>(() => toDraft(i18n, opened ?? USUAL_GYM));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<MessageDescriptor>();
  const [busy, setBusy] = useState(false);

  const message = (field: DraftField) => {
    const error = errors[field];
    return error ? { validationState: 'error' as const, validationMessage: i18n._(error) } : {};
  };
  const change = (next: Partial<GymDraft>) => setDraft((current) => ({ ...current, ...next }));
  const changePlate = (key: number, next: Partial<{ kg: string; pairs: string }>) =>
    change({ plates: draft.plates.map((row) => (row.key === key ? { ...row, ...next } : row)) });

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const result = fromDraft(clientId, draft);
    if (!result.ok) {
      setErrors(result.errors);
      setFailure(NOT_VALID);
      return;
    }
    setErrors({});
    setFailure(undefined);
    setBusy(true);
    try {
      await saveGymProfile(writes, clientId, opened, result.values);
      onClose();
    } catch (error) {
      console.error('gym profile not saved', error);
      setFailure(localWriteFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Gym equipment`}>
          <DialogBody>
            <DialogTitle>{t`Gym equipment`}</DialogTitle>
            <DialogContent className={styles.form}>
              <Body1 as="p" block>{t`The workout player rounds loads to what can be put on the bar and to the dumbbells there are.`}</Body1>
              <StatusBar status={failure ? { intent: 'error', message: failure } : undefined} />
              <Field label={t`Bar (kg)`} {...message('bar')}>
                <Input
                  className={styles.input}
                  inputMode="decimal"
                  value={draft.bar}
                  onChange={(_event, data) => change({ bar: data.value })}
                />
              </Field>
              <fieldset className={styles.group}>
                <legend className={styles.legend}>{t`Plates`}</legend>
                <Body1>{t`Pairs: how many plates of a weight can go on one bar, one on each side.`}</Body1>
                {errors.plates && <Body1 className={styles.problem}>{i18n._(errors.plates)}</Body1>}
                {draft.plates.map((row, index) => (
                  <div key={row.key} role="group" aria-label={t`Plate ${index + 1}`} className={styles.row}>
                    <Field label={t`Weight (kg)`} className={styles.number} {...message(`plate.${index}.kg`)}>
                      <Input
                        className={styles.input}
                        inputMode="decimal"
                        value={row.kg}
                        onChange={(_event, data) => changePlate(row.key, { kg: data.value })}
                      />
                    </Field>
                    <Field label={t`Pairs`} className={styles.number} {...message(`plate.${index}.pairs`)}>
                      <Input
                        className={styles.input}
                        inputMode="numeric"
                        value={row.pairs}
                        onChange={(_event, data) => changePlate(row.key, { pairs: data.value })}
                      />
                    </Field>
                    <Button
                      className={styles.button}
                      appearance="subtle"
                      aria-label={t`Remove plate ${index + 1}`}
                      onClick={() => change({ plates: draft.plates.filter((other) => other.key !== row.key) })}
                    >
                      {t`Remove`}
                    </Button>
                  </div>
                ))}
                <div>
                  <Button
                    className={styles.button}
                    disabled={draft.plates.length >= MAX_PLATE_WEIGHTS}
                    onClick={() => change({ plates: [...draft.plates, emptyPlateRow()] })}
                  >
                    {t`Add a plate weight`}
                  </Button>
                </div>
              </fieldset>
              <fieldset className={styles.group}>
                <legend className={styles.legend}>{t`Dumbbells`}</legend>
                <Field
                  label={t`Dumbbell weights (kg)`}
                  hint={t`Separated by spaces. Leave empty to give a step instead.`}
                  {...message('dumbbells')}
                >
                  <Input className={styles.input} value={draft.dumbbells} onChange={(_event, data) => change({ dumbbells: data.value })} />
                </Field>
                <div className={styles.row}>
                  <Field label={t`Step (kg)`} hint={t`They go up by this much.`} className={styles.number} {...message('step')}>
                    <Input
                      className={styles.input}
                      inputMode="decimal"
                      value={draft.step}
                      onChange={(_event, data) => change({ step: data.value })}
                    />
                  </Field>
                  <Field label={t`Heaviest (kg)`} hint={t`Empty: not known.`} className={styles.number} {...message('max')}>
                    <Input
                      className={styles.input}
                      inputMode="decimal"
                      value={draft.max}
                      onChange={(_event, data) => change({ max: data.value })}
                    />
                  </Field>
                </div>
              </fieldset>
              <div>
                <Button className={styles.button} appearance="subtle" onClick={() => setDraft(toDraft(i18n, USUAL_GYM))}>
                  {t`Use the usual equipment`}
                </Button>
              </div>
            </DialogContent>
            <DialogActions>
              <Button className={styles.button} appearance="primary" type="submit" disabled={busy}>
                {t`Save`}
              </Button>
              <Button className={styles.button} onClick={onClose} disabled={busy}>
                {t`Cancel`}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
