import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  mdiAccountCircleOutline,
  mdiArmFlexOutline,
  mdiAccountGroupOutline,
  mdiAccountMultipleOutline,
  mdiBullhornOutline,
  mdiCalendarMonthOutline,
  mdiDumbbell,
  mdiEarth,
  mdiFormatListChecks,
  mdiHomeOutline,
  mdiHumanHandsup,
  mdiHumanMale,
  mdiMessageTextOutline,
  mdiRun,
  mdiShapeOutline,
  mdiAccountClockOutline,
  mdiBone,
  mdiClipboardTextOutline,
  mdiWeightLifter,
} from '@mdi/js';

export interface NavItem {
  to: string;
  label: MessageDescriptor;
  icon: string;
  /** Role ids that see this item; undefined: everyone who sees its section. */
  roles?: readonly number[];
  /** A count shown beside it: messages not read yet. */
  count?: 'unread-messages';
}

export interface NavSection {
  label?: MessageDescriptor;
  /** Role ids that see this section; undefined means every signed-in user. */
  roles?: readonly number[];
  items: readonly NavItem[];
}

export const NAV_SECTIONS: readonly NavSection[] = [
  {
    items: [
      { to: '/', label: msg`Home`, icon: mdiHomeOutline },
      { to: '/calendar', label: msg`Calendar`, icon: mdiCalendarMonthOutline },
      { to: '/workouts', label: msg`My Workouts`, icon: mdiRun },
      { to: '/exercises', label: msg`Exercises`, icon: mdiArmFlexOutline },
      { to: '/messages', label: msg`Messages`, icon: mdiMessageTextOutline, roles: [2, 3], count: 'unread-messages' },
      { to: '/profile', label: msg`Profile`, icon: mdiAccountCircleOutline },
    ],
  },
  {
    label: msg`Coaching`,
    roles: [1, 2],
    items: [
      { to: '/clients', label: msg`Clients`, icon: mdiAccountGroupOutline },
      { to: '/workout-plan', label: msg`Workout Plan`, icon: mdiClipboardTextOutline },
    ],
  },
  {
    label: msg`Administration`,
    roles: [1],
    items: [
      { to: '/admin/users', label: msg`Users`, icon: mdiAccountMultipleOutline },
      { to: '/admin/communication', label: msg`Communication`, icon: mdiBullhornOutline },
      { to: '/admin/workout', label: msg`Workouts`, icon: mdiWeightLifter },
      { to: '/admin/exercise', label: msg`Exercises`, icon: mdiFormatListChecks },
      { to: '/admin/exercise-types', label: msg`Exercise Types`, icon: mdiShapeOutline },
      { to: '/admin/muscle', label: msg`Muscles`, icon: mdiHumanMale },
      { to: '/admin/joints', label: msg`Joints`, icon: mdiBone },
      { to: '/admin/positions', label: msg`Positions`, icon: mdiHumanHandsup },
      { to: '/admin/inventory', label: msg`Inventory`, icon: mdiDumbbell },
      { to: '/admin/age-groups', label: msg`Age Groups`, icon: mdiAccountClockOutline },
      { to: '/admin/country-codes', label: msg`Country Codes`, icon: mdiEarth },
    ],
  },
];

/** Sections visible to a role; with no role known yet (signed out) only the general section. */
export function sectionsFor(roleId: number | null): NavSection[] {
  const sees = (roles: readonly number[] | undefined) => !roles || (roleId !== null && roles.includes(roleId));
  return NAV_SECTIONS.filter((section) => sees(section.roles)).map((section) => ({
    ...section,
    items: section.items.filter((item) => sees(item.roles)),
  }));
}
