import type { FastifySchema, RouteOptions } from 'fastify';

/** One route as the app registered it: what tests that cover every route need to know of it. */
export interface ListedRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  /** The route's own onRequest hooks (the app's global ones are not listed here). */
  onRequest: unknown[];
}

const asList = <T>(value: T | T[] | undefined | null): T[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/**
 * Collects every route as the app registers it (`onRoute` of createTestApp), so a test can cover a
 * route added later without anyone listing it. HEAD routes are Fastify's automatic twins of GETs.
 */
export function routeList(): { routes: ListedRoute[]; onRoute: (route: RouteOptions) => void } {
  const routes: ListedRoute[] = [];
  return {
    routes,
    onRoute(route) {
      for (const method of asList(route.method)) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema, onRequest: asList(route.onRequest) });
      }
    },
  };
}

/** Whether the route says it needs a signed-in user (the API reference's `bearerAuth`, docs/api.md). */
export function declaresSignIn(route: ListedRoute): boolean {
  const security = (route.schema as { security?: Record<string, unknown>[] } | undefined)?.security ?? [];
  return security.some((requirement) => 'bearerAuth' in requirement);
}
