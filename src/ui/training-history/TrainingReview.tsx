import { lazy, Suspense, type ReactNode } from 'react';
import type { RecordOf } from '@sync/records/index';
import { useClientHistory, type Trainee } from '@/data/client-history';
import { PageLoading } from '@/ui/PageLoading';
import { SessionHistory } from './SessionHistory';
import { useExerciseName } from './use-exercise-name';

// The charts library is the largest part of these screens: it loads when progress is opened.
const ProgressCharts = lazy(() => import('./ProgressCharts'));

export interface TrainingReviewProps {
  trainee: Trainee;
  view: 'history' | 'progress';
  /** Sessions a week the coach asks for, drawn against what was done. */
  target: number | null;
  /** What follows a session's sets in the history (its comments). */
  afterSession?: (session: RecordOf<'workout-sessions'>, logs: readonly RecordOf<'set-logs'>[]) => ReactNode;
}

/** A client's history or progress, from this device's copy: the coach's client page and the client's own screen. */
export function TrainingReview({ trainee, view, target, afterSession }: TrainingReviewProps) {
  const history = useClientHistory(trainee);
  const exerciseName = useExerciseName();
  if (!history || !exerciseName) return <PageLoading />;
  if (view === 'history') return <SessionHistory history={history} exerciseName={exerciseName} after={afterSession} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <ProgressCharts history={history} exerciseName={exerciseName} target={target} />
    </Suspense>
  );
}
