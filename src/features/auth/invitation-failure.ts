import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const NO_LONGER_VALID = msg`This invitation link is no longer valid. Ask your coach to send a new one.`;

/** The server's refusals of an invitation, as the person reads them. */
export function invitationFailure(code: string, fallback: MessageDescriptor): MessageDescriptor {
  if (code === 'invitation_invalid') return NO_LONGER_VALID;
  if (code === 'own_client') return msg`This invitation is for one of your own clients.`;
  return fallback;
}
