import type { ReactNode } from 'react';

/**
 * A wide table or chart that scrolls sideways where it does not fit (a phone): a named region the
 * keyboard can reach, so it can be scrolled without a pointer (WCAG 2.1.1; axe's
 * scrollable-region-focusable).
 */
export function ScrollRegion({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: a scrolling region must take the keyboard
    <div className={className} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
