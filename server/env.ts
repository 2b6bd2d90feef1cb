import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

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
  TRUST_PROXY: booleanString.default(false),
});

/** Every variable the server reads; .env.example must list exactly these. */
export const envVariableNames: readonly string[] = Object.keys(envSchema.shape);

export type Env = z.infer<typeof envSchema> & {
  /** DATA_DIR resolved against the working directory. */
  dataDirPath: string;
  staticDirPath: string;
  publicUrl: string;
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
  return {
    ...env,
    dataDirPath: path.resolve(cwd, env.DATA_DIR),
    staticDirPath: path.resolve(cwd, env.STATIC_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  };
}
