import { Body1, Button, Caption1, Field, makeStyles, Select, Subtitle2, Textarea, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import type { RecordOf } from '@core/records/index';
import { reviewOf } from '@core/training/training-history';
import { setLabel } from '@/ui/set-label';
import type { CommentRecord } from '@/data/comments';
import { useRecordWrites } from '@/data/record-writes';
import { formatDateTime } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { useExclusiveAction, useNewRecordIds } from '@/ui/create-once';
import { ExerciseName, type ExerciseNames } from '@/ui/ExerciseLink';
import { localWriteFailure } from '@/ui/form/write-errors';
import { StatusBar, type Status } from '@/ui/StatusBar';
import { performedText } from '@/ui/training-format';

const useStyles = makeStyles({
  thread: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  comment: {
    padding: tokens.spacingVerticalS,
    borderLeft: `4px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    whiteSpace: 'pre-wrap',
  },
  own: { borderLeftColor: tokens.colorNeutralStroke1 },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalM,
    maxWidth: '40rem',
    minWidth: 0,
  },
  // A native select is as wide as its longest option ("B4 Barbell Bench Press - Medium Grip: …"):
  // held to the form's width, so a phone does not scroll sideways.
  control: { minHeight: '44px', width: '100%', maxWidth: '100%', '& select': { width: '100%', minWidth: 0, textOverflow: 'ellipsis' } },
  send: { minHeight: '44px', alignSelf: 'flex-start' },
  heading: { marginTop: tokens.spacingVerticalM },
});

/** Comments are short notes, not letters (core/records/comments.ts). */
const MAX_LENGTH = 2000;

export interface SessionCommentsProps {
  session: RecordOf<'workout-sessions'>;
  logs: readonly RecordOf<'set-logs'>[];
  comments: readonly CommentRecord[];
  userId: string;
  /** The coach's device: the other party is the client; on the client's own, it is their coach. */
  viewer: 'coach' | 'client';
  exerciseName: ExerciseNames;
}

/**
 * The conversation about one session (sync/SPEC.md A14): the coach's comments on it or on one of
 * its sets, the client's replies, and a box to add one. Written on this device first, so offline too.
 */
export function SessionComments({ session, logs, comments, userId, viewer, exerciseName }: SessionCommentsProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const writes = useRecordWrites();
  const [about, setAbout] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<Status>();
  // The comment being written keeps one id until it is sent: sending it twice is one comment.
  const { idFor, renew } = useNewRecordIds();
  const { busy, run } = useExclusiveAction();
  const locale = i18n.locale as Locale;
  const sets = reviewOf(session, logs).flatMap((row) =>
    row.done
      ? [
          {
            id: row.done.id,
            label: row.set ? setLabel(i18n, row.set) : t`Extra`,
            exerciseId: row.exercise_id,
            performed: performedText(i18n, row.done),
          },
        ]
      : [],
  );
  const setById = new Map(sets.map((set) => [set.id, set]));
  const fieldId = `comment-${session.id}`;

  const who = (comment: CommentRecord): string => {
    // Not yet on the server, the author is not set: only this device can have written it.
    if (comment.author_id === null || comment.author_id === userId) return t`You`;
    return viewer === 'coach' ? t`Client` : t`Your coach`;
  };

  const send = async (event: SyntheticEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) {
      setError(t`Write something first.`);
      return;
    }
    setError(undefined);
    await run(async () => {
      try {
        await writes.put('comments', {
          id: idFor(),
          session_id: session.id,
          set_log_id: about || null,
          body: text,
          client_id: session.client_id,
        });
        renew();
        setBody('');
        // Online, the thread itself shows the comment go from "not sent yet" to its time: nothing to add.
        const offline: MessageDescriptor = msg`Saved on this device. It is sent when you are online.`;
        setStatus(navigator.onLine ? undefined : { intent: 'success', message: offline });
      } catch (failure) {
        setStatus({ intent: 'error', message: localWriteFailure(failure) });
      }
    });
  };

  return (
    <section aria-label={t`Comments on ${session.prescription.name}`}>
      <Subtitle2 as="h3" block className={styles.heading}>
        {t`Comments`}
      </Subtitle2>
      {comments.length === 0 ? (
        <Body1 as="p" block>
          {viewer === 'coach' ? t`No comments yet.` : t`No comments from your coach on this session.`}
        </Body1>
      ) : (
        <ul className={styles.thread}>
          {comments.map((comment) => {
            const set = comment.set_log_id ? setById.get(comment.set_log_id) : undefined;
            const on: ReactNode = set ? (
              <>
                {`${set.label} `}
                <ExerciseName id={set.exerciseId} names={exerciseName} inline />
                {`: ${set.performed}`}
              </>
            ) : comment.set_log_id ? (
              t`a set no longer logged`
            ) : null;
            const mine = comment.author_id === null || comment.author_id === userId;
            return (
              <li key={comment.id} className={mine ? `${styles.comment} ${styles.own}` : styles.comment}>
                <Caption1 block>
                  {who(comment)}
                  {on !== null && (
                    <>
                      {' · '}
                      <Trans>on {on}</Trans>
                    </>
                  )}
                  {' · '}
                  {comment.written_at ? formatDateTime(new Date(comment.written_at), locale) : t`not sent yet`}
                </Caption1>
                <Body1>{comment.body}</Body1>
              </li>
            );
          })}
        </ul>
      )}
      <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
        <StatusBar status={status} />
        <Field label={t`About`}>
          <Select className={styles.control} value={about} onChange={(_event, data) => setAbout(data.value)}>
            <option value="">{t`The whole session`}</option>
            {sets.map((set) => (
              <option key={set.id} value={set.id}>
                {`${set.label} ${exerciseName(set.exerciseId)}: ${set.performed}`}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={viewer === 'coach' ? t`Your comment` : t`Your reply`}
          validationMessage={error}
          validationState={error ? 'error' : 'none'}
        >
          <Textarea id={fieldId} value={body} maxLength={MAX_LENGTH} resize="vertical" onChange={(_event, data) => setBody(data.value)} />
        </Field>
        <Button className={styles.send} appearance="primary" type="submit" disabled={busy}>
          {viewer === 'coach' ? t`Send comment` : t`Send reply`}
        </Button>
      </form>
    </section>
  );
}
