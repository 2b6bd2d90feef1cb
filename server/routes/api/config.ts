import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '@core/auth';
import type { Env } from '../../env';
import { errorResponses } from '../../plugins/error-handler';

export function publicConfig(env: Env, pushPublicKey: string): PublicConfig {
  return {
    google_client_id: env.GOOGLE_CLIENT_ID ?? null,
    microsoft_client_id: env.MICROSOFT_CLIENT_ID ?? null,
    microsoft_authorize_url: env.MICROSOFT_AUTHORIZE_URL,
    apple_client_id: env.APPLE_CLIENT_ID ?? null,
    github_client_id: env.GITHUB_CLIENT_ID ?? null,
    github_authorize_url: env.GITHUB_AUTHORIZE_URL,
    linkedin_client_id: env.LINKEDIN_CLIENT_ID ?? null,
    linkedin_authorize_url: env.LINKEDIN_AUTHORIZE_URL,
    analytics_id: env.ANALYTICS_ID ?? null,
    tag_manager_id: env.TAG_MANAGER_ID ?? null,
    push_public_key: pushPublicKey,
  };
}

/** Public: what the browser needs to offer providers and analytics, decided at run time, not build time. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = publicConfig(app.env, app.vapid.publicKey);
  app.get(
    '/config',
    {
      schema: {
        tags: ['app'],
        operationId: 'getConfig',
        security: [],
        summary: 'Sign-in providers, analytics and the notifications key this server offers',
        response: { 200: publicConfigSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return config;
    },
  );
};
