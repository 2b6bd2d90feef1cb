import { Caption1, makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { CheckInAnswerRecord } from '@/data/check-ins';
import type { ProgressPhotoRecord } from '@/data/progress-photos';
import { PhotoThumbnail } from '@/ui/progress-photos/PhotoPicture';
import { formatNumber } from '@/ui/training-format';

const useStyles = makeStyles({ photo: { display: 'block', maxWidth: '10rem' }, empty: { opacity: 0.75 } });

type Answer = CheckInAnswerRecord['answers'][number];

/** One answer as the coach and the client read it: "4 / 5", "Yes", "3 meals", the text, the photo. */
export function AnswerValue({ answer, photos }: { answer: Answer | undefined; photos: ReadonlyMap<string, ProgressPhotoRecord> }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const value = answer?.value ?? null;
  if (value === null) return <Caption1 className={styles.empty}>{t`No answer`}</Caption1>;
  switch (answer?.kind) {
    case 'scale':
      return <>{t`${String(value)} of 5`}</>;
    case 'yes_no':
      return <>{value === true ? t`Yes` : t`No`}</>;
    case 'number':
      return <>{`${typeof value === 'number' ? formatNumber(i18n, value) : String(value)}${answer.unit ? ` ${answer.unit}` : ''}`}</>;
    case 'photo': {
      const photo = typeof value === 'string' ? photos.get(value) : undefined;
      return photo ? (
        <span className={styles.photo}>
          <PhotoThumbnail photo={photo} alt={answer.question} />
        </span>
      ) : (
        <Caption1 className={styles.empty}>{t`Photo deleted`}</Caption1>
      );
    }
    default:
      return <>{String(value)}</>;
  }
}
