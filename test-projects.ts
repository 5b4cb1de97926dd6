/** Which of the test projects that need PostgreSQL and Redis run, decided from the environment. */

export type ServiceProjectName = 'server-postgres' | 'scale-out';

type ServiceVariable = 'TEST_DATABASE_URL' | 'TEST_REDIS_URL';

const SERVICE_PROJECTS: readonly { name: ServiceProjectName; needs: readonly ServiceVariable[] }[] = [
  { name: 'server-postgres', needs: ['TEST_DATABASE_URL'] },
  { name: 'scale-out', needs: ['TEST_DATABASE_URL', 'TEST_REDIS_URL'] },
];

const EXAMPLE_VALUES: Record<ServiceVariable, string> = {
  TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
  TEST_REDIS_URL: 'redis://127.0.0.1:6379',
};

export interface ServiceProjectChoice {
  enabled: ServiceProjectName[];
  /** One line naming the projects left out and why; undefined when none is. */
  notice: string | undefined;
}

export function isCi(env: Record<string, string | undefined>): boolean {
  return /^(true|1)$/i.test(env.CI ?? '');
}

/**
 * Every service project whose variables are set runs. Outside CI the others are left out with a notice; in CI
 * (CI=true or CI=1) a missing variable throws, so that a CI run never passes without its PostgreSQL tests.
 */
export function chooseServiceProjects(env: Record<string, string | undefined>): ServiceProjectChoice {
  const isSet = (variable: ServiceVariable) => (env[variable] ?? '') !== '';
  const enabled = SERVICE_PROJECTS.filter((project) => project.needs.every(isSet)).map(
    (project) => project.name,
  );
  const leftOut = SERVICE_PROJECTS.filter((project) => !enabled.includes(project.name));
  if (leftOut.length === 0) {
    return { enabled, notice: undefined };
  }
  const unset = [...new Set(leftOut.flatMap((project) => project.needs.filter((need) => !isSet(need))))];
  const projects = leftOut.map((project) => project.name).join(' and ');
  const missing = `${unset.join(' and ')} ${unset.length === 1 ? 'is' : 'are'} not set`;
  const howToSet = unset.map((variable) => `${variable}=${EXAMPLE_VALUES[variable]}`).join(' ');
  if (isCi(env)) {
    throw new Error(
      `CI=${env.CI ?? ''}, but ${missing}: the ${projects} tests would not run. ` +
        `Point them at the services, e.g. ${howToSet} npx vitest run`,
    );
  }
  return { enabled, notice: `Left out the ${projects} tests: ${missing} (e.g. ${howToSet}).` };
}
