import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FULLSCREEN_SUFFIX } from '@/ui/workout-path';
import type { ComponentType } from 'react';
import { requireCatalogPart } from '@/i18n/activate';
import type { AdminScreen } from './admin-screens';

export type LayoutName = 'auth' | 'default' | 'workout' | 'workout-fullscreen';

/**
 * guest: signed-out visitors only; signed-in: the global guard of docs/product.md §5; admin: role 1;
 * public: no guard (logout, provider callbacks); workout: the general guard is skipped (docs/product.md §2).
 */
export type Access = 'guest' | 'signed-in' | 'admin' | 'public' | 'workout';

export interface PageRoute {
  path: string;
  layout: LayoutName;
  title: MessageDescriptor;
  access: Access;
  load: () => Promise<{ default: ComponentType }>;
}

/** An admin screen: its code and the admin catalog's messages, loaded together. */
const adminScreen = (name: AdminScreen) => async (): Promise<{ default: ComponentType }> => {
  const [{ ADMIN_SCREENS }] = await Promise.all([import('./admin-screens'), requireCatalogPart('admin')]);
  return ADMIN_SCREENS[name]();
};

/** docs/product.md §2, one row per route. Titles it leaves open are named for what the page holds. */
export const ROUTES: readonly PageRoute[] = [
  { path: '/', layout: 'default', title: msg`Home`, access: 'signed-in', load: () => import('@/features/home/HomePage') },
  { path: '/user/login', layout: 'auth', title: msg`Login`, access: 'guest', load: () => import('@/features/auth/LoginPage') },
  { path: '/user/register', layout: 'auth', title: msg`Register`, access: 'guest', load: () => import('@/features/auth/RegisterPage') },
  {
    path: '/user/forgot-password',
    layout: 'auth',
    title: msg`Forgot Password`,
    access: 'guest',
    load: () => import('@/features/auth/ForgotPasswordPage'),
  },
  {
    path: '/user/password',
    layout: 'auth',
    title: msg`Reset Password`,
    access: 'guest',
    load: () => import('@/features/auth/ResetPasswordPage'),
  },
  {
    path: '/user/confirm',
    layout: 'auth',
    title: msg`Confirm E-mail`,
    access: 'public',
    load: () => import('@/features/auth/ConfirmRegistrationPage'),
  },
  {
    path: '/invitation/:token',
    layout: 'auth',
    title: msg`Invitation`,
    access: 'public',
    load: () => import('@/features/auth/InvitationPage'),
  },
  {
    path: '/account/cancel-deletion',
    layout: 'auth',
    title: msg`Cancel Deletion`,
    access: 'public',
    // Its words load with it: a page few ever see stays out of every first visit.
    load: () => Promise.all([import('@/features/account/CancelDeletionPage'), requireCatalogPart('account')]).then(([module]) => module),
  },
  { path: '/user/logout', layout: 'auth', title: msg`Logout`, access: 'public', load: () => import('@/features/auth/LogoutPage') },
  {
    path: '/auth/apple/callback',
    layout: 'auth',
    title: msg`Signing in`,
    access: 'public',
    load: () => import('@/features/auth/ProviderCallbackPage'),
  },
  {
    path: '/auth/github/callback',
    layout: 'auth',
    title: msg`Signing in`,
    access: 'public',
    load: () => import('@/features/auth/ProviderCallbackPage'),
  },
  { path: '/profile', layout: 'default', title: msg`Profile`, access: 'signed-in', load: () => import('@/features/profile/ProfilePage') },
  { path: '/clients', layout: 'default', title: msg`Clients`, access: 'signed-in', load: () => import('@/features/clients/ClientsPage') },
  { path: '/client/:id', layout: 'default', title: msg`Client`, access: 'signed-in', load: () => import('@/features/clients/ClientPage') },
  {
    path: '/messages',
    layout: 'default',
    title: msg`Messages`,
    access: 'signed-in',
    load: () => import('@/features/messages/MessagesPage'),
  },
  {
    path: '/calendar',
    layout: 'default',
    title: msg`Calendar`,
    access: 'signed-in',
    load: () => import('@/features/calendar/CalendarPage'),
  },
  {
    path: '/workout-plan',
    layout: 'default',
    title: msg`Workout Plan`,
    access: 'signed-in',
    load: () => import('@/features/plans/PlansPage'),
  },
  {
    path: '/workouts',
    layout: 'default',
    title: msg`My Workouts`,
    access: 'signed-in',
    load: () => import('@/features/workouts/WorkoutsPage'),
  },
  // One pattern serves both /workout/{id} and /workout/{id}-v2: the suffix picks the layout.
  { path: '/workout/:id', layout: 'workout', title: msg`Workout`, access: 'workout', load: () => import('@/features/player/PlayerPage') },
  // A coach's group session runs offline like the player (src/features/player/GroupPage.tsx).
  {
    path: '/group/:id',
    layout: 'workout',
    title: msg`Group session`,
    access: 'workout',
    // Its words load with it (lingui.config.ts, `coaching`).
    load: () => Promise.all([import('@/features/player/GroupPage'), requireCatalogPart('coaching')]).then(([module]) => module),
  },
  {
    path: '/exercises',
    layout: 'default',
    title: msg`Exercises`,
    access: 'signed-in',
    load: () => import('@/features/exercises/ExercisesPage'),
  },
  {
    path: '/exercise/:id',
    layout: 'default',
    title: msg`Exercise`,
    access: 'signed-in',
    load: () => import('@/features/exercises/ExercisePage'),
  },
  { path: '/admin/age-groups', layout: 'default', title: msg`Age Groups`, access: 'admin', load: adminScreen('ageGroups') },
  { path: '/admin/communication', layout: 'default', title: msg`Communication`, access: 'admin', load: adminScreen('communication') },
  { path: '/admin/country-codes', layout: 'default', title: msg`Country Codes`, access: 'admin', load: adminScreen('countryCodes') },
  { path: '/admin/exercise-types', layout: 'default', title: msg`Exercise Types`, access: 'admin', load: adminScreen('exerciseTypes') },
  { path: '/admin/exercise', layout: 'default', title: msg`Exercise Management`, access: 'admin', load: adminScreen('exercises') },
  { path: '/admin/inventory', layout: 'default', title: msg`Inventory Management`, access: 'admin', load: adminScreen('inventory') },
  { path: '/admin/joints', layout: 'default', title: msg`Joints`, access: 'admin', load: adminScreen('joints') },
  { path: '/admin/muscle', layout: 'default', title: msg`Muscle Management`, access: 'admin', load: adminScreen('muscles') },
  { path: '/admin/positions', layout: 'default', title: msg`Positions`, access: 'admin', load: adminScreen('positions') },
  { path: '/admin/users', layout: 'default', title: msg`Users`, access: 'admin', load: adminScreen('users') },
  { path: '/admin/users/:id/dashboard', layout: 'default', title: msg`User Dashboard`, access: 'admin', load: adminScreen('dashboard') },
  { path: '/admin/workout', layout: 'default', title: msg`Workout Management`, access: 'admin', load: adminScreen('workouts') },
];

/** Old or alternative spellings that people will type; each sends the visitor to the canonical path. */
export const REDIRECTS: readonly { from: string; to: string }[] = [{ from: '/admin/muscles', to: '/admin/muscle' }];

export function workoutLayoutFor(id: string | undefined): LayoutName {
  return id?.endsWith(FULLSCREEN_SUFFIX) ? 'workout-fullscreen' : 'workout';
}
