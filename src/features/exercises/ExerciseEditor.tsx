import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState, type SyntheticEvent } from 'react';
import { InvalidMutation } from '@sync/mutations';
import { localized } from '@core/records/localized';
import { EXERCISE_LEVELS } from '@core/records/exercises';
import { WEB_LINK } from '@core/records/links';
import type { FieldsInput, RecordOf } from '@core/records/index';
import { changedFields } from '@/data/changed-fields';
import { useRecordWrites } from '@/data/record-writes';
import { sessionAtom } from '@/data/session';
import { NOT_VALID } from '@/ui/form/validators';
import { notify } from '@/ui/feedback/notify';
import { localWriteFailure } from '@/ui/form/write-errors';
import { PageTitle } from '@/ui/PageTitle';
import { LEVEL_LABELS } from '@/ui/reference-labels';
import type { FieldSpec } from '@/ui/resource-form/field-specs';
import { ResourceForm } from '@/ui/resource-form/ResourceForm';
import { useResourceForm } from '@/ui/resource-form/use-resource-form';
import { useNewRecordIds } from '@/ui/create-once';
import { VIDEO_URL_FIELD } from '@/ui/exercise-video/video-field';
import { useReferenceData } from './reference-data';

type Exercise = RecordOf<'exercises'>;
type Media = Exercise['media'][number];

/** The form's one picture link; the record keeps a list of media (the library's may have several). */
const MEDIA_LINK = 'media_link';

/** "Name" of a thing (Latvian: nosaukums), not of a person (vārds). */
const NAME = msg({ message: 'Name', context: 'thing' });

/** What core/records/exercises.ts `exerciseFields` holds that a coach writes; owner_id is the server's. */
const FIELDS: readonly FieldSpec[] = [
  { kind: 'localized', name: 'name', label: NAME, max: 200 },
  { kind: 'steps', name: 'instructions', label: msg`Instructions`, hint: msg`One step per line.` },
  { kind: 'reference', name: 'type_id', label: msg`Type`, entity: 'exercise-types' },
  {
    kind: 'choice',
    name: 'level',
    label: msg`Level`,
    options: EXERCISE_LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] })),
    required: false,
  },
  { kind: 'references', name: 'primary_muscle_ids', label: msg`Primary muscles`, entity: 'muscles' },
  { kind: 'references', name: 'secondary_muscle_ids', label: msg`Secondary muscles`, entity: 'muscles' },
  { kind: 'references', name: 'joint_ids', label: msg`Joints it loads`, entity: 'joints' },
  { kind: 'references', name: 'position_ids', label: msg`Positions`, entity: 'positions' },
  { kind: 'references', name: 'inventory_ids', label: msg`Equipment`, entity: 'inventory' },
  { kind: 'integer', name: 'default_rest_seconds', label: msg`Rest between sets (seconds)`, min: 0, max: 3600, required: false },
  VIDEO_URL_FIELD,
  {
    kind: 'text',
    name: MEDIA_LINK,
    label: msg`Picture link`,
    hint: msg`A web address of a photo that shows the exercise.`,
    // The record schema's own rule, so the field says what is wrong before the write is refused.
    pattern: WEB_LINK,
    invalid: msg`Enter a web address starting with https://`,
    required: false,
  },
];

/** The picture the form shows: the record's first (a video has its own field, `video_url`). */
const pictureOf = (media: readonly Media[]) => media.find((item) => item.kind === 'image')?.url ?? '';

/** The record's media with the form's picture in place of its first picture; anything else stays. */
function mediaWith(link: string | null, current: readonly Media[]): Media[] {
  const at = current.findIndex((item) => item.kind === 'image');
  if (at >= 0 && current[at]?.url === link) return [...current];
  const others = current.filter((_item, index) => index !== at);
  return link ? [{ kind: 'image', url: link }, ...others] : others;
}

