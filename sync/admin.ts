import { z } from 'zod';
import { LOCALE_VALUES } from './auth-constants';
import { emailSchema, roleIdSchema } from './auth';
import type { CLIENT_STATUSES } from './records/clients';

/**
 * The admin area's online API (issue 6): the shapes the server answers and the admin screens read.
 * Reference resources travel as the synced records of `records/`; these are the rest.
 */

/** Every list endpoint answers one page and how many match in all. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

export const USER_STATUSES = ['active', 'disabled', 'invited'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const LAST_ACTIVE_FILTERS = ['week', 'month', 'inactive'] as const;
export const USER_SORTS = ['email', 'name', 'created_at', 'last_active_at'] as const;

export const adminUserListQuerySchema = z.object({
  q: z.string().max(200).optional(),
  role: z.coerce.number().pipe(roleIdSchema).optional(),
  status: z.enum(USER_STATUSES).optional(),
  /** week / month: active within 7 / 30 days; inactive: not for 30 days, or never. */
  lastActive: z.enum(LAST_ACTIVE_FILTERS).optional(),
  sort: z.enum([...USER_SORTS, ...USER_SORTS.map((field) => `-${field}` as const)]).default('email'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export interface AdminUserListQuery {
  q?: string;
  role?: 1 | 2 | 3;
  status?: UserStatus;
  lastActive?: (typeof LAST_ACTIVE_FILTERS)[number];
  sort?: z.infer<typeof adminUserListQuerySchema>['sort'];
  page?: number;
  pageSize?: number;
}

export const inviteUserSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, 'is required').max(120, 'is too long'),
  role_id: roleIdSchema,
  preferred_language: z.enum(LOCALE_VALUES).optional(),
});
export type InviteUser = z.input<typeof inviteUserSchema>;

export const updateUserSchema = z.object({ role_id: roleIdSchema.optional(), status: z.enum(['active', 'disabled']).optional() });
export type UpdateUser = z.infer<typeof updateUserSchema>;

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role_id: 1 | 2 | 3;
  status: UserStatus;
  preferred_language: (typeof LOCALE_VALUES)[number] | null;
  created_at: string;
  last_login_at: string | null;
  last_active_at: string | null;
}

/** Who a message reaches. */
export const audienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }),
  z.object({ kind: z.literal('role'), role_id: roleIdSchema }),
  z.object({ kind: z.literal('age-group'), age_group_id: z.uuid() }),
  z.object({ kind: z.literal('users'), user_ids: z.array(z.uuid()).min(1, 'choose at least one person').max(5000) }),
]);
export type Audience = z.infer<typeof audienceSchema>;

export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 20_000;

export const messageRequestSchema = z.object({
  subject: z.string().trim().min(1, 'is required').max(MESSAGE_SUBJECT_MAX, 'is too long'),
  body: z.string().trim().min(1, 'is required').max(MESSAGE_BODY_MAX, 'is too long'),
  audience: audienceSchema,
  channels: z.object({ app: z.boolean(), email: z.boolean() }).refine((c) => c.app || c.email, { message: 'choose at least one channel' }),
});
export type MessageRequest = z.infer<typeof messageRequestSchema>;

export interface AudiencePreview {
  recipients: number;
  /** The first few, to check the audience is the intended one. */
  sample: { email: string; name: string }[];
}

export interface SentMessage {
  id: string;
  subject: string;
  body: string;
  audience: Audience;
  channels: { app: boolean; email: boolean };
  sent_at: string;
  recipients: number;
  app_delivered: number;
  email_sent: number;
  email_failed: number;
  read: number;
}

export interface WeekPoint {
  /** The Monday the week starts on (Riga), YYYY-MM-DD. */
  week: string;
  sessions: number;
  volume_kg: number;
}

/** One user's activity at a glance (/admin/users/{id}/dashboard). */
export interface Dashboard {
  user: Omit<AdminUser, 'preferred_language'>;
  devices: { client_id: string; user_agent: string | null; created_at: string; last_push_at: string | null; last_pull_at: string | null }[];
  coach: { clients: { total: number; active: number }; client_list: { id: string; name: string; status: (typeof CLIENT_STATUSES)[number] }[]; upcoming_planned: number; planned_per_week: { week: string; entries: number }[] } | null;
  client: {
    weeks: WeekPoint[];
    total_volume_kg: number;
    total_sessions: number;
    compliance: { past_entries: number; completed: number; partial: number; skipped: number; missed: number; rate: number | null };
    recent_sessions: { id: string; name: string; started_at: string; finished_at: string | null; sets: number; volume_kg: number; rating: number | null }[];
  } | null;
}

/** What an exercise library import did. */
export interface ImportReport {
  total: number;
  created: number;
  /** Already imported (or deleted by an admin): left as they are. */
  skipped: number;
  /** Source values with no counterpart in our reference data, and how often each occurred. */
  unmapped: Record<string, number>;
}
