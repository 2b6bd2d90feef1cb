import { msg } from '@lingui/core/macro';
import { Navigate, type RouteObject } from 'react-router-dom';
import { refreshSession } from '@/data/session-refresh';
import { requireCatalogPart } from '@/i18n/activate';
import { PageLoading } from '@/ui/PageLoading';
import type { RouteHandle } from '@/ui/route-handle';
import { AdminsOnly } from './errors/AdminsOnly';
import { ErrorScreen } from './errors/ErrorScreen';
import { browserGuardDeps, guardLoader, type GuardDeps } from './guard';
import { RootShell } from './RootShell';
import { REDIRECTS, ROUTES, type LayoutName, type PageRoute } from './route-table';

/** The signed-in layouts bring the signed-in screens' messages (lingui.config.ts), loaded with them. */
async function withAppCatalog<T>(layout: Promise<T>): Promise<T> {
  const [module] = await Promise.all([layout, requireCatalogPart('app')]);
  return module;
}

const defaultGuardDeps = (): GuardDeps => browserGuardDeps(refreshSession);

/**
 * The whole route tree: layouts are lazy too, so a visitor to /user/login loads only the auth
 * layout. Every page runs its guard in a loader, before its code or content is shown.
 */
export function buildRoutes(guardDeps: () => GuardDeps = defaultGuardDeps): RouteObject[] {
  const pageRoute = (route: PageRoute, index = false): RouteObject => {
    const handle: RouteHandle = { title: route.title };
    const lazy = async () => ({ Component: (await route.load()).default });
    const loader = guardLoader(route.access, guardDeps);
    // The guard's refusal of a non-administrator shows in the page's place, inside the layout.
    const guarded = { handle, lazy, loader, ...(route.access === 'admin' ? { errorElement: <AdminsOnly /> } : {}) };
    return index ? { index: true, ...guarded } : { path: route.path, ...guarded };
  };
  const inLayout = (layout: LayoutName) => ROUTES.filter((route) => route.layout === layout).map((route) => pageRoute(route));
  const notFound: RouteObject = {
    path: '*',
    handle: { title: msg`Page not found` } satisfies RouteHandle,
    loader: guardLoader('signed-in', guardDeps),
    lazy: async () => ({ Component: (await import('./errors/NotFoundPage')).default }),
  };
  return [
    {
      id: 'root',
      element: <RootShell />,
      errorElement: <ErrorScreen />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { lazy: async () => ({ Component: (await import('./layouts/AuthLayout')).default }), children: inLayout('auth') },
        {
          lazy: async () => ({ Component: (await withAppCatalog(import('./layouts/DefaultLayout'))).default }),
          children: [...inLayout('default'), notFound],
        },
        ...ROUTES.filter((route) => route.layout === 'workout').map((route): RouteObject => ({
          path: route.path,
          lazy: async () => ({ Component: (await withAppCatalog(import('./WorkoutArea'))).default }),
          children: [pageRoute(route, true)],
        })),
        ...REDIRECTS.map((redirect): RouteObject => ({ path: redirect.from, element: <Navigate to={redirect.to} replace /> })),
      ],
    },
  ];
}
