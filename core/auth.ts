import { z } from 'zod';
import { notificationPreferencesSchema } from './push';
import { LOCALE_VALUES, PROVIDERS, THEME_VALUES } from './auth-constants';

export * from './auth-constants';

export const roleIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** The token of a link mailed to a person (a registration, an invitation), as it appears in the link. */
export const linkTokenSchema = z.string().min(16, 'is not a valid link').max(200, 'is not a valid link');

export const emailSchema = z.string().trim().toLowerCase().max(254, 'is too long').pipe(z.email('is not a valid e-mail address'));

/** Sign-in accepts any non-empty password: rules apply when a password is set, not when typed. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'is required').max(1024, 'is too long'),
});

/**
 * Only bounds the size of what reaches the hasher. The password rules (length counted in
 * graphemes, the common-password list) live in the server's password service, which answers
 * each with its own error code (password_too_short, …) for the browser to translate.
 */
export const newPasswordSchema = z.string().max(1024, 'is too long');

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: z.string().trim().min(1, 'is required').max(120, 'is too long'),
  preferred_language: z.enum(LOCALE_VALUES).optional(),
  /** The token of a coach's invitation: it proves the address and links the new account to the client record. */
  invitation: linkTokenSchema.optional(),
});

/** The token from the link in the registration mail. */
export const confirmRegistrationRequestSchema = z.object({ token: linkTokenSchema });

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

export const resetPasswordRequestSchema = z.object({
  token: z.string().min(16, 'is not a valid link').max(200, 'is not a valid link'),
  password: newPasswordSchema,
});

export const changePasswordRequestSchema = z.object({
  /** Empty when the account has no password yet (provider-only accounts set their first one). */
  current_password: z.string().max(1024).default(''),
  new_password: newPasswordSchema,
});

export const sessionUserSchema = z.object({ id: z.uuid(), role_id: roleIdSchema, email: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What every sign-in answers (docs/product.md §3). */
export const sessionResponseSchema = z.object({ access_token: z.string(), user: sessionUserSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const refreshResponseSchema = z.object({ access_token: z.string() });

export const idTokenLoginSchema = z.object({
  id_token: z.string().min(20).max(20_000),
  /** The raw nonce whose SHA-256 (hex) the browser gave the provider. */
  nonce: z.string().min(16).max(200),
});
export const codeLoginSchema = z.object({ code: z.string().min(1).max(2000) });

export const profileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role_id: roleIdSchema,
  name: z.string(),
  phone_country: z.string().nullable(),
  phone: z.string().nullable(),
  preferred_language: z.enum(LOCALE_VALUES).nullable(),
  theme_preference: z.enum(THEME_VALUES).nullable(),
  weight_unit: z.enum(['kg', 'lb']),
  length_unit: z.enum(['cm', 'in']),
  birth_date: z.iso.date().nullable(),
  bio: z.string().nullable(),
  has_password: z.boolean(),
  identities: z.array(z.enum(PROVIDERS)),
  created_at: z.string(),
  /** What may reach the person when the app is closed. */
  notifications: notificationPreferencesSchema,
  /** When the account is erased, if its deletion was asked for (docs/account-deletion.md); it can be cancelled until then. */
  deletion_due_at: z.string().nullable().default(null),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /profile: every editable field; the phone is checked against its country on the server. */
export const profileUpdateSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(120, 'is too long'),
  phone_country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'is not a country code')
    .nullable()
    .default(null),
  phone: z.string().trim().max(32, 'is too long').nullable().default(null),
  preferred_language: z.enum(LOCALE_VALUES).nullable().default(null),
  theme_preference: z.enum(THEME_VALUES).nullable().default(null),
  weight_unit: z.enum(['kg', 'lb']).default('kg'),
  length_unit: z.enum(['cm', 'in']).default('cm'),
  birth_date: z.iso.date('is not a date').nullable().default(null),
  bio: z.string().trim().max(2000, 'is too long').nullable().default(null),
  /** Left out: as they were. */
  notifications: notificationPreferencesSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** GET /config: what the browser needs at run time (docs/product.md §7); null means "not configured". */
export const publicConfigSchema = z.object({
  google_client_id: z.string().nullable(),
  microsoft_client_id: z.string().nullable(),
  microsoft_authorize_url: z.string(),
  apple_client_id: z.string().nullable(),
  github_client_id: z.string().nullable(),
  github_authorize_url: z.string(),
  linkedin_client_id: z.string().nullable(),
  linkedin_authorize_url: z.string(),
  analytics_id: z.string().nullable(),
  tag_manager_id: z.string().nullable(),
  /** The VAPID public key a browser subscribes to notifications with (docs/api.md, "Notifications"). */
  push_public_key: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** A changed password: this device's new access token (its sign-in was replaced, the others ended). */
export const changePasswordResponseSchema = messageResponseSchema.extend({ access_token: z.string() });
