import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health';

/** Everything under /api/v1. Each resource is its own plugin so it can be read on its own. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};
