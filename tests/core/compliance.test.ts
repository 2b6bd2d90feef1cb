import { describe, expect, it } from 'vitest';
import { complianceOver, complianceWindows, countedFrom, doneAgainstTarget, type ComplianceEntry } from '@core/compliance';

const TODAY = '2026-11-25'; // a Wednesday
let next = 0;
const entry = (date: string, status: ComplianceEntry['status'], notes: string | null = null): ComplianceEntry => ({
  id: `e${String(next++)}`,
  date,
  status,
  notes,
});

describe('compliance: what a client completed, did in part, skipped and missed, against the target', () => {
  it('splits a week: a past planned entry was missed unless a session was started for it; today and later are ahead', () => {
    const started = entry('2026-11-24', 'planned');
    const entries = [
      entry('2026-11-23', 'completed'),
      started,
      entry('2026-11-24', 'planned'),
      entry('2026-11-25', 'planned'),
      entry('2026-11-27', 'skipped', 'Sick'),
      entry('2026-11-28', 'partial'),
      entry('2026-11-30', 'completed'), // next week: outside
    ];
    const split = complianceOver(entries, {
      from: '2026-11-23',
      to: '2026-11-29',
      today: TODAY,
      sessionsPerWeek: 4,
      started: new Set([started.id]),
    });
    expect(split).toMatchObject({ completed: 1, partial: 2, skipped: 1, missed: 1, ahead: 1, target: 4, reasons: ['Sick'] });
    expect(doneAgainstTarget(split)).toBe(0.75);
  });

  it('the windows: this week, and the 4 and 12 weeks ending with it, Monday to Sunday', () => {
    expect(complianceWindows(TODAY)).toEqual([
      { key: 'week', from: '2026-11-23', to: '2026-11-29' },
      { key: 'weeks4', from: '2026-11-02', to: '2026-11-29' },
      { key: 'weeks12', from: '2026-09-07', to: '2026-11-29' },
    ]);
  });

  it('the target scales with the window and is absent without sessions a week; reasons come newest first', () => {
    const entries = [
      entry('2026-11-02', 'skipped', 'Travel'),
      entry('2026-11-20', 'skipped', 'Knee hurts'),
      entry('2026-11-21', 'skipped'),
    ];
    const four = complianceOver(entries, { from: '2026-11-02', to: '2026-11-29', today: TODAY, sessionsPerWeek: 3 });
    expect(four.target).toBe(12);
    expect(four.reasons).toEqual(['Knee hurts', 'Travel']);
    const none = complianceOver(entries, { from: '2026-11-02', to: '2026-11-29', today: TODAY, sessionsPerWeek: null });
    expect(none.target).toBeNull();
    expect(doneAgainstTarget(none)).toBeNull();
  });
  it('weeks count from the Monday on or after the coach added the client; nothing counts before the server has said when', () => {
    // Added on Wednesday 11 November at 23:30 Riga time (21:30 UTC): that week is only partly coached.
    const midWeek = { added_at: '2026-11-11T21:30:00.000Z', user_id: 'their-account' };
    expect(countedFrom(midWeek, null)).toBe('2026-11-16');
    // Added on a Monday morning: that whole week is inside the coaching.
    expect(countedFrom({ added_at: '2026-11-16T07:00:00.000Z', user_id: 'their-account' }, null)).toBe('2026-11-16');
    // Sunday 22:30 UTC is already Monday in Riga.
    expect(countedFrom({ added_at: '2026-11-15T22:30:00.000Z', user_id: 'their-account' }, null)).toBe('2026-11-16');
    expect(countedFrom({ added_at: null, user_id: 'their-account' }, null)).toBeNull();
  });

  it('a client without an account counts from the first session someone logged for them, never before they were added', () => {
    const added = { added_at: '2026-10-01T08:00:00.000Z', user_id: null };
    expect(countedFrom(added, null)).toBeNull();
    expect(countedFrom(added, '2026-11-10T09:00:00.000Z')).toBe('2026-11-16');
    expect(countedFrom(added, '2026-09-01T09:00:00.000Z')).toBe('2026-10-05');
    // With an account, their own sessions do not move the start.
    expect(countedFrom({ ...added, user_id: 'their-account' }, '2026-11-10T09:00:00.000Z')).toBe('2026-10-05');
  });

  it('the target covers only the weeks that count: the 12 weeks of a client coached for 3 of them is 3 weeks’ target', () => {
    const weeks12 = { from: '2026-09-07', to: '2026-11-29', today: TODAY, sessionsPerWeek: 4 };
    expect(complianceOver([], { ...weeks12, counted: '2026-11-09' }).target).toBe(12);
    expect(complianceOver([], { ...weeks12, counted: '2026-08-03' }).target).toBe(48);
    expect(complianceOver([], { ...weeks12, counted: '2026-11-30' }).target).toBe(0);
    expect(complianceOver([], { ...weeks12, counted: null }).target).toBe(0);
    expect(complianceOver([], weeks12).target).toBe(48);
  });
});
