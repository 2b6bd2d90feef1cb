/** Kept free of app imports: Playwright and the DOM tests both read this table. */
export type LayoutName = 'auth' | 'default' | 'workout' | 'workout-fullscreen';

export interface SpecRoute {
  path: string;
  layout: LayoutName;
  title: string;
}

/** docs/product.md §2 with a concrete id where the path has one. The titles are what the page's <title> shows. */
export const SPEC_ROUTES: readonly SpecRoute[] = [
  { path: '/', layout: 'default', title: 'Home' },
  { path: '/user/login', layout: 'auth', title: 'Login' },
  { path: '/user/register', layout: 'auth', title: 'Register' },
  { path: '/user/forgot-password', layout: 'auth', title: 'Forgot Password' },
  { path: '/user/password', layout: 'auth', title: 'Reset Password' },
  { path: '/user/logout', layout: 'auth', title: 'Logout' },
  { path: '/profile', layout: 'default', title: 'Profile' },
  { path: '/clients', layout: 'default', title: 'Clients' },
  { path: '/client/0190a1b2-0000-7000-8000-000000000001', layout: 'default', title: 'Client' },
  { path: '/messages', layout: 'default', title: 'Messages' },
  { path: '/calendar', layout: 'default', title: 'Calendar' },
  { path: '/workout-plan', layout: 'default', title: 'Workout Plan' },
  { path: '/workouts', layout: 'default', title: 'My Workouts' },
  { path: '/workout/0190a1b2-0000-7000-8000-000000000002', layout: 'workout', title: 'Workout' },
  { path: '/workout/0190a1b2-0000-7000-8000-000000000002-v2', layout: 'workout-fullscreen', title: 'Workout' },
  { path: '/exercises', layout: 'default', title: 'Exercises' },
  { path: '/exercise/0190a1b2-0000-7000-8000-000000000003', layout: 'default', title: 'Exercise' },
  { path: '/admin/age-groups', layout: 'default', title: 'Age Groups' },
  { path: '/admin/communication', layout: 'default', title: 'Communication' },
  { path: '/admin/country-codes', layout: 'default', title: 'Country Codes' },
  { path: '/admin/exercise-types', layout: 'default', title: 'Exercise Types' },
  { path: '/admin/exercise', layout: 'default', title: 'Exercise Management' },
  { path: '/admin/inventory', layout: 'default', title: 'Inventory Management' },
  { path: '/admin/joints', layout: 'default', title: 'Joints' },
  { path: '/admin/muscle', layout: 'default', title: 'Muscle Management' },
  { path: '/admin/positions', layout: 'default', title: 'Positions' },
  { path: '/admin/users', layout: 'default', title: 'Users' },
  { path: '/admin/users/0190a1b2-0000-7000-8000-000000000004/dashboard', layout: 'default', title: 'User Dashboard' },
  { path: '/admin/workout', layout: 'default', title: 'Workout Management' },
];
