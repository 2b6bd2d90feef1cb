import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

/** A Fluent-styled link that navigates inside the app (and still opens in a new tab when asked to). */
export function RouterLink({ to, children, className }: { to: To; children: ReactNode; className?: string }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler(to);
  return (
    <Link href={href} className={className} onClick={(event: MouseEvent<HTMLAnchorElement>) => onClick(event)}>
      {children}
    </Link>
  );
}
