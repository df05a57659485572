import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  ConfigError,
  SIGNING_KEY_MIN_LENGTH,
  loadConfig,
  serviceEnvSchema,
  signingKey,
} from './config.js';

describe('service configuration', () => {
  it('uses local defaults in development', () => {
    const config = loadConfig(serviceEnvSchema(3101, {}), {});
    expect(config).toMatchObject({
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/pitstop',
      HEALTH_PORT: 3101,
      BUS_NAMESPACE: 'pitstop',
      LOG_LEVEL: 'info',
    });
  });

  it('requires the connection URLs in production and names every missing one', () => {
    const env = { NODE_ENV: 'production' };
    expect(() => loadConfig(serviceEnvSchema(3101, env), env)).toThrow(ConfigError);
    try {
      loadConfig(serviceEnvSchema(3101, env), env);
    } catch (err) {
      expect((err as ConfigError).problems).toEqual([
        'REDIS_URL is required but not set',
        'DATABASE_URL is required but not set',
      ]);
    }
  });

  it('names each malformed variable with the value it got', () => {
    const env = {
      REDIS_URL: 'localhost:6379',
      HEALTH_PORT: '70000',
      BUS_NAMESPACE: 'has space',
      SHUTDOWN_TIMEOUT_MS: '-1',
    };
    expect(() => sortedProblems(() => loadConfig(serviceEnvSchema(3101, env), env))).toThrow(
      expect.objectContaining({
        // in the schema's order, which is not the point here
        problems: [
          "REDIS_URL must be a URL starting with redis:// or rediss:// (got 'localhost:6379')",
          "BUS_NAMESPACE may only hold letters, digits, _ and - (got 'has space')",
          "HEALTH_PORT must be between 1 and 65535 (got '70000')",
          "SHUTDOWN_TIMEOUT_MS must be above 0 (got '-1')",
        ].sort(),
      }),
    );
  });

  it('treats an empty variable like an unset one', () => {
    const env = { LOG_LEVEL: '  ', HEALTH_PORT: '' };
    expect(loadConfig(serviceEnvSchema(3101, env), env)).toMatchObject({
      LOG_LEVEL: 'info',
      HEALTH_PORT: 3101,
    });
  });
});

describe('production refuses the example secrets', () => {
  // The values of k8s/base/secrets.example.env, as an operator who copied it and forgot some has them.
  const example = readFileSync(
    fileURLToPath(new URL('../../../k8s/base/secrets.example.env', import.meta.url)),
    'utf8',
  );
  const examples = Object.fromEntries(
    example
      .split('\n')
      .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  const real = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://pitstop:s3cret-db@db.internal:5432/pitstop',
    REDIS_URL: 'rediss://:s3cret-redis@redis.internal:6379',
  };
  /** Every variable of secrets.example.env, each read by a schema as a service would. */
  const schema = serviceEnvSchema(3101, real).extend(
    Object.fromEntries(
      Object.keys(examples)
        .filter((name) => !(name in real))
        .map((name) => [name, z.string().optional()]),
    ),
  );
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(schema, env);
      return [];
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      return err.problems;
    }
  };

  it('starts with real values', () => {
    expect(problemsOf(real)).toEqual([]);
  });

  it('names every variable still holding an example value, without repeating it', () => {
    const problems = problemsOf({ NODE_ENV: 'production', ...examples });
    const named = problems.map((p) => p.slice(0, p.indexOf(' ')));
    expect(named.sort()).toEqual(
      [
        'DATABASE_URL',
        'REDIS_URL',
        'SESSION_SECRET',
        'ADMIN_EMAIL',
        'ADMIN_PASSWORD',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'MEILI_API_KEY',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_PUBLISHABLE_KEY',
        'SMTP_URL',
        'MAIL_UNSUBSCRIBE_SECRET',
      ].sort(),
    );
    expect(problems).toContain(
      "STRIPE_WEBHOOK_SECRET holds a placeholder ('REPLACE-…'): set the real value (NODE_ENV=production refuses the examples of k8s/base/secrets.example.env)",
    );
    expect(problems.find((p) => p.startsWith('ADMIN_EMAIL'))).toMatch(
      /^ADMIN_EMAIL holds an address at example\.com/,
    );
    for (const problem of problems) expect(problem).not.toContain('REPLACE-ME');
  });

  it.each([
    ['REPLACE-ME', 'a lone placeholder'],
    ['sk_live_REPLACE-ME', 'a placeholder inside a value'],
    ['whsec_replace-me', 'in lower case'],
    ['owner@Example.org', 'an address at an example domain'],
  ])('refuses %s (%s)', (value) => {
    expect(problemsOf({ ...real, STRIPE_WEBHOOK_SECRET: value })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET holds /),
    ]);
  });

  it('refuses a Redis without a password', () => {
    for (const url of ['redis://redis.internal:6379', 'rediss://default@redis.internal:6379'])
      expect(problemsOf({ ...real, REDIS_URL: url })).toEqual([
        expect.stringMatching(/^REDIS_URL carries no password: production Redis requires one/),
      ]);
    expect(problemsOf({ ...real, REDIS_URL: 'redis://pitstop:pw@redis.internal:6379' })).toEqual(
      [],
    );
  });

  it('leaves development alone: npm start runs on local defaults', () => {
    const env = { ...examples, REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(problemsOf(env)).toEqual([]);
  });
});

describe('signing keys', () => {
  const schema = z.object({ SESSION_SECRET: signingKey });

  it(`are at least ${SIGNING_KEY_MIN_LENGTH} characters, in every environment`, () => {
    for (const NODE_ENV of ['production', 'development']) {
      const short = { NODE_ENV, SESSION_SECRET: 'x'.repeat(SIGNING_KEY_MIN_LENGTH - 1) };
      expect(() => loadConfig(schema, short)).toThrow(
        new ConfigError([
          `SESSION_SECRET must be at least ${SIGNING_KEY_MIN_LENGTH} characters (e.g. openssl rand -base64 48) (got ${SIGNING_KEY_MIN_LENGTH - 1} characters)`,
        ]),
      );
      const long = { NODE_ENV, SESSION_SECRET: 'x'.repeat(SIGNING_KEY_MIN_LENGTH) };
      expect(loadConfig(schema, long).SESSION_SECRET).toHaveLength(SIGNING_KEY_MIN_LENGTH);
    }
  });

  it('an empty one is a missing one', () => {
    expect(() => loadConfig(schema, { NODE_ENV: 'production', SESSION_SECRET: ' ' })).toThrow(
      new ConfigError(['SESSION_SECRET is required but not set']),
    );
  });
});

/** Runs a config load, re-throwing its ConfigError with the problems sorted. */
function sortedProblems(load: () => unknown): unknown {
  try {
    return load();
  } catch (err) {
    if (err instanceof ConfigError) err.problems.sort();
    throw err;
  }
}
