import { Body1, Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { PHOTO_POSES, type PhotoPose } from '@core/records/progress-photos';
import { PhotoProblem } from '@/data/photo-prepare';
import { addProgressPhoto } from '@/data/progress-photos';
import { useRecordWrites } from '@/data/record-writes';
import { useUserDatabase } from '@/data/user-database';
import { today } from '@/i18n/date-format';
import { useExclusiveAction, useNewRecordIds } from '@/ui/create-once';
import { notify } from '@/ui/feedback/notify';
import { localWriteFailure } from '@/ui/form/write-errors';
import { PhotoFileInput } from '@/ui/PhotoFileInput';
import { PHOTO_PROBLEMS, POSE_LABELS } from './photo-words';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
    alignItems: 'end',
  },
  control: { minHeight: '44px', minWidth: 0, width: '100%' },
  action: { minHeight: '48px', width: '100%' },
  problem: { display: 'block', marginTop: tokens.spacingVerticalS, color: tokens.colorPaletteRedForeground1 },
  // The file input is reached through the button: its own look differs in every browser.
  file: { position: 'absolute', width: '1px', height: '1px', opacity: 0, pointerEvents: 'none' },
});

export interface AddProgressPhotoProps {
  clientId: string;
  /** A check-in's photo slot asks for one pose; the progress page lets the client choose. */
  pose?: PhotoPose;
  /** Called with the new photo's id once it is on the device. */
  onAdded?: (id: string) => void;
  label?: string;
}

/**
 * Taking or choosing a progress photo (sync/SPEC.md A17): on a phone the button offers the camera
 * or the gallery. The photo is made small and clean here and shows at once, offline too; it is
 * sent when the device is online. One photo per choice, however often the button is pressed.
 */
export function AddProgressPhoto({ clientId, pose: fixedPose, onAdded, label }: AddProgressPhotoProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const db = useUserDatabase();
  const writes = useRecordWrites();
  const { busy, run } = useExclusiveAction();
  const { idFor, renew } = useNewRecordIds();
  const input = useRef<HTMLInputElement>(null);
  const [chosenPose, setPose] = useState<PhotoPose>('front');
  const pose = fixedPose ?? chosenPose;
  const day = today();
  const [date, setDate] = useState(day);
  const [problem, setProblem] = useState<string>();
  const [dateProblem, setDateProblem] = useState<string>();
  const problemId = useId();
  // Said before the camera opens: a photo taken for a day that cannot be is not kept under another.
  const choose = () => {
    if (!fixedPose && !(/^\d{4}-\d{2}-\d{2}$/.test(date) && date <= day && date >= '1900-01-01')) {
      setDateProblem(t`Choose a day up to today`);
      return;
    }
    setDateProblem(undefined);
    input.current?.click();
  };

  const add = (file: File) =>
    run(async () => {
      if (!db) return;
      const takenOn = fixedPose ? day : date;
      try {
        const id = idFor();
        await addProgressPhoto(db, writes, { id, clientId, pose, takenOn, file });
        setProblem(undefined);
        renew();
        onAdded?.(id);
        notify({
          intent: 'success',
          message: navigator.onLine ? msg`Photo added.` : msg`Photo kept on this device. It is sent when you are online.`,
          key: 'progress-photo',
        });
      } catch (caught) {
        if (caught instanceof PhotoProblem) setProblem(i18n._(PHOTO_PROBLEMS[caught.reason]));
        else notify({ intent: 'error', message: localWriteFailure(caught), key: 'progress-photo' });
      }
    });

  return (
    <div className={styles.form}>
      {!fixedPose && (
        <Field label={t`Pose`}>
          <Select className={styles.control} value={pose} onChange={(_, data) => setPose(data.value as PhotoPose)}>
            {PHOTO_POSES.map((one) => (
              <option key={one} value={one}>
                {i18n._(POSE_LABELS[one])}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {!fixedPose && (
        <Field label={t`Day taken`} validationState={dateProblem ? 'error' : 'none'} validationMessage={dateProblem}>
          <Input className={styles.control} type="date" value={date} max={day} onChange={(_, data) => setDate(data.value)} />
        </Field>
      )}
      <div>
        <PhotoFileInput ref={input} className={styles.file} onFile={(file) => void add(file)} />
        <Button
          className={styles.action}
          appearance="primary"
          disabled={busy || !db}
          aria-describedby={problem ? problemId : undefined}
          onClick={choose}
        >
          {busy ? t`Adding the photo…` : (label ?? t`Take or choose a photo`)}
        </Button>
        {problem && (
          <Body1 id={problemId} role="alert" className={styles.problem}>
            {problem}
          </Body1>
        )}
      </div>
    </div>
  );
}
