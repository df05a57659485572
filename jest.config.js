// One jest run, four projects: unit specs beside the code, integration tests against the real
// Postgres and Redis, fault tests (replicas killed, Redis restarted, rolling restarts, malformed
// requests and the authorization matrix, issue 19) and browser tests. ESM throughout (Nest 12 is ESM-only), compiled by swc.
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

const base = {
  rootDir: '.',
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true) },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^@pitstop/(contracts|common|messaging|metrics|mesh-render|demo-assets)$':
      '<rootDir>/libs/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};

export default {
  // Generous for integration tests; the browser project sets its own (web/e2e/support/jest-timeout.ts).
  testTimeout: 30_000,
  // Test files run in a worker process that is replaced once it holds this much after a file.
  // Without it, a two-core machine ran every file in jest's own process (one worker means in
  // band), where what each stack leaves behind piled up: by the end, unit files that take a
  // second alone took 20–35 s, and the suite 33 minutes.
  workerIdleMemoryLimit: '1GB',
  // npm test runs unit, integration and browser with two workers, each on its own copy of the
  // database (test/support/worker-database.ts), then fault alone: docs/operations.md, 'Test run
  // time'. Without a --maxWorkers, jest's default (one on two cores).
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{libs,services}/*/src/**/*.spec.ts',
        '<rootDir>/web/src/**/*.spec.ts',
        '<rootDir>/test/**/*.spec.ts',
      ],
    },
    {
      ...base,
      displayName: 'integration',
      testMatch: [
        '<rootDir>/{libs,services}/*/test/**/*.int-spec.ts',
        '<rootDir>/test/**/*.int-spec.ts',
      ],
      globalSetup: '<rootDir>/test/support/global-setup.mjs',
      setupFiles: ['<rootDir>/test/support/worker-database.ts'],
      globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
      slowTestThreshold: 30,
    },
    {
      ...base,
      displayName: 'fault',
      testMatch: ['<rootDir>/test/fault/**/*.fault-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.mjs',
      setupFiles: ['<rootDir>/test/support/worker-database.ts'],
      globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
      slowTestThreshold: 60,
    },
    {
      ...base,
      displayName: 'browser',
      testMatch: ['<rootDir>/web/e2e/**/*.e2e-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/web/e2e/support/jest-timeout.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.mjs',
      setupFiles: ['<rootDir>/test/support/worker-database.ts'],
      globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
    },
  ],
};
