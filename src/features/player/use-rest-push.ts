import { useEffect } from 'react';
import { endedAt } from '@core/training/intervals';
import type { RestTimer } from '@core/training/rest-timer';

/** A rest this close to its end is not worth a push: the phone is likely still in the hand. */
const LEAST_LEFT_MS = 5000;

/**
 * The end of a rest reaches a locked phone: when the page goes out of sight during a running rest,
 * the server is asked to push at its end (a locked phone stops the page's own timer and sound);
 * when the person looks again, or the rest changes or ends (a set logged, skipped, paused), the
 * push is withdrawn. Only where the person gets notifications on this browser; best effort, like
 * every cue: offline, the screen still shows the time when looked at.
 */
export function useRestPush(sessionId: string, timer: RestTimer | null | undefined, next: string | null): void {
  useEffect(() => {
    if (!timer || timer.paused_at !== null || typeof Notification === 'undefined') return;
    let asked = false;
    const push = () => import('@/data/push-notifications');
    const withdraw = () => {
      if (!asked) return;
      asked = false;
      void push()
        .then(({ withdrawRestPush }) => withdrawRestPush(sessionId))
        .catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        withdraw();
        return;
      }
      const endsAt = endedAt(timer);
      if (Notification.permission !== 'granted' || endsAt - Date.now() < LEAST_LEFT_MS) return;
      asked = true;
      void push()
        .then(({ askRestPush }) => askRestPush({ sessionId, endsAt, next: next ?? '', path: window.location.pathname }))
        .catch(() => {
          asked = false;
        });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      withdraw();
    };
  }, [sessionId, timer, next]);
}
