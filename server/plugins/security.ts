import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface CspSources {
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
}

export const NO_EXTRA_SOURCES: CspSources = { script: [], connect: [], frame: [], img: [] };

/**
 * The PWA is served from our own origin with no inline scripts. Fluent UI (Griffel) inserts style
 * rules at run time, which needs 'unsafe-inline' for styles only. External sign-in and analytics
 * add their origins through `extra` when (and only when) they are configured.
 */
export async function registerSecurityHeaders(app: FastifyInstance, extra: CspSources = NO_EXTRA_SOURCES): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra.connect],
        frameSrc: extra.frame.length > 0 ? extra.frame : ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Cross-origin isolation would break provider pop-ups (Apple, Microsoft) for no gain here.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
}
