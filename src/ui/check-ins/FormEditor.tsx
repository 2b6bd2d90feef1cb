import {
  Body1,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Select,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { CHECK_IN_LIMITS, CHECK_IN_QUESTION_KINDS, type CheckInQuestion, type CheckInQuestionKind } from '@core/records/check-ins';
import { PHOTO_POSES, type PhotoPose } from '@core/records/progress-photos';
import type { CheckInFormRecord } from '@/data/check-ins';
import { useRecordWrites } from '@/data/record-writes';
import { useExclusiveAction } from '@/ui/create-once';
import { notify } from '@/ui/feedback/notify';
import { localWriteFailure } from '@/ui/form/write-errors';
import { POSE_LABELS } from '@/ui/progress-photos/photo-words';
import { QUESTION_KIND_LABELS } from './question-words';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(44rem, 100vw)' },
  questions: { display: 'grid', gap: tokens.spacingVerticalL, listStyleType: 'none', padding: 0, margin: `${tokens.spacingVerticalL} 0` },
  question: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  row: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', alignItems: 'end' },
  control: { minHeight: '44px', minWidth: 0, width: '100%' },
  tools: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  tool: { minHeight: '44px' },
});

/** A question as the builder edits it: choices as typed lines until saved. */
interface Draft extends Omit<CheckInQuestion, 'choices'> {
  choicesText: string;
}

const draftOf = (question: CheckInQuestion): Draft => ({ ...question, choicesText: question.choices.join('\n') });
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function blankQuestion(kind: CheckInQuestionKind): Draft {
  return {
    id: uuidv7(),
    kind,
    text: '',
    required: false,
    low_label: null,
    high_label: null,
    unit: '',
    choicesText: '',
    pose: kind === 'photo' ? 'front' : null,
  };
}

type Problems = Record<string, string>;

/**
 * A coach's check-in form, written or changed (sync/SPEC.md A18): its name and questions of seven
 * kinds, in order. Changing it changes what clients are asked from now on, never an answer given.
 * What is wrong is said beside the field, and nothing typed is lost.
 */
