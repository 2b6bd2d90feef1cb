import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';

export interface CspSources {
  script: string[];
  style: string[];
  connect: string[];
  frame: string[];
  img: string[];
}

/** The third-party origins the configured providers and analytics need, and no others. */
export function cspSourcesFor(env: Env): CspSources {
  const sources: CspSources = { script: [], style: [], connect: [], frame: [], img: [] };
  if (env.GOOGLE_CLIENT_ID) {
    sources.script.push('https://accounts.google.com/gsi/client');
    sources.style.push('https://accounts.google.com/gsi/style');
    sources.frame.push('https://accounts.google.com/gsi/');
    sources.connect.push('https://accounts.google.com/gsi/');
  }
  if (env.APPLE_CLIENT_ID) {
    sources.script.push('https://appleid.cdn-apple.com');
    sources.frame.push('https://appleid.apple.com');
    sources.connect.push('https://appleid.apple.com');
  }
  if (env.ANALYTICS_ID || env.TAG_MANAGER_ID) {
    sources.script.push('https://www.googletagmanager.com');
    sources.connect.push('https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com');
    sources.img.push('https://www.googletagmanager.com', 'https://*.google-analytics.com');
  }
  return sources;
}

/**
 * The PWA is served from our own origin with no inline scripts. Fluent UI (Griffel) inserts style
 * rules at run time, which needs 'unsafe-inline' for styles only. External sign-in and analytics
 * add their origins through `extra` when (and only when) they are configured.
 */
export async function registerSecurityHeaders(app: FastifyInstance, extra: CspSources): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra.script],
        styleSrc: ["'self'", "'unsafe-inline'", ...extra.style],
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
  app.addHook('onSend', async (request, reply) => {
    void reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // API answers carry tokens or someone's data: no shared cache or back/forward cache may keep
    // them for the next person on the device. A route that is safe to cache says so itself.
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) void reply.header('Cache-Control', 'no-store');
  });
}

/**
 * Browser features the app does not use are switched off for it and anything it embeds. The
 * workout screens keep the screen awake and may go full screen, on our own origin only.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'browsing-topics=()',
  'fullscreen=(self)',
  'screen-wake-lock=(self)',
].join(', ');
