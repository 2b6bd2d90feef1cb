import { useAtomValue } from 'jotai';
import { requireCatalogPart } from '@/i18n/activate';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useClientHistory, type Trainee } from '@/data/client-history';
import { useComments, type CommentRecord } from '@/data/comments';
import { useTrainingClientId } from '@/data/player-queries';
import { sessionAtom } from '@/data/session';
import { PageLoading } from '@/ui/PageLoading';
import { SessionComments } from './SessionComments';
import { SessionHistory } from './SessionHistory';
import { useExerciseName } from './use-exercise-name';

// The charts library is the largest part of these screens: it loads when progress is opened.
// With the words of body measurements and photos, a catalog of their own (lingui.config.ts).
const ProgressCharts = lazy(() => Promise.all([import('./ProgressCharts'), requireCatalogPart('progress')]).then(([module]) => module));

export interface TrainingReviewProps {
  trainee: Trainee;
  view: 'history' | 'progress';
  /** Sessions a week the coach asks for, drawn against what was done. */
  target: number | null;
  /** History of only the newest this many sessions. */
  latest?: number;
  /** What the history is shown in (a section with its heading); nothing at all when there is no session. */
  around?: (list: ReactNode) => ReactNode;
  /** A session to open and bring into view with its comments (a notification's link, `?session=`). */
  focus?: string;
}

/**
 * A client's history (with the comments on each session) or progress, from this device's copy: the
 * coach's client page and the client's own screen.
 */
export function TrainingReview({ trainee, view, target, latest, around = (list) => list, focus }: TrainingReviewProps) {
  const history = useClientHistory(trainee);
  const exerciseName = useExerciseName();
  const userId = useAtomValue(sessionAtom)?.userId;
  const sessionIds = useMemo(
    () => (view === 'history' ? (history?.sessions ?? []).map((session) => session.id) : []),
    [history?.sessions, view],
  );
  const comments = useComments(sessionIds);
  // A client's own device holds no client records (sync/SPEC.md A3): their records name it.
  const ownClientId = useTrainingClientId(trainee === 'own' && view === 'progress');
  const clientId = trainee === 'own' ? (ownClientId ?? null) : trainee.clientId;
  const bySession = useMemo(() => {
    const grouped = new Map<string, CommentRecord[]>();
    for (const comment of comments ?? []) {
      const said = grouped.get(comment.session_id);
      if (said) said.push(comment);
      else grouped.set(comment.session_id, [comment]);
    }
    return grouped;
  }, [comments]);
  // The latest session is an addition to a page: nothing while it loads, nothing when there is none.
  if (latest !== undefined && (!history || !exerciseName || !userId || history.sessions.length === 0)) return null;
  if (!history || !exerciseName || !userId) return <PageLoading />;
  if (view === 'history') {
    return around(
      <SessionHistory
        history={history}
        exerciseName={exerciseName}
        latest={latest}
        // Once the comments are read: brought into view before them, the reply box would slide away.
        focus={comments ? focus : undefined}
        commentCount={(session) => bySession.get(session.id)?.length ?? 0}
        after={(session, logs) => (
          <SessionComments
            session={session}
            logs={logs}
            comments={bySession.get(session.id) ?? []}
            userId={userId}
            viewer={trainee === 'own' ? 'client' : 'coach'}
            exerciseName={exerciseName}
          />
        )}
      />,
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <ProgressCharts
        history={history}
        exerciseName={exerciseName}
        target={target}
        clientId={clientId}
        viewer={trainee === 'own' ? 'client' : 'coach'}
      />
    </Suspense>
  );
}
