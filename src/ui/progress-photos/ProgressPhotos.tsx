import { Body1, Button, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PHOTO_POSES } from '@core/records/progress-photos';
import { usePhotoGrid, type ProgressPhotoRecord } from '@/data/progress-photos';
import { formatDate } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { PageLoading } from '@/ui/PageLoading';
import { AddProgressPhoto } from './AddProgressPhoto';
import { PhotoCompare } from './PhotoCompare';
import { PhotoThumbnail } from './PhotoPicture';
import { PhotoViewer } from './PhotoViewer';
import { POSE_LABELS } from './photo-words';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalS,
    gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  tile: {
    display: 'block',
    width: '100%',
    padding: 0,
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  caption: { display: 'block', color: tokens.colorNeutralForeground2 },
  more: { minHeight: '44px' },
});

/** Whether some pose was taken on two days or more. */
const comparable = (photos: readonly ProgressPhotoRecord[]) =>
  PHOTO_POSES.some((pose) => photos.filter((photo) => photo.pose === pose).length >= 2);

/** Photos shown before "Show older": the grid of a year of weekly check-ins stays light. */
const FIRST_SHOWN = 24;

/**
 * A client's progress photos on a progress tab (sync/SPEC.md A17): the client adds, views and
 * deletes theirs; their coach views them. Both compare two days of a pose. Loaded apart from the
 * progress page, so its code comes only where photos are.
 */
export default function ProgressPhotos({ clientId, viewer }: { clientId: string; viewer: 'client' | 'coach' }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [shown, setShown] = useState(FIRST_SHOWN);
  const grid = usePhotoGrid(clientId, shown);
  const photos = grid?.photos;
  const [open, setOpen] = useState<ProgressPhotoRecord>();
  const [comparing, setComparing] = useState(false);
  const locale = i18n.locale as Locale;
  const openPhoto = open && photos?.find((photo) => photo.id === open.id);

  return (
    <section className={styles.section} aria-labelledby="progress-photos-title">
      <Subtitle2 as="h2" id="progress-photos-title">
        {viewer === 'client' ? t`Your progress photos` : t`Progress photos`}
      </Subtitle2>
      {viewer === 'client' && <AddProgressPhoto clientId={clientId} />}
      {!grid || !photos ? (
        <PageLoading />
      ) : photos.length === 0 ? (
        <Body1>{viewer === 'client' ? t`No photos yet. Only you and your coach see them.` : t`No photos yet.`}</Body1>
      ) : (
        <>
          <ul className={styles.grid} aria-label={t`Photos, newest first`}>
            {photos.slice(0, shown).map((photo) => {
              const name = `${i18n._(POSE_LABELS[photo.pose])}, ${formatDate(photo.taken_on, locale, 'medium')}`;
              return (
                <li key={photo.id}>
                  <button type="button" className={styles.tile} onClick={() => setOpen(photo)} aria-label={name}>
                    <PhotoThumbnail photo={photo} alt="" file={grid.files.get(photo.id) ?? null} />
                    <span className={styles.caption}>{name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {photos.length > shown && (
            <Button className={styles.more} onClick={() => setShown((count) => count + FIRST_SHOWN)}>
              {t`Show older photos`}
            </Button>
          )}
          {comparable(photos) &&
            (comparing ? (
              <PhotoCompare photos={photos} />
            ) : (
              // Opened on request: two full pictures are read and decoded only for someone comparing.
              <Button className={styles.more} appearance="primary" onClick={() => setComparing(true)}>
                {t`Compare two days`}
              </Button>
            ))}
        </>
      )}
      {openPhoto && <PhotoViewer photo={openPhoto} canDelete={viewer === 'client'} onClose={() => setOpen(undefined)} />}
    </section>
  );
}
