import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserListQuerySchema as listQuery,
  adminUserSchema,
  dashboardSchema,
  inviteUserSchema as createBody,
  listPageSchema,
  updateUserSchema as updateBody,
  type AdminUser,
} from '@core/admin-api';
import { messageResponseSchema, ROLE, type RoleId } from '@core/auth';
import { users } from '../../db/schema/index';
import { currentUser, requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-handler';
import { userDashboard } from '../../services/dashboard';
import { inviteUser, sendPasswordResetLink, updateUser } from '../../services/user-administration';
import type { UserRow } from '../../services/users';

const DAY_MS = 24 * 60 * 60 * 1000;

const idParams = z.object({ id: z.uuid('is not a valid id') });

export function adminUserView(user: UserRow): AdminUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role_id: user.roleId as RoleId,
    status: user.status,
    preferred_language: user.preferredLanguage,
    created_at: user.createdAt.toISOString(),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    last_active_at: user.lastActiveAt?.toISOString() ?? null,
    deletion_due_at: user.deletionDueAt?.toISOString() ?? null,
  };
}

const SORT_COLUMNS = { email: users.email, name: users.name, created_at: users.createdAt, last_active_at: users.lastActiveAt } as const;

/** /api/v1/admin/users: every account, for admins only. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = requireUser(ROLE.admin);
  const mailing = { mailer: app.mailer, publicUrl: app.env.publicUrl };
  const tags = ['admin: users'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/admin/users',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'listUsers',
        security,
        summary: 'Find accounts',
        querystring: listQuery,
        response: { 200: listPageSchema(adminUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { q, role, status, lastActive, sort, page, pageSize } = request.query;
      const now = Date.now();
      const conditions: (SQL | undefined)[] = [
        q
          ? or(
              ilike(users.email, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
              ilike(users.name, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
            )
          : undefined,
        role ? eq(users.roleId, role) : undefined,
        status ? eq(users.status, status) : undefined,
        lastActive === 'week' ? gte(users.lastActiveAt, new Date(now - 7 * DAY_MS)) : undefined,
        lastActive === 'month' ? gte(users.lastActiveAt, new Date(now - 30 * DAY_MS)) : undefined,
        lastActive === 'inactive' ? or(isNull(users.lastActiveAt), lt(users.lastActiveAt, new Date(now - 30 * DAY_MS))) : undefined,
      ];
      const where = and(...conditions);
      const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(sort.startsWith('-') ? desc(column) : asc(column), asc(users.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { items: rows.map(adminUserView), total: total[0]?.n ?? 0 };
    },
  );

  app.post(
    '/admin/users',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'inviteUser',
        security,
        summary: 'Invite a person by mail',
        body: createBody,
        response: { 201: adminUserSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = await inviteUser(db, mailing, currentUser(request), request.body);
      return reply.code(201).send(adminUserView(user));
    },
  );

  app.patch(
    '/admin/users/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'updateUser',
        security,
        summary: 'Change a role or status',
        params: idParams,
        body: updateBody,
        response: { 200: adminUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => adminUserView(await updateUser(db, currentUser(request).id, request.params.id, request.body)),
  );

  app.post(
    '/admin/users/:id/password-reset',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'sendUserPasswordReset',
        security,
        summary: 'Mail a link to choose a new password',
        params: idParams,
        response: { 202: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const target = await sendPasswordResetLink(db, mailing, request.params.id);
      return reply.code(202).send({ message: `A link to choose a new password was sent to ${target.email}.` });
    },
  );

  app.get(
    '/admin/users/:id/dashboard',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'getUserDashboard',
        security,
        summary: "One person's activity at a glance",
        params: idParams,
        response: { 200: dashboardSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => userDashboard(db, request.params.id),
  );
};
