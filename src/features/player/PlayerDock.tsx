import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { NARROW_SCREEN } from './narrow';
import { useKeyboardInset } from './use-keyboard-inset';

const useStyles = makeStyles({
  dock: {
    // Last in the session's column and stuck to the bottom of the screen: the set's inputs, "Log
    // set" and the rest timer stay in the thumb's reach while the details above them scroll.
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    // Clear of the home indicator on phones without a button (index.html asks for viewport-fit=cover).
    paddingBottom: `max(${tokens.spacingVerticalM}, env(safe-area-inset-bottom))`,
    borderTop: `2px solid ${tokens.colorBrandStroke1}`,
    borderRadius: `${tokens.borderRadiusLarge} ${tokens.borderRadiusLarge} 0 0`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    [NARROW_SCREEN]: {
      // Edge to edge on a phone: the page's side padding is room the steppers need.
      marginInline: `calc(-1 * ${tokens.spacingHorizontalL})`,
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
      paddingBottom: `max(${tokens.spacingVerticalS}, env(safe-area-inset-bottom))`,
    },
  },
});

/** The bottom of the player's screen: what the person does now. `label` names it for screen readers. */
export function PlayerDock({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  const inset = useKeyboardInset();
  return (
    <section className={styles.dock} aria-label={label} data-testid="player-dock" style={inset > 0 ? { bottom: inset } : undefined}>
      {children}
    </section>
  );
}
