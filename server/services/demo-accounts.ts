import { ROLE, type RoleId } from '@core/auth';

/** Documented in the README. DO NOT use on a server reachable by strangers. */
export const DEMO_PASSWORD = 'Demo-pass-2026';

/** The accounts `seedDemo` makes; they alone may have the published password. */
export const DEMO_ACCOUNTS: readonly { email: string; roleId: RoleId; name: string; language: 'en-US' | 'lv-LV' }[] = [
  { email: 'admin@example.com', roleId: ROLE.admin, name: 'Alise Admine', language: 'en-US' },
  { email: 'coach@example.com', roleId: ROLE.coach, name: 'Kārlis Treneris', language: 'en-US' },
  { email: 'client@example.com', roleId: ROLE.client, name: 'Marta Kliente', language: 'en-US' },
];
