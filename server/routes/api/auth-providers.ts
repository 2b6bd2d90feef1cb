import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeLoginSchema, idTokenLoginSchema, sessionResponseSchema } from '@core/auth';
import { exchangeGithubCode, exchangeLinkedinCode } from '../../services/oauth/code-exchange';
import { IdTokenVerifier, type IdTokenProvider } from '../../services/oauth/id-token';
import { userForIdentity } from '../../services/oauth/link';
import type { ExternalIdentity } from '../../services/oauth/types';
import { signIn } from '../../services/sign-in';
import { errorResponses } from '../../plugins/error-handler';

/** docs/product.md §7: Google, Microsoft and Apple post an id_token; GitHub and LinkedIn a code to exchange. */
export const authProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const verifier = new IdTokenVerifier(app.env);
  const schema = { tags: ['auth'], security: [], response: { 200: sessionResponseSchema, ...errorResponses(400, 401, 403, 409, 502) } };

  const complete = async (identity: ExternalIdentity, request: Parameters<typeof signIn>[0], reply: Parameters<typeof signIn>[1]) =>
    signIn(request, reply, await userForIdentity(app.database.db, identity));

  for (const provider of ['google', 'microsoft', 'apple'] as const satisfies readonly IdTokenProvider[]) {
    app.post(
      `/auth/${provider}-login`,
      {
        schema: {
          ...schema,
          operationId: `loginWith${provider.charAt(0).toUpperCase()}${provider.slice(1)}`,
          summary: `Sign in with a ${provider} ID token`,
          body: idTokenLoginSchema,
        },
      },
      async (request, reply) => complete(await verifier.verify(provider, request.body.id_token, request.body.nonce), request, reply),
    );
  }
  app.post(
    '/auth/github-login',
    { schema: { ...schema, operationId: 'loginWithGithub', summary: 'Sign in with a GitHub authorization code', body: codeLoginSchema } },
    async (request, reply) => complete(await exchangeGithubCode(app.env, request.body.code), request, reply),
  );
  app.post(
    '/auth/linkedin-login',
    {
      schema: { ...schema, operationId: 'loginWithLinkedin', summary: 'Sign in with a LinkedIn authorization code', body: codeLoginSchema },
    },
    async (request, reply) => complete(await exchangeLinkedinCode(app.env, request.body.code), request, reply),
  );
};
