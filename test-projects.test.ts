import { describe, expect, it } from 'vitest';
import { chooseServiceProjects } from './test-projects';

const DATABASE = 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = 'redis://127.0.0.1:6379';

describe('the PostgreSQL and Redis test projects', () => {
  it('all run when both URLs are set, in CI or not, without a notice', () => {
    for (const CI of [undefined, 'true']) {
      expect(chooseServiceProjects({ CI, TEST_DATABASE_URL: DATABASE, TEST_REDIS_URL: REDIS })).toEqual({
        enabled: ['server-postgres', 'scale-out'],
        notice: undefined,
      });
    }
  });

  it('outside CI, leave out the projects whose URL is missing and say which and why', () => {
    expect(chooseServiceProjects({ TEST_DATABASE_URL: DATABASE })).toEqual({
      enabled: ['server-postgres'],
      notice: `Left out the scale-out tests: TEST_REDIS_URL is not set (e.g. TEST_REDIS_URL=${REDIS}).`,
    });
    expect(chooseServiceProjects({ CI: 'false', TEST_REDIS_URL: REDIS, TEST_DATABASE_URL: '' })).toEqual({
      enabled: [],
      notice:
        'Left out the server-postgres and scale-out tests: TEST_DATABASE_URL is not set ' +
        `(e.g. TEST_DATABASE_URL=${DATABASE}).`,
    });
  });

  it('in CI, refuse to start when a URL is missing, naming it and how to set it', () => {
    for (const CI of ['true', '1']) {
      expect(() => chooseServiceProjects({ CI, TEST_DATABASE_URL: DATABASE })).toThrow(
        `TEST_REDIS_URL is not set: the scale-out tests would not run. Point them at the services, e.g. TEST_REDIS_URL=${REDIS}`,
      );
      expect(() => chooseServiceProjects({ CI })).toThrow(
        `TEST_DATABASE_URL and TEST_REDIS_URL are not set: the server-postgres and scale-out tests would not run. ` +
          `Point them at the services, e.g. TEST_DATABASE_URL=${DATABASE} TEST_REDIS_URL=${REDIS}`,
      );
    }
  });
});
