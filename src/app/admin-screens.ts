import type { ComponentType } from 'react';

/**
 * Every admin screen, behind one import of this module: the entry chunk then carries one loader
 * instead of the admin screens' dependency lists, and only admins ever download those.
 */
export const ADMIN_SCREENS = {
  ageGroups: () => import('@/features/admin/reference/AgeGroupsPage'),
  communication: () => import('@/features/admin/communication/CommunicationPage'),
  countryCodes: () => import('@/features/admin/reference/CountryCodesPage'),
  exerciseTypes: () => import('@/features/admin/reference/ExerciseTypesPage'),
  exercises: () => import('@/features/admin/reference/ExercisesPage'),
  inventory: () => import('@/features/admin/reference/InventoryPage'),
  joints: () => import('@/features/admin/reference/JointsPage'),
  muscles: () => import('@/features/admin/reference/MusclesPage'),
  positions: () => import('@/features/admin/reference/PositionsPage'),
  users: () => import('@/features/admin/users/UsersPage'),
  dashboard: () => import('@/features/admin/users/DashboardPage'),
  workouts: () => import('@/features/admin-workouts/WorkoutManagementPage'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type AdminScreen = keyof typeof ADMIN_SCREENS;
