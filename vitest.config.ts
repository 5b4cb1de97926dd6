import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

const serverProject = (
  name: string,
  dialect: 'sqlite' | 'postgres',
  include = ['server/src/**/*.test.ts'],
): TestProjectConfiguration => ({
  test: {
    name,
    include,
    globalSetup: ['server/test/global-setup.ts'],
    env: { TEST_DIALECT: dialect },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

const projects: TestProjectConfiguration[] = [
  { test: { name: 'contract', include: ['contract/src/**/*.test.ts'] } },
  { test: { name: 'catalogue-pipeline', include: ['data/pipeline/**/*.test.ts'], testTimeout: 120_000 } },
  serverProject('server-sqlite', 'sqlite'),
  {
    test: {
      name: 'web',
      include: ['web/src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['web/src/test/setup.ts'],
    },
  },
  // Browser tests: Debian's Chromium against the real server on a free port (web/dist must be built first).
  {
    test: {
      name: 'e2e',
      include: ['e2e/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['e2e/support/global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      fileParallelism: false,
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push(serverProject('server-postgres', 'postgres'));
}
// Several instances over the machine's PostgreSQL and Redis (.ci/run sets both URLs).
if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
  projects.push(serverProject('scale-out', 'postgres', ['server/scale-out/**/*.test.ts']));
}

export default defineConfig({ test: { projects } });
