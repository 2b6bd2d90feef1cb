import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/api-error';
import { apiNotFound, sendError } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// The shell, the service worker and the manifest must be revalidated on every load, or a deploy
// would never reach installed clients.
const REVALIDATE = 'no-cache';

/**
 * Vite writes content-hashed files under /assets/; the exercise photos (public/exercise-images/)
 * never get other content at the same address. Nothing else in dist/ may be cached for long.
 */
export function cacheControlFor(filePath: string, root: string): string {
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  return relative.startsWith('assets/') || /^exercise-images\/.+\.webp$/.test(relative) ? IMMUTABLE : REVALIDATE;
}

/** A path whose last segment has no extension is a client route; anything else is a missing file. */
function isClientRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

export async function registerStatic(app: FastifyInstance, root: string): Promise<void> {
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        void reply.header('Cache-Control', cacheControlFor(filePath, root));
      },
    });
  } else {
    app.log.warn({ root }, 'no built app found: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      return apiNotFound(request, reply);
    }
    if (hasBuild && (request.method === 'GET' || request.method === 'HEAD') && isClientRoute(request.url)) {
      void reply.header('Cache-Control', REVALIDATE);
      return reply.sendFile('index.html');
    }
    return sendError(reply, notFound(`Nothing at ${request.method} ${request.url.split('?')[0] ?? ''}`));
  });
}
