import { z } from 'zod';
import { emailSchema } from './auth';
import { LOCALE_VALUES } from './auth-constants';

/** How long an invitation link to link a client's account works. */
export const CLIENT_INVITATION_DAYS = 7;

/** A coach invites the person of a client record: the mail goes to `email`, written in `language`. */
export const inviteClientRequestSchema = z.object({
  email: emailSchema,
  language: z.enum(LOCALE_VALUES),
});

export const clientInvitationResponseSchema = z.object({ invited_until: z.string() });

/** What the invitation page shows before the person accepts. */
export const invitationPreviewSchema = z.object({
  coach_name: z.string(),
  email: z.string(),
  expires_at: z.string(),
  /** For a signed-in person already linked to a coach: that coach, whom accepting leaves. */
  current_coach_name: z.string().nullable(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptInvitationResponseSchema = z.object({ coach_name: z.string() });

/** "I train too": the coach's own client record. */
export const trainingRecordResponseSchema = z.object({ id: z.string() });
