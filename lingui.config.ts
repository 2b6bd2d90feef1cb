import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every feature but sign-in renders inside the signed-in layouts (new ones join automatically). */
const SIGNED_IN_FEATURES = readdirSync(path.join(import.meta.dirname, 'src', 'features')).filter((feature) => feature !== 'auth');

/** Code that renders only inside the default and workout layouts (signed in). */
const APP_PATHS = [
  '<rootDir>/src/features',
  '<rootDir>/src/ui/workout-editor',
  '<rootDir>/src/ui/resource-form',
  '<rootDir>/src/ui/WorkoutPicker.tsx',
  '<rootDir>/src/ui/block-kinds.ts',
  '<rootDir>/src/ui/SparedJointSwaps.tsx',
  '<rootDir>/src/ui/GridDnd.tsx',
  '<rootDir>/src/ui/dnd-grid.ts',
  '<rootDir>/src/ui/notifications',
  '<rootDir>/src/ui/data-grid',
  '<rootDir>/src/ui/charts',
  '<rootDir>/src/ui/training-history',
  '<rootDir>/src/ui/exercise-video',
  '<rootDir>/src/ui/client-plan',
  '<rootDir>/src/ui/install',
  '<rootDir>/src/ui/gym',
  '<rootDir>/src/ui/body-metrics',
  '<rootDir>/src/ui/progress-photos',
  '<rootDir>/src/ui/check-ins',
  '<rootDir>/src/ui/history-import',
  '<rootDir>/src/ui/check-in-status.ts',
  '<rootDir>/src/ui/conversations',
  '<rootDir>/src/ui/notification-settings',
  '<rootDir>/src/ui/UnreadMessages.tsx',
  '<rootDir>/src/ui/exercise-pictures',
  '<rootDir>/src/ui/set-label.ts',
  '<rootDir>/src/ui/personal-best-text.ts',
  '<rootDir>/src/ui/reference-labels.ts',
  '<rootDir>/src/ui/entity-labels.ts',
  '<rootDir>/src/ui/form/FilterSelect.tsx',
  '<rootDir>/src/ui/sync/ConflictNotices.tsx',
  '<rootDir>/src/ui/sync/conflict-text.ts',
  '<rootDir>/src/ui/sync/RecordHistory.tsx',
  '<rootDir>/src/ui/sync/StillArriving.tsx',
  '<rootDir>/src/app/errors/AdminsOnly.tsx',
  '<rootDir>/src/app/layouts/DefaultLayout.tsx',
  '<rootDir>/src/app/layouts/NavList.tsx',
  '<rootDir>/src/app/layouts/UserMenu.tsx',
  '<rootDir>/src/app/layouts/WorkoutLayout.tsx',
  '<rootDir>/src/app/layouts/WorkoutFullscreenLayout.tsx',
  '<rootDir>/src/app/navigation.ts',
];

/** The body, its photos, check-ins and importing a history: loaded with the screens that show them (src/i18n/activate.ts). */
const PROGRESS_PATHS = [
  '<rootDir>/src/ui/body-metrics',
  '<rootDir>/src/ui/progress-photos',
  '<rootDir>/src/ui/check-ins',
  '<rootDir>/src/ui/history-import',
];

/** Taking one's data out and deleting the account: loaded with the parts of the profile and client page that offer them. */
const ACCOUNT_PATHS = ['<rootDir>/src/ui/account', '<rootDir>/src/features/account'];

/** The coach at the session beyond the player itself (a group's screen, a note on a set, choosing whom to train): loaded with them. */
const COACHING_FILES = [
  '<rootDir>/src/features/player/GroupPage.tsx',
  '<rootDir>/src/features/player/MemberColumn.tsx',
  '<rootDir>/src/features/player/SetNoteDialog.tsx',
  '<rootDir>/src/features/clients/TrainInPersonButton.tsx',
  '<rootDir>/src/features/clients/GroupSessionButton.tsx',
];

/** A coach's and a client's conversations, and what notifies them: loaded with the screens that show them. */
const CONVERSATION_PATHS = ['<rootDir>/src/ui/conversations', '<rootDir>/src/ui/notification-settings'];

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'lv-LV'],
  fallbackLocales: { default: 'en-US' },
  // Seven catalogs, each loaded when a screen needs it (src/i18n/activate.ts): `messages` for what
  // any visitor sees first (the shell, sign-in and its layout), `app` for the signed-in screens (with
  // the default and workout layouts), `progress` for body measurements, progress photos and
  // check-ins and `conversations` for a coach's and a client's messages (each with the screens that
  // show them), `account` for downloading one's data and deleting the account, `coaching` for a coach's group sessions and notes at the session, `admin` for the admin area. A first visit downloads only the
  // first; new screens add to the others, not to every visitor's first page.
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/src/sw.ts',
        ...SIGNED_IN_FEATURES.map((feature) => `<rootDir>/src/features/${feature}/**`),
        ...APP_PATHS.filter((path) => !path.endsWith('/features')).map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`)),
        ...ACCOUNT_PATHS.map((path) => `${path}/**`),
        ...COACHING_FILES,
      ],
    },
    {
      path: '<rootDir>/src/i18n/locales/{locale}/app',
      include: APP_PATHS,
      exclude: [
        '<rootDir>/src/features/auth/**',
        '<rootDir>/src/features/admin/**',
        ...[...PROGRESS_PATHS, ...CONVERSATION_PATHS, ...ACCOUNT_PATHS].map((path) => `${path}/**`),
        ...COACHING_FILES,
      ],
    },
    {
      path: '<rootDir>/src/i18n/locales/{locale}/coaching',
      include: COACHING_FILES,
    },
    {
      path: '<rootDir>/src/i18n/locales/{locale}/progress',
      include: PROGRESS_PATHS,
    },
    {
      path: '<rootDir>/src/i18n/locales/{locale}/conversations',
      include: CONVERSATION_PATHS,
    },
    {
      path: '<rootDir>/src/i18n/locales/{locale}/account',
      include: ACCOUNT_PATHS,
    },
    {
      path: '<rootDir>/src/i18n/locales/{locale}/admin',
      include: ['<rootDir>/src/features/admin'],
    },
  ],

  // Line numbers would rewrite every catalog on each unrelated edit.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