export function FormEditor({ form, onClose }: { form: Pick<CheckInFormRecord, 'id' | 'name' | 'questions'>; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const writes = useRecordWrites();
  const { busy, run } = useExclusiveAction();
  const [name, setName] = useState(form.name);
  const [questions, setQuestions] = useState<Draft[]>(() => form.questions.map(draftOf));
  const [problems, setProblems] = useState<Problems>({});
  const [kind, setKind] = useState<CheckInQuestionKind>('scale');

  const change = (index: number, changes: Partial<Draft>) =>
    setQuestions((all) => all.map((question, at) => (at === index ? { ...question, ...changes } : question)));
  const move = (index: number, by: number) =>
    setQuestions((all) => {
      const next = [...all];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      return next;
    });

  const check = (): Problems => {
    const found: Problems = {};
    if (!name.trim()) found.name = t`Give the form a name`;
    else if (name.trim().length > 120) found.name = t`At most 120 characters`;
    if (questions.length === 0) found.questions = t`Add at least one question`;
    if (questions.length > CHECK_IN_LIMITS.questions) found.questions = t`A form asks at most ${CHECK_IN_LIMITS.questions} questions`;
    questions.forEach((question, index) => {
      const length = question.text.trim().length;
      if (length === 0) found[`${index}.text`] = t`Write the question`;
      else if (length > CHECK_IN_LIMITS.question)
        found[`${index}.text`] = t`At most ${CHECK_IN_LIMITS.question} characters (this one has ${length})`;
      if ((question.low_label ?? '').length > 60) found[`${index}.low_label`] = t`At most 60 characters`;
      if ((question.high_label ?? '').length > 60) found[`${index}.high_label`] = t`At most 60 characters`;
      if (question.unit.trim().length > 16) found[`${index}.unit`] = t`At most 16 characters`;
      if (question.kind === 'choice') {
        const choices = linesOf(question.choicesText);
        if (choices.length < 2) found[`${index}.choices`] = t`Write at least 2 options, one per line`;
        else if (choices.length > CHECK_IN_LIMITS.choices) found[`${index}.choices`] = t`At most ${CHECK_IN_LIMITS.choices} options`;
        else if (choices.some((choice) => choice.length > CHECK_IN_LIMITS.choice))
          found[`${index}.choices`] = t`Each option at most ${CHECK_IN_LIMITS.choice} characters`;
      }
    });
    return found;
  };

  const save = () =>
    run(async () => {
      const found = check();
      setProblems(found);
      if (Object.keys(found).length > 0) return;
      const saved: CheckInQuestion[] = questions.map(({ choicesText, ...question }) => ({
        ...question,
        text: question.text.trim(),
        low_label: question.kind === 'scale' ? question.low_label?.trim() || null : null,
        high_label: question.kind === 'scale' ? question.high_label?.trim() || null : null,
        unit: question.kind === 'number' ? question.unit.trim() : '',
        choices: question.kind === 'choice' ? linesOf(choicesText) : [],
        pose: question.kind === 'photo' ? (question.pose ?? 'front') : null,
      }));
      try {
        await writes.put('check-in-forms', { id: form.id, name: name.trim(), questions: saved });
        notify({ intent: 'success', message: msg`Form saved.`, key: 'check-in-form' });
        onClose();
      } catch (caught) {
        notify({ intent: 'error', message: localWriteFailure(caught), key: 'check-in-form' });
      }
    });

  const problem = (key: string) => (problems[key] ? { validationState: 'error' as const, validationMessage: problems[key] } : {});

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t`Check-in form`}</DialogTitle>
          <DialogContent>
            <Field label={t`Name`} required {...problem('name')}>
              <Input className={styles.control} value={name} onChange={(_, data) => setName(data.value)} />
            </Field>
            <ol className={styles.questions} aria-label={t`Questions`}>
              {questions.map((question, index) => (
                <li key={question.id} className={styles.question}>
                  <div className={styles.row}>
                    <Field label={t`Question ${index + 1}`} {...problem(`${index}.text`)}>
                      <Input className={styles.control} value={question.text} onChange={(_, data) => change(index, { text: data.value })} />
                    </Field>
                    <Field label={t`Kind`}>
                      <Select
                        className={styles.control}
                        value={question.kind}
                        onChange={(_, data) => {
                          const next = data.value as CheckInQuestionKind;
                          change(index, { kind: next, pose: next === 'photo' ? (question.pose ?? 'front') : question.pose });
                        }}
                      >
                        {CHECK_IN_QUESTION_KINDS.map((one) => (
                          <option key={one} value={one}>
                            {i18n._(QUESTION_KIND_LABELS[one])}
                          </option>
                        ))}
                      </Select>
                    </Field>
                  </div>
                  {question.kind === 'scale' && (
                    <div className={styles.row}>
                      <Field label={t`Word at 1`} {...problem(`${index}.low_label`)}>
                        <Input
                          className={styles.control}
                          value={question.low_label ?? ''}
                          onChange={(_, data) => change(index, { low_label: data.value })}
                        />
                      </Field>
                      <Field label={t`Word at 5`} {...problem(`${index}.high_label`)}>
                        <Input
                          className={styles.control}
                          value={question.high_label ?? ''}
                          onChange={(_, data) => change(index, { high_label: data.value })}
                        />
                      </Field>
                    </div>
                  )}
                  {question.kind === 'number' && (
                    <Field label={t`Unit`} {...problem(`${index}.unit`)}>
                      <Input className={styles.control} value={question.unit} onChange={(_, data) => change(index, { unit: data.value })} />
                    </Field>
                  )}
                  {question.kind === 'choice' && (
                    <Field label={t`Options, one per line`} {...problem(`${index}.choices`)}>
                      <Textarea
                        value={question.choicesText}
                        resize="vertical"
                        onChange={(_, data) => change(index, { choicesText: data.value })}
                      />
                    </Field>
                  )}
                  {question.kind === 'photo' && (
                    <Field label={t`Pose`}>
                      <Select
                        className={styles.control}
                        value={question.pose ?? 'front'}
                        onChange={(_, data) => change(index, { pose: data.value as PhotoPose })}
                      >
                        {PHOTO_POSES.map((pose) => (
                          <option key={pose} value={pose}>
                            {i18n._(POSE_LABELS[pose])}
                          </option>
                        ))}
                      </Select>
                    </Field>
                  )}
                  <div className={styles.tools}>
                    <Checkbox
                      label={t`Must be answered`}
                      checked={question.required}
                      onChange={(_, data) => change(index, { required: data.checked === true })}
                    />
                    <Button
                      className={styles.tool}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={t`Move question ${index + 1} up`}
                    >
                      {t`Up`}
                    </Button>
                    <Button
                      className={styles.tool}
                      disabled={index === questions.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={t`Move question ${index + 1} down`}
                    >
                      {t`Down`}
                    </Button>
                    <Button
                      className={styles.tool}
                      onClick={() => setQuestions((all) => all.filter((_, at) => at !== index))}
                      aria-label={t`Remove question ${index + 1}`}
                    >
                      {t`Remove`}
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
            {problems.questions && (
              <Body1 role="alert" block>
                {problems.questions}
              </Body1>
            )}
            <div className={styles.row}>
              <Field label={t`New question`}>
                <Select className={styles.control} value={kind} onChange={(_, data) => setKind(data.value as CheckInQuestionKind)}>
                  {CHECK_IN_QUESTION_KINDS.map((one) => (
                    <option key={one} value={one}>
                      {i18n._(QUESTION_KIND_LABELS[one])}
                    </option>
                  ))}
                </Select>
              </Field>
              <Button
                className={styles.tool}
                disabled={questions.length >= CHECK_IN_LIMITS.questions}
                onClick={() => setQuestions((all) => [...all, blankQuestion(kind)])}
              >
                {t`Add question`}
              </Button>
            </div>
          </DialogContent>
          <DialogActions>
            <Button className={styles.tool} onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button className={styles.tool} appearance="primary" disabled={busy} onClick={() => void save()}>
              {t`Save form`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
