import { z } from 'zod';

/** Start-up stops with this when a variable is missing or malformed; the message names each one. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

export const isProduction = (env: Env = process.env): boolean => env.NODE_ENV === 'production';

/**
 * A value with a local-development default. In production (NODE_ENV=production) the default is
 * dropped, so a forgotten DATABASE_URL stops start-up instead of pointing at localhost.
 */
export function withDevDefault<T extends z.ZodType>(
  schema: T,
  devDefault: z.input<T>,
  env: Env = process.env,
) {
  return isProduction(env) ? schema : schema.default(devDefault as never);
}

const urlWithProtocol = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

export const redisUrl = urlWithProtocol(['redis:', 'rediss:']);
export const postgresUrl = urlWithProtocol(['postgres:', 'postgresql:']);
export const port = z.coerce
  .number({ message: 'must be a port number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');
export const positiveInt = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be above 0');
export const nonNegativeInt = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more');
export const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Keys that sign or key something (sessions, HMACs): at least this long, whatever the
 * environment, so a guessable one never passes start-up. `openssl rand -base64 48` makes one.
 */
export const SIGNING_KEY_MIN_LENGTH = 32;
export const signingKey = z
  .string()
  .min(
    SIGNING_KEY_MIN_LENGTH,
    `must be at least ${SIGNING_KEY_MIN_LENGTH} characters (e.g. openssl rand -base64 48)`,
  );

/**
 * The example values of k8s/base/secrets.example.env (and of any copy of it): a production
 * process refuses each of them, whichever variable holds it.
 */
const PLACEHOLDERS: { pattern: RegExp; what: string }[] = [
  { pattern: /REPLACE[-_ ]?(ME|WITH)/i, what: "a placeholder ('REPLACE-…')" },
  { pattern: /@(POSTGRES|REDIS|SMTP)-HOST\b/i, what: "the example's host (…-HOST)" },
  // RFC 2606's example domains: nobody reads mail there.
  { pattern: /@example\.(com|net|org)$/i, what: 'an address at example.com' },
];

/**
 * What production refuses in values that parse: placeholders, and a Redis without a password
 * (Redis is inside the trust boundary: any client of it can act as any user on the bus, so it
 * takes a password in every deployment; docs/security.md). The values are not repeated: they
 * may be secrets.
 */
function productionProblems(input: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const placeholder = PLACEHOLDERS.find((p) => p.pattern.test(value));
    if (placeholder)
      problems.push(
        `${name} holds ${placeholder.what}: set the real value (NODE_ENV=production refuses the examples of k8s/base/secrets.example.env)`,
      );
  }
  const redis = input.REDIS_URL;
  if (redis !== undefined && !redisPassword(redis))
    problems.push(
      'REDIS_URL carries no password: production Redis requires one (redis://:PASSWORD@host:6379, or rediss://USER:PASSWORD@…)',
    );
  return problems;
}

function redisPassword(url: string): string {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return 'unparsed: the schema names that problem';
  }
}

/**
 * Reads the variables a schema names from the environment, once, and validates them together.
 * With NODE_ENV=production it also refuses the example values of the deployment files.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: Env = process.env): z.output<S> {
  const input: Record<string, string | undefined> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = env[key];
    // An empty variable counts as unset, so `FOO=` falls back to the default like a missing one.
    input[key] = value === undefined || value.trim() === '' ? undefined : value.trim();
  }
  const result = schema.safeParse(input);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => {
        const name = issue.path.join('.') || '(config)';
        const missing = issue.code === 'invalid_type' && input[name] === undefined;
        return missing
          ? `${name} is required but not set`
          : `${name} ${issue.message} (got ${shown(name, input[name])})`;
      });
  if (isProduction(env)) problems.push(...productionProblems(input));
  if (result.success && problems.length === 0) return result.data;
  throw new ConfigError(problems);
}

/** A value as a start-up message repeats it: a secret's only by its length. */
const shown = (name: string, value: string | undefined) =>
  value !== undefined && /SECRET|PASSWORD|_KEY$/.test(name)
    ? `${value.length} characters`
    : `'${value}'`;

/** Variables every process reads, the gateway included. */
export function processEnvSchema(env: Env = process.env) {
  return z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    REDIS_URL: withDevDefault(redisUrl, 'redis://127.0.0.1:6379', env),
    BUS_NAMESPACE: z
      .string()
      .regex(/^[a-z0-9_-]+$/i, 'may only hold letters, digits, _ and -')
      .default('pitstop'),
    LOG_LEVEL: logLevel.default('info'),
    SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
  });
}

/** Variables every backend service reads. */
export function serviceEnvSchema(defaultHealthPort: number, env: Env = process.env) {
  return processEnvSchema(env).extend({
    DATABASE_URL: withDevDefault(postgresUrl, 'postgres://postgres@127.0.0.1:5432/pitstop', env),
    HEALTH_PORT: port.default(defaultHealthPort),
    BUS_CONCURRENCY: positiveInt.default(64),
  });
}
export type ServiceEnv = z.output<ReturnType<typeof serviceEnvSchema>>;
