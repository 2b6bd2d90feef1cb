import { Caption1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { PhotoFile } from '@/data/local/database';
import { usePhotoPicture, usePictureFile, useThumbnail, type PictureOf, type PictureState } from '@/data/progress-photos';

const useStyles = makeStyles({
  frame: {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    width: '100%',
    aspectRatio: '3 / 4',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  picture: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  whole: { objectFit: 'contain' },
  missing: { padding: tokens.spacingHorizontalS, textAlign: 'center', color: tokens.colorNeutralForeground2 },
  badge: {
    position: 'absolute',
    left: tokens.spacingHorizontalXS,
    bottom: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  refused: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * A progress photo's picture as this device has it: the picture, with "not sent yet" while it
 * waits for a network; a spinner while it comes from the server; a word when it cannot come now.
 */
export function PhotoPicture({ photo, alt }: { photo: PictureOf; alt: string }) {
  return <PictureFrame picture={usePhotoPicture(photo)} size="full" alt={alt} />;
}

/** A thumbnail, from the row a grid read (usePhotoGrid), or read here. */
export function PhotoThumbnail({ photo, alt, file }: { photo: PictureOf; alt: string; file?: PhotoFile | null }) {
  return file === undefined ? <ReadThumbnail photo={photo} alt={alt} /> : <GivenThumbnail photo={photo} alt={alt} file={file} />;
}

function ReadThumbnail({ photo, alt }: { photo: PictureOf; alt: string }) {
  return <GivenThumbnail photo={photo} alt={alt} file={usePictureFile(photo.id)} />;
}

function GivenThumbnail({ photo, alt, file }: { photo: PictureOf; alt: string; file: PhotoFile | null | undefined }) {
  return <PictureFrame picture={useThumbnail(photo, file)} size="thumbnail" alt={alt} />;
}

function PictureFrame({ picture, size, alt }: { picture: PictureState; size: 'thumbnail' | 'full'; alt: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <span className={styles.frame}>
      {picture.state === 'shown' && (
        <img
          className={size === 'full' ? `${styles.picture} ${styles.whole}` : styles.picture}
          src={picture.url}
          alt={alt}
          decoding="async"
        />
      )}
      {picture.state === 'loading' && <Spinner size="tiny" aria-label={t`Loading the photo`} />}
      {picture.state === 'unavailable' && <Caption1 className={styles.missing}>{t`The photo shows when this device is online.`}</Caption1>}
      {picture.state === 'shown' && picture.sending === 'waiting' && <Caption1 className={styles.badge}>{t`Not sent yet`}</Caption1>}
      {picture.state === 'shown' && picture.sending === 'refused' && (
        <Caption1 className={`${styles.badge} ${styles.refused}`}>{t`Not accepted`}</Caption1>
      )}
    </span>
  );
}
