import { Button } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiWeatherNight, mdiWhiteBalanceSunny } from '@mdi/js';
import { useAtomValue, useSetAtom } from 'jotai';
import { sessionAtom } from '@/data/session';
import { activeThemeAtom, isWorkoutArea, pathnameAtom, toggleThemeAtom } from '@/theme/theme-store';
import { Icon } from './Icon';
import { notePreferenceChoice } from '@/data/preference-choices';

// The HTTP client (ky) is not part of the first download: it loads when first used.
const authApi = () => import('@/data/auth-api');

/** The theme switch as the header's button and the phone's account menu both offer it. */
export function useThemeToggle(): { label: string; icon: string; toggle: () => void } {
  const { t } = useLingui();
  const theme = useAtomValue(activeThemeAtom);
  const toggle = useSetAtom(toggleThemeAtom);
  const signedIn = useAtomValue(sessionAtom) !== null;
  const inWorkout = isWorkoutArea(useAtomValue(pathnameAtom));
  return {
    label: theme === 'dark' ? t`Switch to light theme` : t`Switch to dark theme`,
    icon: theme === 'dark' ? mdiWhiteBalanceSunny : mdiWeatherNight,
    toggle: () => {
      toggle();
      // The workout area's theme is this device's alone (docs/product.md §3); the general one follows the profile.
      if (!inWorkout) notePreferenceChoice('theme');
      if (signedIn && !inWorkout)
        void authApi()
          .then(({ savePreference }) => savePreference({ theme_preference: theme === 'dark' ? 'light' : 'dark' }))
          .catch(() => undefined);
    },
  };
}

/**
 * An icon button named by aria-label and title. No Fluent Tooltip: it drags the positioning engine
 * (~35 KB) onto every first page, the sign-in page included.
 */
export function ThemeToggle() {
  const { label, icon, toggle } = useThemeToggle();
  return <Button appearance="subtle" aria-label={label} title={label} icon={<Icon path={icon} />} onClick={toggle} />;
}
