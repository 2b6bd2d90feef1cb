import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { localized } from '@core/records/localized';
import type { RecordOf } from '@core/records/index';
import { exercisePictures } from '@/data/exercise-pictures';
import { useReferenceNames } from '@/data/player-queries';
import { ExercisePictures } from '@/ui/exercise-pictures/ExercisePictures';
import { VideoLink } from '@/ui/exercise-video/VideoLink';

const useStyles = makeStyles({
  summary: { minHeight: '44px', display: 'flex', alignItems: 'center', cursor: 'pointer', color: tokens.colorBrandForeground1 },
  steps: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  pictures: { marginBottom: tokens.spacingVerticalS },
});

/** How to do the exercise (its photos, its video's link, the steps), what it works and what it needs: one tap away, in the reader's language. */
export function ExerciseDetails({ exercise }: { exercise: RecordOf<'exercises'> }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  // The set card is mounted again for every set: the names are read only once someone opens this.
  const [open, setOpen] = useState(false);
  const instructions = localized(exercise.instructions, i18n.locale);
  const named = exercise.primary_muscle_ids.length + exercise.secondary_muscle_ids.length + exercise.inventory_ids.length;
  const pictured = exercisePictures(exercise) !== null;
  // Records pulled before exercises had a video link have no such field at all: none.
  const video = exercise.video_url;
  if (instructions.length === 0 && named === 0 && !pictured && !video) return null;
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>{t`How to do it`}</summary>
      {/* Fetched once opened: the player's first screen and every set card cost no photo. */}
      {open && <ExercisePictures className={styles.pictures} exercise={exercise} name={localized(exercise.name, i18n.locale)} />}
      <VideoLink url={video} />
      {instructions.length > 0 && (
        <ol className={styles.steps}>
          {instructions.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      )}
      {open && named > 0 && <ExerciseFacts exercise={exercise} />}
    </details>
  );
}

/** The muscles and equipment an exercise names, by their names in the reader's language. */
function ExerciseFacts({ exercise }: { exercise: RecordOf<'exercises'> }) {
  const { t, i18n } = useLingui();
  const primary = useReferenceNames('muscles', exercise.primary_muscle_ids, i18n.locale) ?? [];
  const secondary = useReferenceNames('muscles', exercise.secondary_muscle_ids, i18n.locale) ?? [];
  const equipment = useReferenceNames('inventory', exercise.inventory_ids, i18n.locale) ?? [];
  return (
    <>
      {primary.length > 0 && <Caption1 block>{t`Works: ${primary.join(', ')}`}</Caption1>}
      {secondary.length > 0 && <Caption1 block>{t`Also works: ${secondary.join(', ')}`}</Caption1>}
      {equipment.length > 0 && <Caption1 block>{t`Equipment: ${equipment.join(', ')}`}</Caption1>}
    </>
  );
}
