import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { PICTURE_HEIGHT, PICTURE_WIDTH } from './size';

const WIDTH = 48;
const HEIGHT = (WIDTH * PICTURE_HEIGHT) / PICTURE_WIDTH;

const useStyles = makeStyles({
  // The same box with or without a photo, so the names in a list stay in one column.
  box: {
    display: 'block',
    flexShrink: 0,
    width: `${WIDTH}px`,
    height: `${HEIGHT}px`,
    objectFit: 'contain',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
  },
});

/**
 * A small start-position photo beside an exercise's name. Its text alternative is empty on
 * purpose: the name next to it already says what it shows, and a screen reader would say it twice.
 */
export function ExerciseThumbnail({ src }: { src: string | null }) {
  const styles = useStyles();
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <span className={styles.box} aria-hidden="true" />;
  return (
    <img
      className={styles.box}
      src={src}
      alt=""
      width={WIDTH}
      height={HEIGHT}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
