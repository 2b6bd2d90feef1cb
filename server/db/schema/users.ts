import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
// A type-only import: drizzle-kit loads this file without the project's path aliases.
import type { NotificationPreferences } from '@core/push';

/** role_id (docs/architecture.md §4): 1 admin, 2 coach, 3 client. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    /** Stored trimmed and lower-cased; unique. */
    email: text('email').notNull(),
    /** argon2id; null for accounts that only sign in through a provider. */
    passwordHash: text('password_hash'),
    roleId: smallint('role_id').notNull(),
    status: text('status', { enum: ['active', 'disabled', 'invited'] })
      .notNull()
      .default('active'),
    name: text('name').notNull().default(''),
    /** ISO 3166-1 alpha-2 of the phone number's country. */
    phoneCountry: text('phone_country'),
    /** E.164, e.g. +37120000000. */
    phone: text('phone'),
    preferredLanguage: text('preferred_language', { enum: ['en-US', 'lv-LV'] }),
    themePreference: text('theme_preference', { enum: ['light', 'dark'] }),
    weightUnit: text('weight_unit', { enum: ['kg', 'lb'] })
      .notNull()
      .default('kg'),
    /** How body measurements are shown to the person; stored in cm whatever it is. */
    lengthUnit: text('length_unit', { enum: ['cm', 'in'] })
      .notNull()
      .default('cm'),
    birthDate: date('birth_date'),
    /** What may reach the person when the app is closed (core/push.ts); null: the defaults. */
    notificationPreferences: jsonb('notification_preferences').$type<Partial<NotificationPreferences>>(),
    bio: text('bio'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** When the account is erased (docs/account-deletion.md); null unless its deletion was asked for. */
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    /** The SHA-256 of the mailed link that cancels the deletion. */
    deletionCancelHash: text('deletion_cancel_hash'),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), check('users_role_check', sql`${t.roleId} in (1, 2, 3)`)],
);

/** One row per external account (provider + its subject id) linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider', { enum: ['google', 'microsoft', 'apple', 'github', 'linkedin'] }).notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/**
 * A sign-in on one device: every refresh token rotated from it belongs to the family. The family's
 * expiry is absolute; rotation never extends it.
 */
export const sessionFamilies = pgTable(
  'session_families',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('session_families_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessionFamilies.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is only ever in the user's cookie. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    /** Set when the token is exchanged; a second exchange after the grace period is reuse. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * The token issued in exchange for this one, sealed (AES-GCM) with a key derived from the JWT
     * secret: a second tab racing the first within the grace period gets this same token back,
     * so a race never branches the family.
     */
    successorSealed: text('successor_sealed'),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Password-reset and invitation links: single use, hashed at rest, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'invite'] })
      .notNull()
      .default('reset'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * A registration waiting for its address to be confirmed. The account is made only when the link
 * is followed, so registering someone else's address creates nothing and blocks nobody.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    preferredLanguage: text('preferred_language', { enum: ['en-US', 'lv-LV'] }),
    /** SHA-256 of the link's token; the token itself is only in the mail. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('pending_registrations_hash_unique').on(t.tokenHash), index('pending_registrations_email_idx').on(t.email)],
);

/** Fixed-window counters, in the database so that every server process shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/**
 * The refresh tokens of erased accounts (docs/account-deletion.md, "Devices"), by hash only, until
 * they would have expired: a device that presents one learns that its account is gone, and
 * deletes its local copy, rather than only that its sign-in ended. Nothing here names anybody.
 */
export const erasedSignIns = pgTable('erased_sign_ins', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
