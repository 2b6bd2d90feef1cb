import { z } from 'zod';

/** POST /profile/deletion: the password again, for an account that has one. */
export const deletionRequestSchema = z.object({ password: z.string().max(1000).optional() });

export const deletionScheduledSchema = z.object({
  deletion_due_at: z.string().describe('When the account is erased, unless the deletion is cancelled before'),
});
