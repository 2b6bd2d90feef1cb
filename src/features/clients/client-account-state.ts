import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RecordOf } from '@core/records/index';

export type ClientAccountState = 'linked' | 'invited' | 'expired' | 'none';

/** Where a client's own account stands: linked, invited (the link still works), expired, or not invited. */
export function clientAccountState(client: Pick<RecordOf<'clients'>, 'user_id' | 'invited_until'>, now: number): ClientAccountState {
  if (client.user_id) return 'linked';
  if (!client.invited_until) return 'none';
  return Date.parse(client.invited_until) > now ? 'invited' : 'expired';
}

export const ACCOUNT_STATE_LABELS: Record<ClientAccountState, MessageDescriptor> = {
  linked: msg`Own account`,
  invited: msg`Invited`,
  expired: msg`Invitation expired`,
  none: msg`Not invited`,
};
