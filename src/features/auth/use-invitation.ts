import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import type { InvitationPreview } from '@core/invitations';
import { apiFailure } from '@/data/api-errors';
import { fetchInvitation } from '@/data/invitations-api';
import { invitationFailure } from './invitation-failure';
import { failureMessage } from './messages';

/**
 * The invitation behind a link's token, as the server describes it, or why it cannot be opened.
 * Asked again when the signed-in person changes (`userId`): the answer names their current coach.
 */
export function useInvitation(token: string | null, userId?: string): { invitation?: InvitationPreview; error?: MessageDescriptor } {
  const [found, setFound] = useState<{ invitation?: InvitationPreview; error?: MessageDescriptor }>({});
  useEffect(() => {
    if (!token) return;
    let current = true;
    fetchInvitation(token)
      .then((invitation) => current && setFound({ invitation }))
      .catch(async (caught: unknown) => {
        const failure = await apiFailure(caught);
        if (current)
          setFound({
            error: invitationFailure(failure.code, failureMessage(failure, msg`The invitation could not be opened. Please try again.`)),
          });
      });
    return () => {
      current = false;
    };
  }, [token, userId]);
  return found;
}
