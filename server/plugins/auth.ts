import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { RoleId } from '@core/auth';
import { ApiError, forbidden } from '../lib/api-error';
import type { Db } from '../db/types';
import {
  accountDeleted,
  LAST_ACTIVE_RESOLUTION_SECONDS,
  sessionUser,
  touchLastActive,
  verifyAccessToken,
  type AccessClaims,
  type SessionUser,
} from '../services/sessions';

export interface AuthUser {
  id: string;
  roleId: RoleId;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser; present in every handler behind it. */
    authUser?: AuthUser;
    /** The sign-in (session family) whose access token authenticated the request; set with authUser. */
    authSessionId?: string;
  }
}

export const REFRESH_COOKIE = 'treneris_refresh';
export const REFRESH_COOKIE_PATH = '/api/v1/auth';
/**
 * Readable by the page, holds nothing secret: "a refresh cookie may exist". Without it a refresh
 * cannot succeed, so a signed-out visitor's first page skips that round trip (the guard of docs/product.md §5
 * attempts a refresh only when one can work). DO NOT rename: browsers hold it.
 */
export const SESSION_HINT_COOKIE = 'treneris_session';

const unauthenticated = () => new ApiError(401, 'unauthenticated', 'Sign in to continue.');

/** Reads the token's user and whether its sign-in is live: sessionUser, or sessionUserWith for more of the row. */
export type SessionRead<T extends SessionUser> = (db: Db, claims: AccessClaims) => Promise<T | undefined>;

/**
 * The route's access rule in one line: `{ onRequest: requireUser() }` for any signed-in user,
 * `requireUser(ROLE.admin)` for admins. It belongs in onRequest, before the body is read, so an
 * anonymous or unauthorized upload is refused without being parsed (docs/api.md). The user row
 * and the token's sign-in are read on every request, so disabling an account, changing a role or
 * ending a sign-in takes effect at once rather than when the access token expires.
 */
export function requireUser(...roles: RoleId[]): onRequestAsyncHookHandler {
  return async function authorize(this: unknown, request: FastifyRequest) {
    await authenticate(request, roles, sessionUser);
  };
}

/**
 * For a public route whose answer may add something for a signed-in visitor: without a bearer
 * token the request passes anonymously; with one, the token must be good, as behind requireUser.
 */
export const optionalUser: onRequestAsyncHookHandler = async function optionalUser(this: unknown, request: FastifyRequest) {
  if (request.headers.authorization) await authenticate(request, [], sessionUser);
};

/**
 * requireUser for a route that answers with the signed-in user's own data: `read` is the same
 * session check with the columns the answer needs, and `row(request)` gives the handler what it
 * read, so the route makes no query of its own (docs/performance.md, "Load: many devices (api
 * load)").
 */
export function requireUserReading<T extends SessionUser>(
  read: SessionRead<T>,
  ...roles: RoleId[]
): { onRequest: onRequestAsyncHookHandler; row(request: FastifyRequest): T } {
  const rows = new WeakMap<FastifyRequest, T>();
  return {
    async onRequest(this: unknown, request: FastifyRequest) {
      rows.set(request, await authenticate(request, roles, read));
    },
    row(request) {
      const row = rows.get(request);
      if (!row) throw new Error('row() used on a route without its own requireUserReading().onRequest');
      return row;
    },
  };
}

/** The one session check behind every signed-in route; answers the row `read` returned. */
async function authenticate<T extends SessionUser>(request: FastifyRequest, roles: RoleId[], read: SessionRead<T>): Promise<T> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw unauthenticated();
  let claims: AccessClaims;
  try {
    claims = await verifyAccessToken(request.server.jwtSecret, header.slice('Bearer '.length).trim());
  } catch {
    throw new ApiError(401, 'token_invalid', 'Your session has expired. Please sign in again.');
  }
  // One query: the user and whether the token's sign-in is still live (docs/operations.md, "Sessions").
  const user = await read(request.server.database.db, claims);
  // A token this server signed whose user is no more: the account was erased.
  if (!user) throw accountDeleted();
  if (user.status !== 'active') throw new ApiError(401, 'account_unavailable', 'This account is no longer active.');
  if (!user.sessionLive) throw new ApiError(401, 'session_invalid', 'Your session has ended. Please sign in again.');
  if (roles.length > 0 && !roles.includes(user.roleId as RoleId)) throw forbidden();
  if (!user.lastActiveAt || Date.now() - user.lastActiveAt.getTime() > LAST_ACTIVE_RESOLUTION_SECONDS * 1000) {
    await touchLastActive(request.server.database.db, user.id);
  }
  request.authUser = { id: user.id, roleId: user.roleId as RoleId, email: user.email };
  request.authSessionId = claims.sid;
  return user;
}

/** The signed-in user of a handler behind requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new Error('currentUser() used on a route without requireUser()');
  return request.authUser;
}

/** The sign-in of a handler behind requireUser: the device making the request. */
export function currentSessionId(request: FastifyRequest): string {
  if (!request.authSessionId) throw new Error('currentSessionId() used on a route without requireUser()');
  return request.authSessionId;
}

/** Whether `origin` (an Origin header) is this server: its public address, or the host the request was sent to. */
function isOwnOrigin(origin: string, request: FastifyRequest): boolean {
  if (origin === new URL(request.server.env.publicUrl).origin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    // `null` (a sandboxed frame, a redirect across sites) or nonsense: not a page of ours.
    return false;
  }
}

/**
 * For the routes that act on the refresh cookie (refresh, logout): only the app's own pages may
 * use it (docs/architecture.md §5). The cookie is SameSite=Strict already; this is the second lock,
 * for what SameSite leaves open: a sibling subdomain is the same site and is sent the cookie, and
 * an old browser may ignore the attribute. A browser says where a request comes from in
 * Sec-Fetch-Site, which a page cannot set, or else in Origin, which it sends with every
 * cross-origin POST; a request with neither is no browser's cross-site request (a script, a
 * server, a test client) and passes, as it could send the cookie it holds anyway.
 */
export const sameOriginOnly: onRequestAsyncHookHandler = async function sameOriginOnly(this: unknown, request: FastifyRequest) {
  const site = request.headers['sec-fetch-site'];
  // `none`: the person asked for it themselves (the address bar), which no other site can do.
  const allowed =
    site !== undefined
      ? site === 'same-origin' || site === 'none'
      : request.headers.origin === undefined || isOwnOrigin(request.headers.origin, request);
  if (!allowed) throw new ApiError(403, 'cross_site_request', 'The session can only be used from this site’s own pages.');
};

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  const secure = request.protocol === 'https' || request.server.env.publicUrl.startsWith('https:');
  void reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
  void reply.setCookie(SESSION_HINT_COOKIE, '1', {
    httpOnly: false,
    secure,
    sameSite: 'strict',
    path: '/',
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  void reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
  void reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}
