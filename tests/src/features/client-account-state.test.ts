import { describe, expect, it } from 'vitest';
import { clientAccountState } from '@/features/clients/client-account-state';

describe("a client's own account as the coach's screens show it", () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const user = '0190a1b2-0000-7000-8000-000000000001';

  it.each([
    ['linked, whatever an old invitation said', { user_id: user, invited_until: '2026-11-30T12:00:00Z' }, 'linked'],
    ['invited while the link works', { user_id: null, invited_until: '2026-11-24T12:00:01Z' }, 'invited'],
    ['expired from the moment the link stops', { user_id: null, invited_until: '2026-11-24T12:00:00Z' }, 'expired'],
    ['not invited', { user_id: null, invited_until: null }, 'none'],
  ] as const)('%s', (_case, client, state) => {
    expect(clientAccountState(client, now)).toBe(state);
  });
});
