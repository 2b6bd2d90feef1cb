import { useLayoutEffect, useState, type RefObject } from 'react';

/** Space kept under the element: the page's bottom padding. */
const BOTTOM_GAP = 16;
const LEAST = 320;

/**
 * The height that takes an element from where it starts to the bottom of what is visible, so a
 * conversation's box stays on screen above a phone's keyboard (the visual viewport shrinks when it
 * opens) without the page scrolling.
 */
export function useFillViewport(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(LEAST);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const visible = window.visualViewport?.height ?? window.innerHeight;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(LEAST, Math.floor(visible - top - BOTTOM_GAP)));
    };
    measure();
    // What is above it can change height after it is drawn (a notice, a loaded heading).
    const above = new ResizeObserver(measure);
    above.observe(document.body);
    window.addEventListener('resize', measure);
    window.visualViewport?.addEventListener('resize', measure);
    return () => {
      above.disconnect();
      window.removeEventListener('resize', measure);
      window.visualViewport?.removeEventListener('resize', measure);
    };
  }, [ref]);
  return height;
}
