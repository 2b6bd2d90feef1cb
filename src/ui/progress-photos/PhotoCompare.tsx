import { Field, makeStyles, Select, Subtitle2, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PHOTO_POSES, type PhotoPose } from '@core/records/progress-photos';
import type { ProgressPhotoRecord } from '@/data/progress-photos';
import { formatDate } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { useMediaQuery } from '@/ui/use-media-query';
import { PhotoPicture } from './PhotoPicture';
import { POSE_LABELS } from './photo-words';

/** A phone held upright, where the slider replaces side by side. */
const PHONE_QUERY = '(max-width: 600px)';

const useStyles = makeStyles({
  pickers: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
    marginBottom: tokens.spacingVerticalM,
  },
  control: { minHeight: '44px', minWidth: 0, width: '100%' },
  sideBySide: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM, maxWidth: '40rem' },
  figure: { margin: 0 },
  caption: { display: 'block', textAlign: 'center', marginTop: tokens.spacingVerticalXS },
  overlay: { position: 'relative', maxWidth: '24rem', marginInline: 'auto' },
  top: { position: 'absolute', inset: 0 },
  slider: { width: '100%', minHeight: '44px', marginTop: tokens.spacingVerticalS },
});

/**
 * Two days of the same pose side by side (a tablet), or one over the other with a slider that
 * uncovers the later one (a phone, where two pictures side by side are too small to judge).
 */
export function PhotoCompare({ photos }: { photos: readonly ProgressPhotoRecord[] }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const narrow = useMediaQuery(PHONE_QUERY);
  const locale = i18n.locale as Locale;
  const poses = PHOTO_POSES.filter((pose) => photos.filter((photo) => photo.pose === pose).length >= 2);
  const [chosenPose, setPose] = useState<PhotoPose>();
  const pose = chosenPose && poses.includes(chosenPose) ? chosenPose : poses[0];
  // Oldest first: "before" defaults to the first photo, "after" to the latest.
  const ofPose = [...photos.filter((photo) => photo.pose === pose)].reverse();
  const [beforeId, setBefore] = useState<string>();
  const [afterId, setAfter] = useState<string>();
  const [uncovered, setUncovered] = useState(50);
  if (!pose) return null;
  const before = ofPose.find((photo) => photo.id === beforeId) ?? ofPose[0];
  const after = ofPose.find((photo) => photo.id === afterId) ?? ofPose.at(-1);
  if (!before || !after) return null;
  const label = (photo: ProgressPhotoRecord) => formatDate(photo.taken_on, locale, 'medium');
  const option = (photo: ProgressPhotoRecord) => (
    <option key={photo.id} value={photo.id}>
      {label(photo)}
    </option>
  );
  const alt = (photo: ProgressPhotoRecord) => `${i18n._(POSE_LABELS[photo.pose])}, ${label(photo)}`;

  return (
    <section aria-labelledby="photo-compare-title">
      <Subtitle2 as="h3" id="photo-compare-title">
        {t`Compare`}
      </Subtitle2>
      <div className={styles.pickers}>
        <Field label={t`Pose`}>
          <Select className={styles.control} value={pose} onChange={(_, data) => setPose(data.value as PhotoPose)}>
            {poses.map((one) => (
              <option key={one} value={one}>
                {i18n._(POSE_LABELS[one])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Before`}>
          <Select className={styles.control} value={before.id} onChange={(_, data) => setBefore(data.value)}>
            {ofPose.map(option)}
          </Select>
        </Field>
        <Field label={t`After`}>
          <Select className={styles.control} value={after.id} onChange={(_, data) => setAfter(data.value)}>
            {ofPose.map(option)}
          </Select>
        </Field>
      </div>
      {narrow ? (
        <div>
          <div className={styles.overlay}>
            <PhotoPicture photo={before} alt={alt(before)} />
            <div className={styles.top} style={{ clipPath: `inset(0 0 0 ${uncovered}%)` }}>
              <PhotoPicture photo={after} alt={alt(after)} />
            </div>
          </div>
          <input
            className={styles.slider}
            type="range"
            min={0}
            max={100}
            value={uncovered}
            aria-label={t`Before and after: slide to uncover`}
            aria-valuetext={t`${100 - uncovered}% of ${label(after)} shown`}
            onChange={(event) => setUncovered(Number(event.target.value))}
          />
        </div>
      ) : (
        <div className={styles.sideBySide}>
          {[before, after].map((photo) => (
            <figure key={photo.id} className={styles.figure}>
              <PhotoPicture photo={photo} alt={alt(photo)} />
              <figcaption className={styles.caption}>{label(photo)}</figcaption>
            </figure>
          ))}
        </div>
      )}
    </section>
  );
}
