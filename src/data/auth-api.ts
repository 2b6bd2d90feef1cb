import type { Profile, ProfileUpdate, SessionResponse } from '@core/auth';
import type { NotificationPreferences } from '@core/push';
import { api, parseJson } from './api';
import { readSetting, SETTING_KEYS, writeSetting } from './local-settings';
import { clearSession, readSession, saveSession, tokenStore } from './session';

export type IdTokenProvider = 'google' | 'microsoft' | 'apple';
export type CodeProvider = 'github' | 'linkedin';

/**
 * The answers' schemas load beside the request rather than with this module: the signed-out pages
 * (registration, the reset link from a mail) import it on their first screen, which zod, about
 * 35 KB gzip, would otherwise weigh on (docs/performance.md).
 */
const schemas = () => import('@core/auth');

async function signedIn(response: Promise<Response>): Promise<SessionResponse> {
  const session = await parseJson(
    response,
    schemas().then((auth) => auth.sessionResponseSchema),
  );
  saveSession(session);
  return session;
}

export function login(email: string, password: string): Promise<SessionResponse> {
  return signedIn(api().http.post('auth/login', { json: { email, password } }));
}

/** Starts a registration; the account exists once the link mailed to the address is followed. */
export async function register(input: { email: string; password: string; name: string; preferred_language?: string }): Promise<void> {
  await api().http.post('auth/register', { json: input });
}

/** Registration through a coach's invitation: the account exists at once, linked and signed in. */
export function registerWithInvitation(input: {
  email: string;
  password: string;
  name: string;
  preferred_language?: string;
  invitation: string;
}): Promise<SessionResponse> {
  return signedIn(api().http.post('auth/register', { json: input }));
}

/** Follows the link from the registration mail: the account is created and signed in. */
export function confirmRegistration(token: string): Promise<SessionResponse> {
  return signedIn(api().http.post('auth/register/confirm', { json: { token } }));
}

export function loginWithIdToken(provider: IdTokenProvider, idToken: string, nonce: string): Promise<SessionResponse> {
  return signedIn(api().http.post(`auth/${provider}-login`, { json: { id_token: idToken, nonce } }));
}

export function loginWithCode(provider: CodeProvider, code: string): Promise<SessionResponse> {
  return signedIn(api().http.post(`auth/${provider}-login`, { json: { code } }));
}

export async function forgotPassword(email: string): Promise<void> {
  await api().http.post('auth/forgot-password', { json: { email } });
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await api().http.post('auth/reset-password', { json: { token, password } });
}

/** Ends the session on the server when it can be reached; the local session ends regardless. */
export async function logout(): Promise<void> {
  try {
    // This browser stops taking the person's notifications: the next person signed in here must
    // not see theirs. Best effort: offline, the server keeps it until the next person turns them on.
    await import('./push-notifications').then(({ turnPushOff }) => turnPushOff()).catch(() => undefined);
    await api().http.post('auth/logout', { retry: 0, timeout: 5_000 });
  } finally {
    clearSession();
  }
}

/** Kept on the device so that the profile page can show it offline; removed at sign-out. */
function remember(profile: Profile): Profile {
  const session = readSession();
  if (session) writeSetting(SETTING_KEYS.profile, JSON.stringify({ userId: session.userId, profile }));
  return profile;
}

/** The profile this device last loaded for the signed-in user, if any. */
export function rememberedProfile(): Profile | undefined {
  const session = readSession();
  try {
    const kept = JSON.parse(readSetting(SETTING_KEYS.profile) ?? 'null') as { userId: string; profile: Profile } | null;
    return kept && session && kept.userId === session.userId ? kept.profile : undefined;
  } catch {
    return undefined;
  }
}

export async function fetchProfile(): Promise<Profile> {
  return remember(
    await parseJson(
      api().http.get('profile'),
      schemas().then((auth) => auth.profileSchema),
    ),
  );
}

export async function saveProfile(update: ProfileUpdate): Promise<Profile> {
  return remember(
    await parseJson(
      api().http.put('profile', { json: update }),
      schemas().then((auth) => auth.profileSchema),
    ),
  );
}

/** `profile` as a PUT /profile sends it, with `change` made: one setting saved, the rest left as it is. */
function withChange(profile: Profile, change: Partial<ProfileUpdate>): ProfileUpdate {
  return {
    name: profile.name,
    phone_country: profile.phone_country,
    phone: profile.phone,
    preferred_language: profile.preferred_language,
    theme_preference: profile.theme_preference,
    weight_unit: profile.weight_unit,
    length_unit: profile.length_unit,
    birth_date: profile.birth_date,
    bio: profile.bio,
    ...change,
  };
}

/** Saves one preference without touching the rest of the profile. */
export async function savePreference(change: Partial<Pick<ProfileUpdate, 'preferred_language' | 'theme_preference'>>): Promise<void> {
  await saveProfile(withChange(await fetchProfile(), change));
}

/** Saves what may reach the person when the app is closed, leaving the rest of the profile as it is. */
export function saveNotificationPreferences(profile: Profile, notifications: NotificationPreferences): Promise<Profile> {
  return saveProfile(withChange(profile, { notifications }));
}

/**
 * The server ends every sign-in of the account and gives this device a new one (a new refresh
 * cookie and the access token answered here), so this device stays signed in and the others do not.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const answer = await parseJson(
    api().http.post('profile/change-password', { json: { current_password: currentPassword, new_password: newPassword } }),
    schemas().then((auth) => auth.changePasswordResponseSchema),
  );
  tokenStore.set(answer.access_token);
}
