import { useEffect, useState } from 'react';

/** What the browser says of the part of the page on screen (window.visualViewport). */
export interface VisibleArea {
  height: number;
  offsetTop: number;
}

/**
 * How much of the bottom of the layout viewport is hidden, in px: by the on-screen keyboard,
 * where it overlays the page instead of shrinking it (Safari, and Chrome since version 108).
 * Zero when nothing hides it or the browser cannot say.
 */
export function keyboardInset(layoutHeight: number, visible: VisibleArea | null | undefined): number {
  if (!visible) return 0;
  return Math.max(0, Math.round(layoutHeight - (visible.offsetTop + visible.height)));
}

/**
 * The keyboard's inset, kept up to date: the player's controls sit at the bottom of the screen,
 * and a keyboard opened for the weight would otherwise cover "Log set".
 */
export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const visible = window.visualViewport;
    if (!visible) return;
    const measure = () => setInset(keyboardInset(document.documentElement.clientHeight, visible));
    measure();
    visible.addEventListener('resize', measure);
    visible.addEventListener('scroll', measure);
    return () => {
      visible.removeEventListener('resize', measure);
      visible.removeEventListener('scroll', measure);
    };
  }, []);
  return inset;
}
