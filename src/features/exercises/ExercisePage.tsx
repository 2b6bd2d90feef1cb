import { Badge, Body1, Button, Link, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiOpenInNew, mdiPencilOutline } from '@mdi/js';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ROLE } from '@core/auth-constants';
import { WEB_LINK } from '@core/records/links';
import { localized } from '@core/records/localized';
import type { RecordOf } from '@core/records/index';
import { useReferenceNames } from '@/data/player-queries';
import { useUserDatabase } from '@/data/user-database';
import { useRecord } from '@/data/record-reads';
import { requestSync, useSyncState } from '@/data/sync-status';
import { sessionAtom } from '@/data/session';
import { Icon } from '@/ui/Icon';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { RouterLink } from '@/ui/RouterLink';
import { LEVEL_LABELS } from '@/ui/reference-labels';
import { ExercisePictures } from '@/ui/exercise-pictures/ExercisePictures';
import { VideoLink } from '@/ui/exercise-video/VideoLink';
import { ConflictNotices } from '@/ui/sync/ConflictNotices';
import { RecordHistory } from '@/ui/sync/RecordHistory';
import { useEditorRoute } from './editor-route';
import { ExerciseEditor } from './ExerciseEditor';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: `0 0 ${tokens.spacingVerticalXL}`,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  steps: { maxWidth: '70ch', lineHeight: tokens.lineHeightBase400, paddingLeft: tokens.spacingHorizontalXL },
  source: { marginTop: tokens.spacingVerticalXL, color: tokens.colorNeutralForeground3 },
  button: { minHeight: '44px', marginBottom: tokens.spacingVerticalL },
  media: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minHeight: '44px' },
  pictures: { marginBottom: tokens.spacingVerticalXL },
  // A line of its own, not beside the Edit button.
  video: { display: 'flex', width: 'fit-content', marginBottom: tokens.spacingVerticalL },
});

/** Only web addresses become links: a record stored before the schema refused other schemes may hold one. */
const isWebAddress = (url: string) => WEB_LINK.test(url);

function Facts({ label, values }: { label: string; values: string[] }) {
  const styles = useStyles();
  if (values.length === 0) return null;
  return (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.detail}>
        {values.map((value) => (
          <Badge key={value} appearance="tint" shape="rounded">
            {value}
          </Badge>
        ))}
      </dd>
    </>
  );
}

/** /exercise/{id}: everything about one exercise, from the device's copy, so it works offline once synced. */
export default function ExercisePage() {
  const { id } = useParams();
  const exercise = useRecord('exercises', id);
  const sync = useSyncState();
  const db = useUserDatabase();
  const [openedAt] = useState(() => Date.now());
  const asked = useRef(false);
  // Not on this device may only mean "not yet" (an exercise added a moment ago): ask for one sync.
  useEffect(() => {
    if (exercise !== null || !db || asked.current) return;
    asked.current = true;
    void requestSync(db);
  }, [exercise, db]);
  const phase = sync?.status.phase;
  const lastSync = sync?.status.lastSyncAt ? Date.parse(sync.status.lastSyncAt) : 0;
  const syncing = phase !== 'offline' && phase !== 'error' && phase !== 'signed-out' && phase !== 'update-required' && lastSync < openedAt;
  if (exercise === undefined || (exercise === null && (sync === undefined || syncing))) return <PageLoading />;
  if (exercise === null) return <ExerciseNotFound />;
  return <ExerciseView exercise={exercise} />;
}

/** The details, or for the coach who owns the exercise (sync/SPEC.md A2) its editor. */
function ExerciseView({ exercise }: { exercise: RecordOf<'exercises'> }) {
  const session = useAtomValue(sessionAtom);
  const editor = useEditorRoute();
  const mayEdit = session?.roleId === ROLE.coach && exercise.owner_id !== null && exercise.owner_id === session.userId;
  if (mayEdit && editor.editing !== null) return <ExerciseEditor exercise={exercise} onSaved={editor.close} onCancel={editor.close} />;
  return <ExerciseDetails exercise={exercise} onEdit={mayEdit ? () => editor.open('1') : undefined} />;
}

function ExerciseNotFound() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle>{t`Page Not Found`}</PageTitle>
      <Body1 as="p" block>{t`There is no such exercise, or it has not reached this device yet.`}</Body1>
      <RouterLink to="/">{t`Back to the start`}</RouterLink>
    </>
  );
}

function ExerciseDetails({ exercise, onEdit }: { exercise: RecordOf<'exercises'>; onEdit: (() => void) | undefined }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const locale = i18n.locale;
  const media = exercise.media.filter((item) => isWebAddress(item.url));
  const rest = exercise.default_rest_seconds;
  const type = useReferenceNames('exercise-types', exercise.type_id ? [exercise.type_id] : [], locale) ?? [];
  const primary = useReferenceNames('muscles', exercise.primary_muscle_ids, locale) ?? [];
  const secondary = useReferenceNames('muscles', exercise.secondary_muscle_ids, locale) ?? [];
  const joints = useReferenceNames('joints', exercise.joint_ids, locale) ?? [];
  const positions = useReferenceNames('positions', exercise.position_ids, locale) ?? [];
  const equipment = useReferenceNames('inventory', exercise.inventory_ids, locale) ?? [];
  const steps = localized(exercise.instructions, locale);
  const name = localized(exercise.name, locale);
  return (
    <article>
      <PageTitle>{localized(exercise.name, locale)}</PageTitle>
      {/* Only its owner edits an exercise, so only their devices hold notices of it (R9). */}
      <ConflictNotices entity="exercises" recordId={exercise.id} />
      {onEdit && (
        <Button className={styles.button} icon={<Icon path={mdiPencilOutline} />} onClick={onEdit}>
          {t`Edit exercise`}
        </Button>
      )}
      <ExercisePictures className={styles.pictures} exercise={exercise} name={name} />
      <VideoLink className={styles.video} url={exercise.video_url} />
      <dl className={styles.facts}>
        <Facts label={t`Type`} values={type} />
        <Facts label={t`Level`} values={exercise.level ? [i18n._(LEVEL_LABELS[exercise.level])] : []} />
        <Facts label={t`Primary muscles`} values={primary} />
        <Facts label={t`Secondary muscles`} values={secondary} />
        <Facts label={t`Joints`} values={joints} />
        <Facts label={t`Positions`} values={positions} />
        <Facts label={t`Equipment`} values={equipment} />
        {rest !== null && <Facts label={t`Rest between sets`} values={[t`${rest} s`]} />}
      </dl>
      {media.length > 0 && (
        <ul className={styles.steps}>
          {media.map((item) => (
            <li key={item.url}>
              <Link className={styles.media} href={item.url} target="_blank" rel="noreferrer">
                {item.kind === 'image' ? t`Open the picture` : t`Open the video`}
                <Icon path={mdiOpenInNew} label={t`(opens in a new tab)`} size={16} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {steps.length > 0 && (
        <section aria-labelledby="instructions">
          <Subtitle2 as="h2" id="instructions">
            {t`Instructions`}
          </Subtitle2>
          <ol className={styles.steps}>
            {steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      {onEdit && <RecordHistory entity="exercises" recordId={exercise.id} />}
      {exercise.source_name && (
        <Body1 as="p" block className={styles.source}>
          {exercise.licence ? t`Source: ${exercise.source_name} (${exercise.licence})` : t`Source: ${exercise.source_name}`}
        </Body1>
      )}
    </article>
  );
}
