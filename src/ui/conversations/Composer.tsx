import { Button, Caption1, Field, makeStyles, Textarea, tokens, Tooltip } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiCameraOutline, mdiDumbbell } from '@mdi/js';
import { useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { MESSAGE_LIMITS } from '@core/records/conversations';
import { sendMessage, type MessageRecord } from '@/data/conversations';
import { referenceIdOf, type MessageReference } from '@/data/message-references';
import { PhotoProblem } from '@/data/photo-prepare';
import { useRecordWrites } from '@/data/record-writes';
import { useUserDatabase } from '@/data/user-database';
import { useExclusiveAction, useNewRecordIds } from '@/ui/create-once';
import { notify } from '@/ui/feedback/notify';
import { localWriteFailure } from '@/ui/form/write-errors';
import { Icon } from '@/ui/Icon';
import { PhotoFileInput } from '@/ui/PhotoFileInput';
import { isEditable } from './MessageBubble';
import { PhotoChip } from './PhotoChip';
import { ReferenceChip } from './ReferenceChip';
import type { Reader } from './ReferenceCard';
import { ReferencePicker } from './ReferencePicker';

const useStyles = makeStyles({
  composer: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  field: { flex: '1 1 auto', minWidth: 0 },
  send: { minHeight: '44px', minWidth: '44px' },
  attach: { display: 'flex', flexDirection: 'column' },
  file: { display: 'none' },
  editing: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

/** Characters left at which the box starts counting them down. */
const COUNT_FROM = 200;

export interface ComposerProps {
  conversationId: string;
  clientId: string;
  reader: Reader;
  /** The message being reworded; null: a new one. The composer is drawn anew for each. */
  editing: MessageRecord | null;
  /** A message was sent or saved, or the edit given up. */
  onDone: () => void;
}

/**
 * The box to write the next message, on screen under the conversation: words, a photo and what it
 * is about, all kept on the device first (A22). Its message id is fixed when it opens, so a
 * double tap of Send writes one message.
 */
export function Composer({ conversationId, clientId, reader, editing, onDone }: ComposerProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const db = useUserDatabase();
  const writes = useRecordWrites();
  const [text, setText] = useState(editing?.body ?? '');
  // Drawn anew for each edit: whether it may still be reworded is told as it opens.
  const [editable] = useState(() => editing === null || isEditable(editing, Date.now()));
  const [about, setAbout] = useState<MessageReference | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string>();
  const photoInput = useRef<HTMLInputElement>(null);
  const { idFor, renew } = useNewRecordIds();
  const { busy, run } = useExclusiveAction();
  const left = MESSAGE_LIMITS.characters - text.trim().length;
  const tooLong = left < 0;
  // A photo says something without words; an edit changes only the words.
  const blank = text.trim().length === 0 && (editing !== null || photo === null);

  const submit = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (blank || tooLong || !db) return;
    void run(async () => {
      try {
        if (editing) {
          await writes.patch('conversation-messages', editing.id, { body: text.trim() });
        } else {
          const reference = about && { entity: about.entity, id: referenceIdOf(about) };
          await sendMessage(db, writes, { id: idFor('message'), conversationId, clientId, body: text.trim(), about: reference, photo });
          renew();
          setAbout(null);
          setPhoto(null);
          setPhotoProblem(undefined);
        }
        setText('');
        onDone();
      } catch (error) {
        if (error instanceof PhotoProblem)
          setPhotoProblem(
            t`This file is not a photo this device can send. Choose a JPEG, PNG or WebP photo from the camera or the gallery.`,
          );
        else notify({ intent: 'error', message: localWriteFailure(error) });
      }
    });
  };
  // Ctrl or Cmd with Enter sends; Enter alone starts a new line, as a phone's keyboard expects.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };
  return (
    <>
      <form onSubmit={submit}>
        {editing && (
          <div className={styles.editing}>
            <Caption1>{editable ? t`Editing your message` : t`The time to edit this message is over`}</Caption1>
            <Button appearance="subtle" className={styles.send} onClick={onDone}>
              {t`Cancel`}
            </Button>
          </div>
        )}
        {about && !editing && <ReferenceChip reference={about} reader={reader} onRemove={() => setAbout(null)} />}
        {photo && !editing && (
          <PhotoChip
            file={photo}
            problem={photoProblem}
            onRemove={() => {
              setPhoto(null);
              setPhotoProblem(undefined);
            }}
          />
        )}
        <PhotoFileInput
          ref={photoInput}
          className={styles.file}
          onFile={(file) => {
            setPhoto(file);
            setPhotoProblem(undefined);
          }}
        />
        <div className={styles.composer}>
          {!editing && (
            <div className={styles.attach}>
              <Tooltip content={t`Add a photo`} relationship="label">
                <Button
                  appearance="subtle"
                  className={styles.send}
                  icon={<Icon path={mdiCameraOutline} />}
                  onClick={() => photoInput.current?.click()}
                />
              </Tooltip>
              <Tooltip content={t`Add a workout to the message`} relationship="label">
                <Button appearance="subtle" className={styles.send} icon={<Icon path={mdiDumbbell} />} onClick={() => setChoosing(true)} />
              </Tooltip>
            </div>
          )}
          <Field
            className={styles.field}
            validationState={tooLong ? 'error' : 'none'}
            validationMessage={
              tooLong
                ? t`A message holds at most ${MESSAGE_LIMITS.characters} characters: ${-left} too many`
                : left <= COUNT_FROM
                  ? t`${left} characters left`
                  : undefined
            }
          >
            <Textarea
              aria-label={t`Message`}
              value={text}
              onChange={(_event, data) => setText(data.value)}
              onKeyDown={onKeyDown}
              resize="vertical"
              placeholder={t`Write a message`}
            />
          </Field>
          <Button type="submit" appearance="primary" className={styles.send} disabled={blank || tooLong || busy}>
            {editing ? t`Save` : t`Send`}
          </Button>
        </div>
      </form>
      <ReferencePicker
        open={choosing}
        clientId={clientId}
        reader={reader}
        onClose={() => setChoosing(false)}
        onPick={(reference) => {
          setAbout(reference);
          setChoosing(false);
        }}
      />
    </>
  );
}
