import type { InvitationPreview } from '@core/invitations';
import { api, parseJson } from './api';

/*
 * Invitations link a client's own account to their coach's client record (docs/api.md,
 * "Invitations"). They need the server: mail goes out from there and the link is checked there.
 * The schemas load beside the requests, as in auth-api: the invitation page is a first screen.
 */
const schemas = () => import('@core/invitations');

/** What the server just linked arrives with the next pull: ask for it now. */
function syncSoon(userId: string): void {
  // Loaded only now: the local database is not part of the invitation page's first screen.
  void Promise.all([import('./sync-status'), import('./local/registry')])
    .then(([{ requestSync }, { userDatabase }]) => requestSync(userDatabase(userId)))
    .catch(() => undefined);
}

/** Mails the client a new link (replacing an earlier one); answers until when it works. */
export async function inviteClient(clientId: string, invitation: { email: string; language: string }): Promise<string> {
  const answer = await parseJson(
    api().http.post(`clients/${clientId}/invitation`, { json: invitation }),
    schemas().then((s) => s.clientInvitationResponseSchema),
  );
  return answer.invited_until;
}

export async function revokeInvitation(clientId: string): Promise<void> {
  await api().http.delete(`clients/${clientId}/invitation`);
}

export async function unlinkClientAccount(clientId: string): Promise<void> {
  await api().http.delete(`clients/${clientId}/account`);
}

export function fetchInvitation(token: string): Promise<InvitationPreview> {
  return parseJson(
    api().http.get(`invitations/${encodeURIComponent(token)}`),
    schemas().then((s) => s.invitationPreviewSchema),
  );
}

/** Links the signed-in account; the next pull brings the coach's plans for them, so it starts now. */
export async function acceptInvitation(token: string, userId: string): Promise<string> {
  const answer = await parseJson(
    api().http.post(`invitations/${encodeURIComponent(token)}/accept`),
    schemas().then((s) => s.acceptInvitationResponseSchema),
  );
  syncSoon(userId);
  return answer.coach_name;
}

/** "I train too": the coach's own client record, linked to their account; made once. Answers its id. */
export async function trainingRecord(userId: string): Promise<string> {
  const answer = await parseJson(
    api().http.post('clients/self'),
    schemas().then((s) => s.trainingRecordResponseSchema),
  );
  syncSoon(userId);
  return answer.id;
}