/** The form's fields as the exercise record has them. */
function exerciseFieldsOf(form: Record<string, unknown>, current: readonly Media[]): Omit<FieldsInput<'exercises'>, 'id'> {
  const { [MEDIA_LINK]: link, ...fields } = form;
  // The values are the form's, typed only as far as the form knows them: writeLocal validates the
  // record against exerciseFields and refuses it with field messages (sync/SPEC.md C1).
  return {
    ...(fields as Omit<FieldsInput<'exercises'>, 'id' | 'media'>),
    media: mediaWith(typeof link === 'string' ? link : null, current),
  };
}

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalL },
  button: { minHeight: '44px' },
});

export interface ExerciseEditorProps {
  /** null: a new exercise of the signed-in coach. */
  exercise: Exercise | null;
  onSaved: (id: string) => void;
  onCancel: () => void;
}

/**
 * A coach's own exercise, created or edited on this device and synced later, so it works offline
 * (sync/SPEC.md A2: coaches write their own, admins the library).
 */
export function ExerciseEditor({ exercise, onSaved, onCancel }: ExerciseEditorProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const writes = useRecordWrites();
  // A new record's id, fixed while the editor is open: saving twice saves one record.
  const { idFor } = useNewRecordIds();
  const userId = useAtomValue(sessionAtom)?.userId;
  const reference = useReferenceData();
  // The exercise as the editor opened it: a save sends only what was edited here, against that
  // version (sync/SPEC.md R9), so another device's change meanwhile is neither reverted nor hidden.
  const [opened] = useState(exercise);
  const media = opened?.media ?? [];
  const { form, validated, placeRefusal } = useResourceForm(
    FIELDS,
    exercise ? { ...exercise, [MEDIA_LINK]: pictureOf(exercise.media) } : undefined,
    reference?.options ?? {},
  );
  const [saving, setSaving] = useState(false);
  const name = exercise ? localized(exercise.name, i18n.locale) : undefined;

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    const values = validated();
    if (!values) {
      notify({ intent: 'error', message: msg`Some fields are not valid` });
      return;
    }
    const fields = exerciseFieldsOf(values, media);
    setSaving(true);
    try {
      let id: string;
      if (opened) {
        id = opened.id;
        // Only what was edited: another device's change to another field survives (sync/SPEC.md R2).
        const changes = changedFields(opened, fields);
        if (Object.keys(changes).length > 0) await writes.patch('exercises', id, changes, opened);
      } else {
        id = idFor();
        // The server sets the owner whatever the device says (SERVER_OWNED_FIELDS); the device
        // says it too, so that until the next sync the exercise already shows as the coach's own.
        await writes.put('exercises', { ...fields, id, owner_id: userId ?? null });
      }
      // Online, the header's sync state shows it reaching the server; offline, say it will.
      notify({
        intent: 'success',
        message: navigator.onLine ? msg`Saved.` : msg`Saved on this device. It is sent to the server when you are online.`,
      });
      onSaved(id);
    } catch (error) {
      if (error instanceof InvalidMutation)
        placeRefusal(Object.keys(error.fields ?? {}), NOT_VALID, (path) =>
          path === 'media' || path.startsWith('media.') ? MEDIA_LINK : undefined,
        );
      notify({ intent: 'error', message: localWriteFailure(error) });
      setSaving(false);
    }
  };

  return (
    <>
      <PageTitle>{name === undefined ? t`New exercise` : t`Edit ${name}`}</PageTitle>
      <form onSubmit={(event) => void save(event)} noValidate aria-label={exercise ? t`Edit exercise` : t`New exercise`}>
        <ResourceForm {...form} />
        <div className={styles.actions}>
          <Button className={styles.button} appearance="primary" type="submit" disabled={saving}>
            {t`Save exercise`}
          </Button>
          <Button className={styles.button} onClick={onCancel} disabled={saving}>
            {t`Cancel`}
          </Button>
        </div>
      </form>
    </>
  );
}
