import { ConfigError, loadConfig, serviceEnvSchema } from './config.js';

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

/** Runs a config load, re-throwing its ConfigError with the problems sorted. */
function sortedProblems(load: () => unknown): unknown {
  try {
    return load();
  } catch (err) {
    if (err instanceof ConfigError) err.problems.sort();
    throw err;
  }
}
