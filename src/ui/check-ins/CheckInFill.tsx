import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { CHECK_IN_LIMITS, type CheckInQuestion } from '@core/records/check-ins';
import type { CheckInAnswerRecord, CheckInAssignmentRecord, CheckInFormRecord } from '@/data/check-ins';
import { saveCheckInAnswers } from '@/data/check-ins';
import { useProgressPhotos } from '@/data/progress-photos';
import { useRecordWrites } from '@/data/record-writes';
import { formatDate } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { useExclusiveAction } from '@/ui/create-once';
import { notify } from '@/ui/feedback/notify';
import { localWriteFailure } from '@/ui/form/write-errors';
import { AddProgressPhoto } from '@/ui/progress-photos/AddProgressPhoto';
import { PhotoThumbnail } from '@/ui/progress-photos/PhotoPicture';
import { formatNumber, parseDecimal } from '@/ui/training-format';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(36rem, 100vw)' },
  questions: { display: 'grid', gap: tokens.spacingVerticalXL },
  control: { minHeight: '44px', minWidth: 0, width: '100%' },
  scale: { display: 'flex', flexWrap: 'wrap' },
  // A thumb's worth to tap, the circle and its words on one line.
  radio: { minHeight: '44px', minWidth: '44px', alignItems: 'center' },
  photo: { maxWidth: '10rem' },
  action: { minHeight: '48px' },
});

type Value = number | boolean | string | null;

/** What was typed for each question, as typed: a number stays text until it is saved. */
type Typed = Record<string, string | boolean | null>;

function typedFrom(
  answer: CheckInAnswerRecord | undefined,
  questions: readonly CheckInQuestion[],
  decimal: (value: number) => string,
): Typed {
  const typed: Typed = {};
  for (const question of questions) {
    const value = answer?.answers.find((one) => one.question_id === question.id)?.value ?? null;
    typed[question.id] =
      typeof value === 'number' && question.kind === 'number' ? decimal(value) : typeof value === 'number' ? String(value) : value;
  }
  return typed;
}

/**
 * A client answering a check-in (sync/SPEC.md A20), offline too: each question in its own kind of
 * field, photo slots taking a progress photo of their pose. Saved on the device at once and sent
 * on sync; answering again before it is missed replaces the answers. A refused value is said beside
 * its question and everything typed stays.
 */
