import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MessageRecord } from '@/data/conversations';
import { PhotoPicture, PhotoThumbnail } from '@/ui/progress-photos/PhotoPicture';

const useStyles = makeStyles({
  open: { display: 'block', width: '160px', padding: 0, minWidth: 0, marginBottom: '4px' },
  // A 3:4 frame whole on a phone and on a tablet held either way.
  whole: { width: 'min(80vw, 480px, 52vh)' },
  close: { minHeight: '44px' },
});

/**
 * A message's photo: its thumbnail in the thread (a row read with the picture, so a long thread
 * reads small rows), opened whole on a tap. "Not sent yet" on it while it waits for a network.
 */
export function MessagePhoto({ message }: { message: MessageRecord }) {
  const { t } = useLingui();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const picture = { id: message.id, uploaded_at: message.photo_uploaded_at };
  return (
    <>
      <Button appearance="transparent" className={styles.open} aria-label={t`Open the photo`} onClick={() => setOpen(true)}>
        <PhotoThumbnail photo={picture} alt={t`Photo`} />
      </Button>
      <Dialog open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t`Photo`}</DialogTitle>
            <DialogContent>
              <div className={styles.whole}>{open && <PhotoPicture photo={picture} alt={t`Photo`} />}</div>
            </DialogContent>
            <DialogActions>
              <Button className={styles.close} onClick={() => setOpen(false)}>{t`Close`}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
