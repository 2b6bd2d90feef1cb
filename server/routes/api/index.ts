import type { FastifyPluginAsync } from 'fastify';
import { adminMessageRoutes } from './admin-messages';
import { adminUserRoutes } from './admin-users';
import { authRoutes } from './auth';
import { authProviderRoutes } from './auth-providers';
import { calendarFeedRoutes } from './calendar-feed';
import { configRoutes } from './config';
import { healthRoutes } from './health';
import { importRoutes } from './imports';
import { exportRoutes } from './exports';
import { accountDeletionRoutes } from './account-deletion';
import { invitationRoutes } from './invitations';
import { openApiRoutes } from './openapi';
import { photoRoutes } from './photos';
import { profileRoutes } from './profile';
import { pushRoutes } from './push';
import { referenceResourceRoutes } from './reference-resources';
import { syncRoutes } from './sync';

/** Everything under /api/v1. Each resource is its own plugin so it can be read on its own. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(authRoutes);
  await app.register(authProviderRoutes);
  await app.register(profileRoutes);
  await app.register(syncRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(photoRoutes);
  await app.register(pushRoutes);
  await app.register(invitationRoutes);
  await app.register(importRoutes);
  await app.register(exportRoutes);
  await app.register(accountDeletionRoutes);
  await app.register(referenceResourceRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminMessageRoutes);
  await app.register(openApiRoutes);
};
