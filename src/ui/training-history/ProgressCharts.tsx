import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo, useState } from 'react';
import { MUSCLE_GROUPS } from '@core/records/reference';
import { estimatedOneRepMax } from '@core/training/personal-bests';
import { e1rmSeries, farthestSeries, lastWeeks, longestSeries, sessionsPerWeek, weeklySetsByGroup } from '@core/training/training-history';
import type { ClientHistory } from '@/data/client-history';
import { useRecords } from '@/data/record-reads';
import { today } from '@/i18n/date-format';
import { DailyLineChart } from '@/ui/charts/DailyLineChart';
import { StackedWeeklyChart } from '@/ui/charts/StackedWeeklyChart';
import { WeeklyChart } from '@/ui/charts/WeeklyChart';
import type { ExerciseNames } from '@/ui/ExerciseLink';
import { MUSCLE_GROUP_LABELS } from '@/ui/reference-labels';
import { formatClock, formatNumber } from '@/ui/training-format';
import { BodyMetrics } from '@/ui/body-metrics/BodyMetrics';
import { RecentPersonalBests } from './RecentPersonalBests';

// Photos and their device code load only on a progress tab that shows them.
const ProgressPhotos = lazy(() => import('@/ui/progress-photos/ProgressPhotos'));

const useStyles = makeStyles({
  charts: { display: 'grid', gap: tokens.spacingVerticalXXL, gridTemplateColumns: 'minmax(0, 1fr)' },
  picker: { maxWidth: '28rem' },
  select: { minHeight: '44px' },
});

/** Twelve weeks: a training block and its neighbours, as coaches review them. */
const WEEKS = 12;

export interface ProgressChartsProps {
  history: ClientHistory;
  exerciseName: ExerciseNames;
  /** The coach's target of sessions a week, drawn against the sessions done. */
  target: number | null;
  /** Whose body measurements are shown and logged here; null: nothing names the client yet (no coach). */
  clientId: string | null;
  viewer: 'client' | 'coach';
}

/**
 * How a client's training goes over time, computed on the device (so offline too): the estimated
 * one-rep max, or for timed and distance work the best duration or distance, of the exercise chosen;
 * sets per muscle group and sessions a week over the last 12 weeks. Every chart has its table.
 */
export default function ProgressCharts({ history, exerciseName, target, clientId, viewer }: ProgressChartsProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const exercises = useRecords('exercises');
  const muscles = useRecords('muscles');
  // The exercises they trained, lifts with an estimated 1RM first (the chart coaches look at
  // first), then by sets done: the first is the one shown to begin with.
  const trained = useMemo(() => {
    const counts = new Map<string, number>();
    const lifted = new Set<string>();
    for (const log of history.logs) {
      counts.set(log.exercise_id, (counts.get(log.exercise_id) ?? 0) + 1);
      if (estimatedOneRepMax(log) !== null) lifted.add(log.exercise_id);
    }
    return [...counts].sort((a, b) => Number(lifted.has(b[0])) - Number(lifted.has(a[0])) || b[1] - a[1]).map(([id]) => id);
  }, [history.logs]);
  const [chosen, setChosen] = useState<string>();
  const exerciseId = chosen && trained.includes(chosen) ? chosen : trained[0];
  const weeks = lastWeeks(today(), WEEKS);
  const groupsOf = useMemo(() => {
    const groupOfMuscle = new Map((muscles ?? []).map((muscle) => [muscle.id, muscle.group]));
    const byExercise = new Map(
      (exercises ?? []).map((exercise) => [exercise.id, exercise.primary_muscle_ids.flatMap((id) => groupOfMuscle.get(id) ?? [])]),
    );
    return (id: string) => byExercise.get(id) ?? [];
  }, [exercises, muscles]);

  const logs = history.logs.filter((log) => log.exercise_id === exerciseId);
  const e1rm = e1rmSeries(logs);
  const longest = longestSeries(logs);
  const farthest = farthestSeries(logs);
  const kg = (value: number) => `${formatNumber(i18n, value)} kg`;
  const volume = weeklySetsByGroup(history.logs, groupsOf, weeks);
  const groups = MUSCLE_GROUPS.filter((group) => volume.some((week) => (week.groups[group] ?? 0) > 0)).map((group) => ({
    key: group,
    label: i18n._(MUSCLE_GROUP_LABELS[group]),
  }));
  const name = exerciseId ? exerciseName(exerciseId) : '';

  return (
    <div className={styles.charts}>
      {clientId && <BodyMetrics clientId={clientId} viewer={viewer} />}
      {clientId && (
        <Suspense fallback={null}>
          <ProgressPhotos clientId={clientId} viewer={viewer} />
        </Suspense>
      )}
      <div>
        <RecentPersonalBests logs={history.logs} exerciseName={exerciseName} />
      </div>
      {exerciseId && (
        <Field label={t`Exercise`} className={styles.picker}>
          <Select className={styles.select} value={exerciseId} onChange={(_, data) => setChosen(data.value)}>
            {trained.map((id) => (
              <option key={id} value={id}>
                {exerciseName(id)}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {exerciseId && (e1rm.length > 0 || (longest.length === 0 && farthest.length === 0)) && (
        <DailyLineChart
          title={t`Estimated one-rep max: ${name}`}
          valueLabel={t`Estimated 1RM (kg)`}
          points={e1rm}
          format={kg}
          empty={t`No sets of 1 to 12 reps with a load yet: nothing to estimate from.`}
        />
      )}
      {longest.length > 0 && (
        <DailyLineChart
          title={t`Longest set: ${name}`}
          valueLabel={t`Duration`}
          points={longest}
          format={(seconds) => formatClock(seconds * 1000)}
          empty=""
        />
      )}
      {farthest.length > 0 && (
        <DailyLineChart
          title={t`Farthest set: ${name}`}
          valueLabel={t`Distance (m)`}
          points={farthest}
          format={(metres) => `${formatNumber(i18n, metres)} m`}
          empty=""
        />
      )}
      <StackedWeeklyChart
        title={t`Sets a week per muscle group`}
        parts={groups}
        weeks={volume.map((week) => ({ week: week.week, values: week.groups }))}
        empty={t`No sets in the last 12 weeks.`}
      />
      <WeeklyChart
        title={t`Sessions a week`}
        valueLabel={t`Sessions`}
        points={sessionsPerWeek(history.sessions, weeks)}
        empty={t`No sessions in the last 12 weeks.`}
        target={target !== null ? { label: t`Target`, value: target } : undefined}
      />
    </div>
  );
}
