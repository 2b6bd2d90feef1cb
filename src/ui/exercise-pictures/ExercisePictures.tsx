import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { RecordOf } from '@core/records/index';
import { exercisePictures } from '@/data/exercise-pictures';
import { PICTURE_HEIGHT, PICTURE_WIDTH } from './size';

const useStyles = makeStyles({
  figure: { margin: 0, maxWidth: '640px' },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
  // Most photos are 3:2; the few portrait ones are letterboxed in the same frame, so the space is
  // taken before they arrive and nothing on the page moves when they do.
  photo: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: `${PICTURE_WIDTH} / ${PICTURE_HEIGHT}`,
    objectFit: 'contain',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  credit: { display: 'block', marginTop: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground3 },
});

/**
 * The start and end position of a library exercise, with their credit; nothing for an exercise
 * without photos, or when they cannot be had (offline, and not stored for a coming workout).
 * Loaded only when they come near the screen.
 */
export function ExercisePictures({
  exercise,
  name,
  className,
}: {
  exercise: Pick<RecordOf<'exercises'>, 'source_name' | 'source_id'>;
  name: string;
  className?: string;
}) {
  const { t } = useLingui();
  const styles = useStyles();
  const pictures = exercisePictures(exercise);
  // Remembered by address: another exercise shown in the same place gets its own chance.
  const [failed, setFailed] = useState<string | null>(null);
  if (!pictures || failed === pictures.start) return null;
  const fail = () => setFailed(pictures.start);
  return (
    <figure className={className ? `${styles.figure} ${className}` : styles.figure}>
      <div className={styles.pair}>
        <img
          className={styles.photo}
          src={pictures.start}
          alt={t`${name}: start position`}
          width={PICTURE_WIDTH}
          height={PICTURE_HEIGHT}
          loading="lazy"
          decoding="async"
          onError={fail}
        />
        <img
          className={styles.photo}
          src={pictures.end}
          alt={t`${name}: end position`}
          width={PICTURE_WIDTH}
          height={PICTURE_HEIGHT}
          loading="lazy"
          decoding="async"
          onError={fail}
        />
      </div>
      <figcaption className={styles.credit}>
        <Caption1>{t`Photos: free-exercise-db, public domain`}</Caption1>
      </figcaption>
    </figure>
  );
}
