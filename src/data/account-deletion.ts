import { api, parseJson } from './api';

/*
 * Deleting one's account (docs/account-deletion.md): asked for here, erased by the server after
 * its grace period, cancellable until then from the profile or the mailed link.
 */

/** Asks for the account's deletion; answers when it will be erased. */
export async function requestAccountDeletion(password: string | null): Promise<string> {
  const scheduled = await parseJson(
    api().http.post('profile/deletion', { json: password === null ? {} : { password } }),
    import('@core/account-deletion').then((s) => s.deletionScheduledSchema),
  );
  return scheduled.deletion_due_at;
}

/** Cancels the signed-in person's scheduled deletion. */
export async function cancelAccountDeletion(): Promise<void> {
  await api().http.delete('profile/deletion');
}

/** Cancels a deletion with the token of its mailed link; no sign-in needed. */
export async function cancelAccountDeletionByLink(token: string): Promise<void> {
  await api().http.post('account/deletion/cancel', { json: { token } });
}
