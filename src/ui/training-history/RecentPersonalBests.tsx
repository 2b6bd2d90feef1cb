import { Body1, Caption1, Subtitle2 } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { localDateOf } from '@core/dates';
import { recentPersonalBests, type HistorySetLog } from '@core/training/training-history';
import { formatDate } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { useEntryListStyles } from '@/ui/entry-list-styles';
import { ExerciseName, type ExerciseNames } from '@/ui/ExerciseLink';
import { personalBestText } from '@/ui/personal-best-text';

/** Enough to see what moved lately without turning the overview into a log. */
const SHOWN = 5;

/** The latest personal records, newest first: "Back squat: estimated 1RM 105 kg (was 100 kg)". */
export function RecentPersonalBests({ logs, exerciseName }: { logs: readonly HistorySetLog[]; exerciseName: ExerciseNames }) {
  const { t, i18n } = useLingui();
  const list = useEntryListStyles();
  const records = recentPersonalBests(logs, SHOWN);
  return (
    <>
      <Subtitle2 as="h3" block>
        {t`Recent records`}
      </Subtitle2>
      {records.length === 0 ? (
        <Body1 as="p" block>{t`No records yet: they come once an exercise is trained a second time and beaten.`}</Body1>
      ) : (
        <ul className={list.list}>
          {records.map((record) => (
            <li key={`${record.logged_at}/${record.exercise_id}/${record.kind}`} className={list.item}>
              <Body1>
                <ExerciseName id={record.exercise_id} names={exerciseName} inline />
                {`: ${personalBestText(i18n, record)}`}
              </Body1>
              <Caption1>{formatDate(localDateOf(new Date(record.logged_at)), i18n.locale as Locale, 'medium')}</Caption1>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
