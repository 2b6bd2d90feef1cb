import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserListQuerySchema as listQuery, inviteUserSchema as createBody, updateUserSchema as updateBody, type AdminUser } from '@sync/admin';
import { ROLE, type RoleId } from '@sync/auth';
import { users } from '../../db/schema/index';
import { ApiError, notFound } from '../../lib/errors';
import { invitationMail, passwordResetMail } from '../../mail/templates';
import { currentUser, requireUser } from '../../plugins/auth';
import { userDashboard } from '../../services/dashboard';
import { createResetToken, resetLink } from '../../services/password-reset';
import { revokeUserSessions } from '../../services/sessions';
import { createUser, findUserById, type UserRow } from '../../services/users';
import { bumpScope } from '../../sync/access';

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
  };
}

const SORT_COLUMNS = { email: users.email, name: users.name, created_at: users.createdAt, last_active_at: users.lastActiveAt } as const;

/** /api/v1/admin/users: every account, for admins only (issue 6). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = requireUser(ROLE.admin);

  app.get('/admin/users', { preValidation: admin, schema: { querystring: listQuery } }, async (request) => {
    const { q, role, status, lastActive, sort, page, pageSize } = request.query;
    const now = Date.now();
    const conditions: (SQL | undefined)[] = [
      q ? or(ilike(users.email, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`), ilike(users.name, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)) : undefined,
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
  });

  app.post('/admin/users', { preValidation: admin, schema: { body: createBody } }, async (request, reply) => {
    const inviter = currentUser(request);
    const { email, name, role_id, preferred_language } = request.body;
    const user = await createUser(db, { email, name, roleId: role_id, status: 'invited', preferredLanguage: preferred_language ?? null });
    const token = await createResetToken(db, user.id, 'invite');
    const inviterRow = await findUserById(db, inviter.id);
    const mail = invitationMail(user.preferredLanguage ?? 'en-US', user.email, user.name, inviterRow?.name || inviter.email, resetLink(app.env.publicUrl, token));
    await app.mailer.send(mail);
    return reply.code(201).send(adminUserView(user));
  });

  app.patch('/admin/users/:id', { preValidation: admin, schema: { params: idParams, body: updateBody } }, async (request) => {
    const me = currentUser(request);
    const target = await findUserById(db, request.params.id);
    if (!target) throw notFound('No such user');
    const { role_id, status } = request.body;
    // An admin cannot lock themselves out; another admin must do it.
    if (target.id === me.id && ((role_id !== undefined && role_id !== ROLE.admin) || status === 'disabled')) {
      throw new ApiError(409, 'own_account', 'You cannot remove your own administrator rights or disable your own account.');
    }
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ ...(role_id !== undefined ? { roleId: role_id } : {}), ...(status ? { status } : {}), updatedAt: new Date() })
        .where(eq(users.id, target.id))
        .returning();
      // What this person may see changes with the role: their devices start over (sync/SPEC.md P3).
      if (role_id !== undefined && role_id !== target.roleId) await bumpScope(tx, target.id);
      // Disabled means out now: every refresh token goes, and requireUser refuses the access token.
      if (status === 'disabled') await revokeUserSessions(tx, target.id, 'disabled by an administrator');
      return row;
    });
    if (!updated) throw notFound('No such user');
    return adminUserView(updated);
  });

  app.post('/admin/users/:id/password-reset', { preValidation: admin, schema: { params: idParams } }, async (request, reply) => {
    const target = await findUserById(db, request.params.id);
    if (!target) throw notFound('No such user');
    if (target.status === 'disabled') throw new ApiError(409, 'account_disabled', 'Re-enable the account before sending it a password reset.');
    const token = await createResetToken(db, target.id, target.status === 'invited' ? 'invite' : 'reset');
    await app.mailer.send(passwordResetMail(target.preferredLanguage ?? 'en-US', target.email, target.name, resetLink(app.env.publicUrl, token)));
    return reply.code(202).send({ message: `A link to choose a new password was sent to ${target.email}.` });
  });

  app.get('/admin/users/:id/dashboard', { preValidation: admin, schema: { params: idParams } }, async (request) => userDashboard(db, request.params.id));
};
