import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PUSH_ORIGINS, parseAllowedOrigins } from './services/push/origins';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z.string().min(1).optional();

/**
 * Which proxies may say who the client is (X-Forwarded-For). `true` is refused: with it every
 * client names its own address and escapes every per-address limit. Either the number of proxies
 * in front of the server (the client is that many hops from the right of X-Forwarded-For) or the
 * proxies' own addresses and networks.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (['false', '0', 'no', ''].includes(value)) return false;
    if (value === 'true' || value === 'yes') {
      context.addIssue({
        code: 'custom',
        message:
          'must not be true: any client could then choose its own address; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (addresses.every((address) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(address))) return addresses;
    context.addIssue({
      code: 'custom',
      message: 'must be false, a number of proxies (e.g. 1) or a list of proxy addresses (e.g. 10.0.0.5,10.0.1.0/24)',
    });
    return z.NEVER;
  });

/** Fastify's form of TRUST_PROXY: a hop count becomes "trust the nearest n addresses". */
export function trustProxyOption(setting: false | number | string[]): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { message: 'must be development, production or test' }).default('production'),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  STATIC_DIR: z.string().min(1, 'must not be empty').default('./dist'),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://coach.example.com' }).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TRUST_PROXY: trustProxy.default(false),

  // Sessions. Without JWT_SECRET a random secret is created on first start and kept in the
  // database, so every process on the same database shares it.
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_DAYS: z.coerce.number({ message: 'must be a number of days' }).int().min(1).max(365).default(30),
  // Demo accounts: seeded automatically into a new embedded database; elsewhere only when true.
  SEED_DEMO: booleanString.optional(),

  // Mail: SMTP when set (smtp://user:pass@host:587 or smtps://...), else files under DATA_DIR/mail.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Treneris <no-reply@treneris.invalid>'),

  // External sign-in (docs/product.md §7). A provider without a client id is not offered.
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_ISSUER: z.string().min(1).default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  MICROSOFT_CLIENT_ID: optionalText,
  // {tenantid} is replaced by the token's tid claim (the common, multi-tenant authority).
  MICROSOFT_ISSUER: z.string().min(1).default('https://login.microsoftonline.com/{tenantid}/v2.0'),
  MICROSOFT_JWKS_URL: z.url().default('https://login.microsoftonline.com/common/discovery/v2.0/keys'),
  MICROSOFT_AUTHORIZE_URL: z.url().default('https://login.microsoftonline.com/common/oauth2/v2.0/authorize'),
  APPLE_CLIENT_ID: optionalText,
  APPLE_ISSUER: z.string().min(1).default('https://appleid.apple.com'),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  GITHUB_AUTHORIZE_URL: z.url().default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: z.url().default('https://github.com/login/oauth/access_token'),
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  LINKEDIN_CLIENT_ID: optionalText,
  LINKEDIN_CLIENT_SECRET: optionalText,
  LINKEDIN_AUTHORIZE_URL: z.url().default('https://www.linkedin.com/oauth/v2/authorization'),
  LINKEDIN_TOKEN_URL: z.url().default('https://www.linkedin.com/oauth/v2/accessToken'),
  LINKEDIN_USERINFO_URL: z.url().default('https://api.linkedin.com/v2/userinfo'),

  // Notifications when the app is closed (Web Push, docs/api.md). Without the VAPID keys, a key
  // pair is made on first start and kept in the database, so every server on it signs alike.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url (87 characters), as web-push generate-vapid-keys prints')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters), as web-push generate-vapid-keys prints')
    .optional(),
  // Who runs this server, for push services to reach: a mailto: or https: address.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: or https: address')
    .optional(),
  // The push services the server sends to, comma-separated origins (https://*.domain for its subdomains).
  PUSH_ALLOWED_ORIGINS: z
    .string()
    .default(DEFAULT_PUSH_ORIGINS)
    .transform((value, context) => {
      try {
        return parseAllowedOrigins(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),

  // Analytics, loaded in the browser only after the visitor consents.
  ANALYTICS_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'must be a Google Analytics measurement id (G-XXXXXXX)')
    .optional(),
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'must be a Google Tag Manager id (GTM-XXXXXX)')
    .optional(),
});

/** Every variable the server reads; .env.example must list exactly these. */
export const envVariableNames: readonly string[] = Object.keys(envSchema.shape);

export type Env = z.infer<typeof envSchema> & {
  /** DATA_DIR resolved against the working directory. */
  dataDirPath: string;
  staticDirPath: string;
  publicUrl: string;
  mailDirPath: string;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee .env.example for every variable.`);
    this.name = 'EnvError';
  }
}

/**
 * Empty strings count as "not set": `.env` files and compose files commonly carry `FOO=`
 * for optional settings, and treating that as an invalid value would be hostile.
 */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && value.trim() !== '') result[key] = value;
  }
  return result;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Env {
  const parsed = envSchema.safeParse(withoutEmpty(source));
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const raw = source[name];
        return `${name} ${issue.message}${raw === undefined ? '' : ` (got ${JSON.stringify(raw)})`}`;
      }),
    );
  }
  const env = parsed.data;
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    throw new EnvError(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are a pair: set both, or neither to have the server make them']);
  const halfConfigured = (['GITHUB', 'LINKEDIN'] as const).filter(
    (p) => Boolean(env[`${p}_CLIENT_ID`]) !== Boolean(env[`${p}_CLIENT_SECRET`]),
  );
  if (halfConfigured.length > 0) {
    throw new EnvError(halfConfigured.map((p) => `${p}_CLIENT_ID and ${p}_CLIENT_SECRET must be set together`));
  }
  return {
    ...env,
    dataDirPath: path.resolve(cwd, env.DATA_DIR),
    staticDirPath: path.resolve(cwd, env.STATIC_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    mailDirPath: path.resolve(cwd, env.DATA_DIR, 'mail'),
  };
}
