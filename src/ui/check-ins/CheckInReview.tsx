import { Body1, Button, Caption1, Field, makeStyles, Select, Subtitle2, Textarea, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { addDays } from '@core/dates';
import { unitPreference, type MetricSeries } from '@/data/body-metrics';
import { pastCheckIns, type CheckInDue, type ClientCheckIns } from '@/data/check-ins';
import type { ProgressPhotoRecord } from '@/data/progress-photos';
import { useRecordWrites } from '@/data/record-writes';
import { formatDate, formatDateTime, today } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { useExclusiveAction } from '@/ui/create-once';
import { notify } from '@/ui/feedback/notify';
import { localWriteFailure } from '@/ui/form/write-errors';
import { choiceText, metricChoices } from '@/ui/body-metrics/metric-words';
import { AnswerValue } from './AnswerValue';
import { STATUS_LABELS } from '@/ui/check-in-status';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  control: { minHeight: '44px', minWidth: 0, maxWidth: '28rem', width: '100%' },
  scroll: { overflowX: 'auto' },
  table: {
    borderCollapse: 'collapse',
    width: '100%',
    '& th, & td': { textAlign: 'start', verticalAlign: 'top', padding: tokens.spacingVerticalS },
  },
  rowHead: { fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground2, minWidth: '10rem' },
  action: { minHeight: '48px', justifySelf: 'start' },
  reply: { padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
});

/** Body measurements shown beside the answers: the last value on or within a week before the due day. */
const REVIEWED_METRICS = ['weight', 'waist'];

/**
 * A client's check-ins as their coach reviews them (sync/SPEC.md A20): a due day's answers beside
 * the previous answered one's, question by question as each was asked, with the body measurements
 * of those weeks and the photos; and the coach's reply, which reaches the client.
 */
export function CheckInReview({
  data,
  series,
  photos,
}: {
  data: ClientCheckIns;
  series: MetricSeries | undefined;
  photos: readonly ProgressPhotoRecord[];
}) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const locale = i18n.locale as Locale;
  const day = today();
  const all = useMemo(() => pastCheckIns(data, day).filter((one) => one.status !== 'upcoming'), [data, day]);
  const [chosenKey, setChosen] = useState<string>();
  const keyOf = (one: CheckInDue) => `${one.assignment?.id ?? one.answer?.id ?? ''}/${one.due}`;
  // The newest answered one first; else the newest due.
  const current = all.find((one) => keyOf(one) === chosenKey) ?? all.find((one) => one.answer) ?? all[0];
  const scheduleOf = (one: CheckInDue) => one.answer?.assignment_id ?? one.assignment?.id;
  const previous = current && all.find((one) => one.due < current.due && one.answer && scheduleOf(one) === scheduleOf(current));
  const photoById = useMemo(() => new Map(photos.map((photo) => [photo.id, photo])), [photos]);
  const choices = metricChoices(i18n, unitPreference(), []);

  if (!current) return <Body1>{t`No check-in has come due yet.`}</Body1>;
  const label = (one: CheckInDue) =>
    `${formatDate(one.due, locale, 'medium')} · ${one.form?.name ?? t`Check-in`} · ${i18n._(STATUS_LABELS[one.status])}`;
  // The questions as the client answered them; for an unanswered one, as the form asks them now.
  const rows = current.answer
    ? current.answer.answers.map((answer) => ({ id: answer.question_id, text: answer.question }))
    : (current.form?.questions ?? []).map((question) => ({ id: question.id, text: question.text }));
  const answerIn = (one: CheckInDue | undefined, id: string) => one?.answer?.answers.find((answer) => answer.question_id === id);
  const metricOn = (metric: string, due: string) => {
    const values = series?.[metric] ?? [];
    return values.filter((entry) => entry.date <= due && entry.date > addDays(due, -7)).at(-1);
  };

  return (
    <section className={styles.section} aria-labelledby="check-in-answers-title">
      <Subtitle2 as="h3" id="check-in-answers-title">
        {t`Answers`}
      </Subtitle2>
      <Field label={t`Check-in`}>
        <Select className={styles.control} value={keyOf(current)} onChange={(_, data) => setChosen(data.value)}>
          {all.map((one) => (
            <option key={keyOf(one)} value={keyOf(one)}>
              {label(one)}
            </option>
          ))}
        </Select>
      </Field>
      {!current.assignment && <Caption1>{t`The schedule of this check-in was deleted; its answers are kept.`}</Caption1>}
      {current.answer?.submitted_at && (
        <Caption1>{t`Sent ${formatDateTime(new Date(current.answer.submitted_at), locale, 'short')}`}</Caption1>
      )}
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t`Question`}</th>
              <th scope="col">{formatDate(current.due, locale, 'medium')}</th>
              <th scope="col">{previous ? formatDate(previous.due, locale, 'medium') : t`Previous`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className={styles.rowHead}>
                  {row.text}
                </th>
                <td>{current.answer ? <AnswerValue answer={answerIn(current, row.id)} photos={photoById} /> : t`Not answered`}</td>
                <td>{previous ? <AnswerValue answer={answerIn(previous, row.id)} photos={photoById} /> : '–'}</td>
              </tr>
            ))}
            {REVIEWED_METRICS.map((metric) => {
              const choice = choices.find((one) => one.key === metric);
              const now = metricOn(metric, current.due);
              const before = previous && metricOn(metric, previous.due);
              if (!choice || (!now && !before)) return null;
              return (
                <tr key={metric}>
                  <th scope="row" className={styles.rowHead}>
                    {choice.label}
                  </th>
                  <td>{now ? choiceText(i18n, choice, now.value ?? 0) : '–'}</td>
                  <td>{before ? choiceText(i18n, choice, before.value ?? 0) : '–'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {current.answer && <Reply answer={current.answer} />}
    </section>
  );
}

function Reply({ answer }: { answer: NonNullable<CheckInDue['answer']> }) {
  const { t } = useLingui();
  const styles = useStyles();
  const writes = useRecordWrites();
  const { busy, run } = useExclusiveAction();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const send = () =>
    run(async () => {
      const reply = typed.trim();
      if (!reply) {
        setProblem(t`Write a reply`);
        return;
      }
      if (reply.length > 4000) {
        setProblem(t`At most 4,000 characters (this one has ${reply.length})`);
        return;
      }
      setProblem(undefined);
      try {
        await writes.patch('check-in-answers', answer.id, { reply });
        setTyped('');
        notify({ intent: 'success', message: msg`Reply saved. The client is told.`, key: 'check-in-reply' });
      } catch (caught) {
        notify({ intent: 'error', message: localWriteFailure(caught), key: 'check-in-reply' });
      }
    });
  return (
    <>
      {answer.reply && (
        <div className={styles.reply}>
          <Caption1 block>{t`Your reply`}</Caption1>
          <Body1>{answer.reply}</Body1>
        </div>
      )}
      <Field
        label={answer.reply ? t`Change your reply` : t`Reply to the client`}
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem}
      >
        <Textarea value={typed} resize="vertical" onChange={(_, data) => setTyped(data.value)} />
      </Field>
      <Button className={styles.action} appearance="primary" disabled={busy} onClick={() => void send()}>
        {t`Send reply`}
      </Button>
    </>
  );
}
