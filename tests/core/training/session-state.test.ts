import { describe, expect, it } from 'vitest';
import { ABANDONED_AFTER_MS, sessionState } from '@core/training/session-state';

describe("a session's state", () => {
  const started_at = '2026-11-24T07:00:00.000Z';
  const start = Date.parse(started_at);

  it('is in progress until finished, and finished once it has an end, however late', () => {
    expect(sessionState({ started_at, finished_at: null }, start + 3600_000)).toBe('in_progress');
    expect(sessionState({ started_at, finished_at: '2026-11-24T08:00:00.000Z' }, start + 10 * ABANDONED_AFTER_MS)).toBe('finished');
  });

  it('is abandoned when left open for longer than any workout lasts', () => {
    expect(sessionState({ started_at, finished_at: null }, start + ABANDONED_AFTER_MS)).toBe('in_progress');
    expect(sessionState({ started_at, finished_at: null }, start + ABANDONED_AFTER_MS + 1)).toBe('abandoned');
  });
});
