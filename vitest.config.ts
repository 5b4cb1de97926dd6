import { configDefaults, defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';
import type { ServiceProjectName } from './test-projects.ts';
import { chooseServiceProjects } from './test-projects.ts';
import { splitTexts } from './web/split-texts-plugin.ts';

/** Tests of the compiled server as an operator runs it: its own processes, signals and exit statuses. */
const PROCESS_TESTS = 'server/src/**/*.process.test.ts';

const serverProject = (
  name: string,
  dialect: 'sqlite' | 'postgres',
  include = ['server/src/**/*.test.ts'],
): TestProjectConfiguration => ({
  test: {
    name,
    include,
    exclude: [...configDefaults.exclude, PROCESS_TESTS],
    globalSetup: ['server/test/global-setup.ts'],
    env: { TEST_DIALECT: dialect },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

const projects: TestProjectConfiguration[] = [
  { test: { name: 'contract', include: ['contract/src/**/*.test.ts'] } },
  { test: { name: 'stomp-server', include: ['stomp-server/src/**/*.test.ts'], testTimeout: 20_000 } },
  { test: { name: 'test-setup', include: ['test-projects.test.ts'] } },
  { test: { name: 'catalogue-pipeline', include: ['data/pipeline/**/*.test.ts'], testTimeout: 120_000 } },
  serverProject('server-sqlite', 'sqlite'),
  {
    test: {
      name: 'server-process',
      include: [PROCESS_TESTS],
      globalSetup: ['server/test/build-server.ts'],
      testTimeout: 120_000,
      hookTimeout: 60_000,
    },
  },
  {
    test: {
      name: 'web',
      include: ['web/src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['web/src/test/setup.ts'],
    },
    // The texts come as web/vite.config.ts cuts them (decision 84).
    plugins: [splitTexts()],
  },
  // Browser tests: Debian's Chromium against the real server on a free port (web/dist must be built first), two
  // files at a time, each with its own Chromium and fresh devices against the one server (decision 67).
  {
    test: {
      name: 'e2e',
      include: ['e2e/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['e2e/support/global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      fileParallelism: true,
      maxWorkers: 2,
    },
  },
];
// PostgreSQL, and several instances over PostgreSQL and Redis (.ci/run sets both URLs).
const serviceProjects: Record<ServiceProjectName, TestProjectConfiguration> = {
  'server-postgres': serverProject('server-postgres', 'postgres'),
  'scale-out': serverProject('scale-out', 'postgres', ['server/scale-out/**/*.test.ts']),
};
const services = chooseServiceProjects(process.env);
if (services.notice !== undefined) {
  console.warn(services.notice);
}
projects.push(...services.enabled.map((name) => serviceProjects[name]));

// Vitest's default is one worker fewer than the cores: one on a 2-core machine, which ran the unit tests one file
// at a time though most of them wait on sockets, PostgreSQL and child processes. The browser tests run two files at
// a time too (`npm test` runs them after the unit tests, so the two never share the cores).
export default defineConfig({ test: { projects, maxWorkers: 2 } });
