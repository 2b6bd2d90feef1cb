import { eq, sql } from 'drizzle-orm';
import { isSupportedCountry, parsePhoneNumberWithError } from 'libphonenumber-js/max';
import { v7 as uuidv7 } from 'uuid';
import type { Profile, ProfileUpdate, RoleId } from '@core/auth';
import { preferencesOf } from '@core/push';
import { today } from '@core/dates';
import { userIdentities, users } from '../db/schema/index';
import type { Db, DbOrTx } from '../db/types';
import { badRequest, conflict } from '../lib/api-error';
import { sessionUserWith, type AccessClaims } from './sessions';

export type UserRow = typeof users.$inferSelect;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export interface NewUser {
  email: string;
  roleId: RoleId;
  name: string;
  passwordHash?: string | null;
  preferredLanguage?: 'en-US' | 'lv-LV' | null;
  status?: 'active' | 'invited';
  emailVerified?: boolean;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export async function createUser(db: DbOrTx, input: NewUser): Promise<UserRow> {
  try {
    const [row] = await db
      .insert(users)
      .values({
        id: uuidv7(),
        email: normalizeEmail(input.email),
        roleId: input.roleId,
        name: input.name,
        passwordHash: input.passwordHash ?? null,
        preferredLanguage: input.preferredLanguage ?? null,
        status: input.status ?? 'active',
        emailVerifiedAt: input.emailVerified ? new Date() : null,
      })
      .returning();
    if (!row) throw new Error('insert returned no user');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(
        'email_taken',
        'An account with this e-mail address already exists. Sign in, or reset the password if you forgot it.',
        {
          email: 'is already registered',
        },
      );
    }
    throw error;
  }
}

/** What a Profile is made of: the user's profile columns, whether a password is set, and the providers linked. */
export interface ProfileSource {
  id: string;
  email: string;
  roleId: number;
  name: string;
  phoneCountry: string | null;
  phone: string | null;
  preferredLanguage: UserRow['preferredLanguage'];
  themePreference: UserRow['themePreference'];
  weightUnit: UserRow['weightUnit'];
  lengthUnit: UserRow['lengthUnit'];
  birthDate: string | null;
  bio: string | null;
  notificationPreferences: unknown;
  hasPassword: boolean;
  identities: Profile['identities'];
  createdAt: Date;
  deletionDueAt: Date | null;
}

export function profileOf(user: ProfileSource): Profile {
  return {
    id: user.id,
    email: user.email,
    role_id: user.roleId as RoleId,
    name: user.name,
    phone_country: user.phoneCountry,
    phone: user.phone,
    preferred_language: user.preferredLanguage,
    theme_preference: user.themePreference,
    weight_unit: user.weightUnit,
    length_unit: user.lengthUnit,
    birth_date: user.birthDate,
    bio: user.bio,
    has_password: user.hasPassword,
    identities: [...user.identities].sort(),
    created_at: user.createdAt.toISOString(),
    notifications: preferencesOf(user.notificationPreferences),
    deletion_due_at: user.deletionDueAt?.toISOString() ?? null,
  };
}

/**
 * The columns of ProfileSource that sessionUser does not read. The password hash stays in the
 * database: only whether there is one is read.
 */
const profileColumns = {
  name: users.name,
  phoneCountry: users.phoneCountry,
  phone: users.phone,
  preferredLanguage: users.preferredLanguage,
  themePreference: users.themePreference,
  weightUnit: users.weightUnit,
  lengthUnit: users.lengthUnit,
  birthDate: users.birthDate,
  bio: users.bio,
  notificationPreferences: users.notificationPreferences,
  createdAt: users.createdAt,
  deletionDueAt: users.deletionDueAt,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  identities: sql<
    Profile['identities']
  >`array(select ${userIdentities.provider} from ${userIdentities} where ${userIdentities.userId} = ${users.id})`,
};

/**
 * requireUser's session check and the signed-in user's profile in one query: GET /profile, which
 * every device asks often, is then one turn of the database.
 */
export function sessionProfile(db: DbOrTx, claims: Pick<AccessClaims, 'sub' | 'sid'>) {
  return sessionUserWith(db, claims, profileColumns);
}

/** The profile as GET /profile reads it, so that the answer to a change of it cannot differ from the next GET. */
export async function readProfile(db: DbOrTx, userId: string): Promise<Profile | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, roleId: users.roleId, ...profileColumns })
    .from(users)
    .where(eq(users.id, userId));
  return row && profileOf(row);
}

/** The phone in E.164, checked against its country; both empty means "no phone". */
export function normalizePhone(country: string | null, phone: string | null): { phoneCountry: string | null; phone: string | null } {
  if (!phone) return { phoneCountry: country, phone: null };
  if (!country) throw badRequest('Some fields are not valid', { phone_country: 'is required with a phone number' });
  if (!isSupportedCountry(country)) throw badRequest('Some fields are not valid', { phone_country: 'is not a country with phone numbers' });
  try {
    const parsed = parsePhoneNumberWithError(phone, country);
    if (!parsed.isValid()) throw new Error('invalid');
    return { phoneCountry: parsed.country ?? country, phone: parsed.number };
  } catch {
    throw badRequest('Some fields are not valid', { phone: 'is not a valid phone number for the chosen country' });
  }
}

export async function updateProfile(db: Db, user: UserRow, update: ProfileUpdate): Promise<Profile> {
  const { phoneCountry, phone } = normalizePhone(update.phone_country, update.phone);
  if (update.birth_date && (update.birth_date > today() || update.birth_date < '1900-01-01')) {
    throw badRequest('Some fields are not valid', { birth_date: 'must be a date in the past' });
  }
  await db
    .update(users)
    .set({
      name: update.name,
      phoneCountry,
      phone,
      preferredLanguage: update.preferred_language,
      themePreference: update.theme_preference,
      weightUnit: update.weight_unit,
      lengthUnit: update.length_unit,
      birthDate: update.birth_date,
      bio: update.bio || null,
      ...(update.notifications ? { notificationPreferences: update.notifications } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  const profile = await readProfile(db, user.id);
  if (!profile) throw new Error('profile update matched no user');
  return profile;
}
