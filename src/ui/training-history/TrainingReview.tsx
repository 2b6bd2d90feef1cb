import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { localized } from '@sync/records/common';
import type { RecordOf } from '@sync/records/index';
import { useClientHistory } from '@/data/client-history';
import { useRecords } from '@/data/records';
import { PageLoading } from '@/ui/PageLoading';
import { SessionHistory } from './SessionHistory';

// The charts library is the largest part of these screens: it loads when progress is opened.
const ProgressCharts = lazy(() => import('./ProgressCharts'));

export interface TrainingReviewProps {
  clientId: string;
  view: 'history' | 'progress';
  /** Sessions a week the coach asks for, drawn against what was done. */
  target: number | null;
  /** What follows a session's sets in the history (its comments). */
  afterSession?: (session: RecordOf<'workout-sessions'>, logs: readonly RecordOf<'set-logs'>[]) => ReactNode;
}

/** A client's history or progress, from this device's copy: the coach's client page and the client's own screen. */
export function TrainingReview({ clientId, view, target, afterSession }: TrainingReviewProps) {
  const { t, i18n } = useLingui();
  const history = useClientHistory(clientId);
  const exercises = useRecords('exercises');
  const names = useMemo(() => new Map((exercises ?? []).map((exercise) => [exercise.id, localized(exercise.name, i18n.locale)])), [exercises, i18n.locale]);
  // An exercise deleted since, or not on this device, still has its sets: they are shown unnamed rather than lost.
  const exerciseName = useCallback((id: string) => names.get(id) ?? t`Exercise no longer available`, [names, t]);
  if (!history || !exercises) return <PageLoading />;
  if (view === 'history') return <SessionHistory history={history} exerciseName={exerciseName} after={afterSession} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <ProgressCharts history={history} exerciseName={exerciseName} target={target} />
    </Suspense>
  );
}
