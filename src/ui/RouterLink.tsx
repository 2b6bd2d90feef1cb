import { Link } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiOpenInNew } from '@mdi/js';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';
import { Icon } from './Icon';

export interface RouterLinkProps {
  to: To;
  children: ReactNode;
  className?: string;
  /** Underlined, for a link in a line of text: colour alone does not tell it from the words around it. */
  inline?: boolean;
  /** Opens in a new tab, so a screen with unsaved changes stays as it is; the link says so. */
  newTab?: boolean;
  /** The accessible name, when the words shown repeat in a list (it starts with them, WCAG 2.5.3). */
  label?: string;
  /** Called as the link is followed, e.g. to close the popover or dialog it sits in. */
  onFollow?: () => void;
}

/** A Fluent-styled link that navigates inside the app (and still opens in a new tab when asked to). */
export function RouterLink({ to, children, className, inline, newTab = false, label, onFollow }: RouterLinkProps) {
  const { t } = useLingui();
  const href = useHref(to);
  const target = newTab ? '_blank' : undefined;
  const navigate = useLinkClickHandler(to, { target });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    navigate(event);
    onFollow?.();
  };
  return (
    <Link
      href={href}
      className={className}
      inline={inline}
      aria-label={label}
      target={target}
      rel={newTab ? 'noopener' : undefined}
      onClick={onClick}
    >
      {children}
      {newTab && (
        <>
          {' '}
          <Icon path={mdiOpenInNew} label={t`(opens in a new tab)`} size={14} style={{ verticalAlign: 'middle' }} />
        </>
      )}
    </Link>
  );
}
