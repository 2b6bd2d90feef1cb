import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFailure, type ApiFailure } from '@/data/api-errors';

export interface Remote<T> {
  /** The last answer; kept while a newer one loads, so a list does not blink on every keystroke. */
  data: T | undefined;
  /** Why the latest load failed; cleared when the next one starts. */
  failure: ApiFailure | undefined;
  loading: boolean;
  reload: () => void;
}

interface Outcome<T> {
  /** The request this answers: an answer to an older request is never shown as the current one. */
  request: string;
  data: T | undefined;
  failure?: ApiFailure;
}

/**
 * Loads from the server whenever `key` changes (a string naming everything the load depends on),
 * cancelling the previous request, so answers arriving out of order never show stale results.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Remote<T> {
  const [generation, setGeneration] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<T>>();
  const latest = useRef(load);
  const request = `${String(generation)}:${key}`;

  useEffect(() => {
    latest.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    const current = () => !controller.signal.aborted;
    latest.current(controller.signal).then(
      (data) => {
        if (current()) setOutcome({ request, data });
      },
      async (error: unknown) => {
        const failure = await apiFailure(error);
        if (current()) setOutcome((previous) => ({ request, data: previous?.data, failure }));
      },
    );
    return () => controller.abort();
  }, [request]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const answered = outcome?.request === request;
  return { data: outcome?.data, failure: answered ? outcome.failure : undefined, loading: !answered, reload };
}
