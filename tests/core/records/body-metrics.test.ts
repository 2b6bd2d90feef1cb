import { describe, expect, it } from 'vitest';
import { bodyMetricFields, bodyMetricId } from '@core/records/body-metrics';

const client = '0192a000-0000-7000-8000-000000000001';
const entry = (changes: Record<string, unknown> = {}) => {
  const base = { client_id: client, metric: 'weight', date: '2026-11-30', value: 82.4, ...changes };
  return { id: bodyMetricId(base.client_id, base.metric, base.date), ...base };
};
const problems = (input: unknown) => {
  const result = bodyMetricFields.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('[A15] a body metric record', () => {
  it('has one id per client, metric and day, the same wherever it is made', () => {
    expect(bodyMetricId(client, 'weight', '2026-11-30')).toBe(bodyMetricId(client, 'weight', '2026-11-30'));
    expect(bodyMetricId(client, 'weight', '2026-11-30')).not.toBe(bodyMetricId(client, 'weight', '2026-12-01'));
    expect(bodyMetricId(client, 'weight', '2026-11-30')).not.toBe(bodyMetricId(client, 'waist', '2026-11-30'));
    expect(problems(entry())).toEqual({});
  });

  it('refuses an id that is not the one of its client, metric and day', () => {
    expect(problems({ ...entry(), date: '2026-12-01' })).toEqual({ id: 'must be the id of this client, metric and day' });
  });

  it('refuses a value no body has, naming the field, and takes a cleared value', () => {
    expect(problems(entry({ value: -5 }))).toEqual({ value: 'must be between 20 and 400' });
    expect(problems(entry({ value: 5000 }))).toEqual({ value: 'must be between 20 and 400' });
    expect(problems(entry({ metric: 'waist', value: 82.4 }))).toEqual({});
    expect(problems(entry({ value: null }))).toEqual({});
  });

  it('refuses a date in year 0 and a metric it does not know', () => {
    expect(problems({ ...entry(), date: '0000-01-01' })).toHaveProperty('date');
    expect(problems({ ...entry(), metric: 'shoe_size' })).toHaveProperty('metric');
  });
});