export function CheckInFill({
  assignment,
  form,
  due,
  answer,
  onClose,
}: {
  assignment: CheckInAssignmentRecord;
  form: CheckInFormRecord;
  due: string;
  answer: CheckInAnswerRecord | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const writes = useRecordWrites();
  const { busy, run } = useExclusiveAction();
  const photos = useProgressPhotos(assignment.client_id);
  const photoById = useMemo(() => new Map((photos ?? []).map((photo) => [photo.id, photo])), [photos]);
  const [typed, setTyped] = useState<Typed>(() => typedFrom(answer, form.questions, (value) => formatNumber(i18n, value)));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const set = (id: string, value: string | boolean | null) => setTyped((all) => ({ ...all, [id]: value }));

  const valueOf = (question: CheckInQuestion): { value: Value } | { problem: string } => {
    const raw = typed[question.id] ?? null;
    if (raw === null || raw === '') return question.required ? { problem: t`Answer this question` } : { value: null };
    switch (question.kind) {
      case 'scale':
        return { value: Number(raw) };
      case 'number': {
        const number = parseDecimal(String(raw));
        if (number === null || Math.abs(number) > 1_000_000) return { problem: t`Enter a number` };
        return { value: number };
      }
      case 'yes_no':
        return { value: raw === true || raw === 'yes' };
      case 'short_text': {
        const text = String(raw).trim();
        if (text.length > CHECK_IN_LIMITS.shortText)
          return { problem: t`At most ${CHECK_IN_LIMITS.shortText} characters (this has ${text.length})` };
        return { value: text || null };
      }
      case 'long_text': {
        const text = String(raw).trim();
        if (text.length > CHECK_IN_LIMITS.longText)
          return { problem: t`At most ${CHECK_IN_LIMITS.longText} characters (this has ${text.length})` };
        return { value: text || null };
      }
      default:
        return { value: String(raw) };
    }
  };

  const send = () =>
    run(async () => {
      const found: Record<string, string> = {};
      const answers = form.questions.map((question) => {
        const result = valueOf(question);
        if ('problem' in result) found[question.id] = result.problem;
        return {
          question_id: question.id,
          kind: question.kind,
          question: question.text,
          unit: question.unit,
          value: 'value' in result ? result.value : null,
        };
      });
      setProblems(found);
      if (Object.keys(found).length > 0) return;
      try {
        await saveCheckInAnswers(writes, { assignment, due, answers, before: answer });
        notify({
          intent: 'success',
          message: navigator.onLine
            ? msg`Check-in sent to your coach.`
            : msg`Check-in saved on this device. It is sent when you are online.`,
          key: 'check-in-fill',
        });
        onClose();
      } catch (caught) {
        notify({ intent: 'error', message: localWriteFailure(caught), key: 'check-in-fill' });
      }
    });

  const field = (question: CheckInQuestion) => {
    const value = typed[question.id] ?? null;
    switch (question.kind) {
      case 'scale':
        return (
          <RadioGroup
            layout="horizontal"
            className={styles.scale}
            value={value === null ? '' : String(value)}
            onChange={(_, data) => set(question.id, data.value)}
          >
            {[1, 2, 3, 4, 5].map((point) => (
              <Radio
                className={styles.radio}
                key={point}
                value={String(point)}
                label={
                  point === 1 && question.low_label
                    ? `1 ${question.low_label}`
                    : point === 5 && question.high_label
                      ? `5 ${question.high_label}`
                      : String(point)
                }
              />
            ))}
          </RadioGroup>
        );
      case 'yes_no':
        return (
          <RadioGroup
            layout="horizontal"
            className={styles.scale}
            value={value === null ? '' : value === true ? 'yes' : 'no'}
            onChange={(_, data) => set(question.id, data.value === 'yes')}
          >
            <Radio className={styles.radio} value="yes" label={t`Yes`} />
            <Radio className={styles.radio} value="no" label={t`No`} />
          </RadioGroup>
        );
      case 'choice':
        return (
          <RadioGroup
            className={styles.scale}
            value={typeof value === 'string' ? value : ''}
            onChange={(_, data) => set(question.id, data.value)}
          >
            {question.choices.map((choice) => (
              <Radio className={styles.radio} key={choice} value={choice} label={choice} />
            ))}
          </RadioGroup>
        );
      case 'number':
        return (
          <Input
            className={styles.control}
            inputMode="decimal"
            value={typeof value === 'string' ? value : ''}
            contentAfter={question.unit || undefined}
            onChange={(_, data) => set(question.id, data.value)}
          />
        );
      case 'long_text':
        return (
          <Textarea value={typeof value === 'string' ? value : ''} resize="vertical" onChange={(_, data) => set(question.id, data.value)} />
        );
      case 'photo': {
        const photo = typeof value === 'string' ? photoById.get(value) : undefined;
        return (
          <div>
            {photo && (
              <div className={styles.photo}>
                <PhotoThumbnail photo={photo} alt={question.text} />
              </div>
            )}
            <AddProgressPhoto
              clientId={assignment.client_id}
              pose={question.pose ?? 'free'}
              onAdded={(id) => set(question.id, id)}
              label={photo ? t`Take another` : t`Take or choose a photo`}
            />
          </div>
        );
      }
      default:
        return (
          <Input
            className={styles.control}
            value={typeof value === 'string' ? value : ''}
            onChange={(_, data) => set(question.id, data.value)}
          />
        );
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{`${form.name} · ${formatDate(due, i18n.locale as Locale, 'medium')}`}</DialogTitle>
          <DialogContent className={styles.questions}>
            {form.questions.map((question) => (
              <Field
                key={question.id}
                label={question.text}
                required={question.required}
                validationState={problems[question.id] ? 'error' : 'none'}
                validationMessage={problems[question.id]}
              >
                {field(question)}
              </Field>
            ))}
          </DialogContent>
          <DialogActions>
            <Button className={styles.action} onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button className={styles.action} appearance="primary" disabled={busy} onClick={() => void send()}>
              {t`Send check-in`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
