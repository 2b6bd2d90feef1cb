import { describe, expect, it } from 'vitest';
import { currentPlan, groupByWeek } from '@/ui/client-plan/plan-weeks';

const plan = { id: 'plan', weeks: 8 };
const assignment = (id: string, start_date: string, status: 'active' | 'ended' = 'active') => ({ id, plan_id: 'plan', start_date, status });
const entry = (id: string, date: string, assignment_id: string | null = 'a', time: string | null = null) => ({
  id,
  date,
  time,
  assignment_id,
});

describe('the plan a client is on and their week in it (sync/SPEC.md G5)', () => {
  it('counts Monday weeks from the week the plan starts: 2026-11-09 (a Monday) is week 3 on Thursday 2026-11-26', () => {
    expect(currentPlan([assignment('a', '2026-11-09')], [plan], '2026-11-26')).toMatchObject({ assignmentId: 'a', week: 3, weeks: 8 });
    // Started mid-week: that week is still week 1.
    expect(currentPlan([assignment('a', '2026-11-12')], [plan], '2026-11-16')).toMatchObject({ week: 2 });
  });

  it('shows a plan that has not started as week 0, a running one before it, and neither an ended nor a finished one', () => {
    expect(currentPlan([assignment('next', '2026-11-30')], [plan], '2026-11-26')).toMatchObject({ assignmentId: 'next', week: 0 });
    expect(currentPlan([assignment('next', '2026-11-30'), assignment('now', '2026-11-02')], [plan], '2026-11-26')).toMatchObject({
      assignmentId: 'now',
      week: 4,
    });
    expect(currentPlan([assignment('a', '2026-11-09', 'ended')], [plan], '2026-11-26')).toBeNull();
    expect(currentPlan([assignment('a', '2026-09-07')], [plan], '2026-11-26')).toBeNull();
    // The plan is not on the device (yet): nothing to name.
    expect(currentPlan([assignment('a', '2026-11-09')], [], '2026-11-26')).toBeNull();
  });
});

describe('coming workouts grouped by week', () => {
  it('groups by Monday week in date and time order, numbering a week by the plan its workouts come from', () => {
    const current = currentPlan([assignment('a', '2026-11-09')], [plan], '2026-11-26');
    const groups = groupByWeek(
      [
        entry('fri', '2026-11-27'),
        entry('mon', '2026-11-30', 'a', '18:00'),
        entry('mon-early', '2026-11-30', null, '07:00'),
        entry('thu', '2026-11-26'),
        entry('later', '2026-12-16', null),
      ],
      current,
    );
    expect(groups.map((group) => [group.monday, group.planWeek, group.entries.map((one) => one.id)])).toEqual([
      ['2026-11-23', 3, ['thu', 'fri']],
      ['2026-11-30', 4, ['mon-early', 'mon']],
      ['2026-12-14', null, ['later']],
    ]);
  });

  it('has no plan weeks without a plan', () => {
    expect(groupByWeek([entry('a', '2026-11-27')], null)).toEqual([
      { monday: '2026-11-23', planWeek: null, entries: [entry('a', '2026-11-27')] },
    ]);
  });
});
