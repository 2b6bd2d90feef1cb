import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { deleteProgressPhoto, usePictureFile, type ProgressPhotoRecord } from '@/data/progress-photos';
import { useRecordWrites } from '@/data/record-writes';
import { useUserDatabase } from '@/data/user-database';
import { formatDate } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { useExclusiveAction } from '@/ui/create-once';
import { notify } from '@/ui/feedback/notify';
import { localWriteFailure } from '@/ui/form/write-errors';
import { PhotoPicture } from './PhotoPicture';
import { POSE_LABELS, refusalText } from './photo-words';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(40rem, 96vw)' },
  picture: { maxHeight: '70vh' },
  action: { minHeight: '44px' },
});

/** One photo in full, with its day and pose; the client may delete it (gone from every device). */
export function PhotoViewer({ photo, canDelete, onClose }: { photo: ProgressPhotoRecord; canDelete: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const db = useUserDatabase();
  const writes = useRecordWrites();
  const { busy, run } = useExclusiveAction();
  const file = usePictureFile(photo.id);
  const title = `${i18n._(POSE_LABELS[photo.pose])}, ${formatDate(photo.taken_on, i18n.locale as Locale, 'medium')}`;

  const remove = () =>
    run(async () => {
      if (!db) return;
      try {
        await deleteProgressPhoto(db, writes, photo.id);
        notify({ intent: 'success', message: msg`Photo deleted.`, key: 'progress-photo' });
        onClose();
      } catch (caught) {
        notify({ intent: 'error', message: localWriteFailure(caught), key: 'progress-photo' });
      }
    });

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <div className={styles.picture}>
              <PhotoPicture photo={photo} alt={title} />
            </div>
            {file?.state === 'waiting' && <Body1>{t`Kept on this device; it is sent when the device is online.`}</Body1>}
            {file?.state === 'refused' && <Body1 role="alert">{i18n._(refusalText(file.problem))}</Body1>}
          </DialogContent>
          <DialogActions>
            {canDelete && (
              <ConfirmButton
                className={styles.action}
                label={t`Delete photo`}
                title={t`Delete this photo?`}
                confirm={t`Delete`}
                disabled={busy}
                onConfirm={() => void remove()}
              >
                {t`It is removed from this device, the server and your coach's devices.`}
              </ConfirmButton>
            )}
            <Button className={styles.action} appearance="primary" onClick={onClose}>
              {t`Close`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
