import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { pathnameAtom } from '@/theme/theme-store';
import { APP_NAME } from '@/ui/brand';
import { useRouteTitle } from '@/ui/route-handle';

/** Above every layout: keeps the document title and the theme's notion of "where am I" current. */
export function RootShell() {
  const title = useRouteTitle();
  const { pathname } = useLocation();
  const setPathname = useSetAtom(pathnameAtom);

  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);

  useEffect(() => {
    setPathname(pathname);
  }, [pathname, setPathname]);

  return <Outlet />;
}
