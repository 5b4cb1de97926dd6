import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';
import type { MockAccount } from './mock-provider';
import { E2E_ACCOUNT, MOCK_CLIENT_ID, MOCK_PROVIDER_NAME, startMockProvider } from './mock-provider';
import { repoRoot, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mockAccount: MockAccount;
  }
}

/**
 * One real server for the browser tests, the compiled one that `npm start` runs, with oauth2-mock-server as its
 * OpenID Connect sign-in provider; builds first when the build is missing or older than the sources.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium'.`,
    );
  }
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-if-stale.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    throw new Error('Building the server and the web app failed');
  }
  const mock = await startMockProvider(E2E_ACCOUNT);
  const server = await startServer({
    OIDC_ISSUER: mock.issuer,
    OIDC_CLIENT_ID: MOCK_CLIENT_ID,
    OIDC_CLIENT_SECRET: 'e2e-secret',
    OIDC_NAME: MOCK_PROVIDER_NAME,
    // Each phone comes with an address of its own in X-Forwarded-For (support/browser.ts, decision 82).
    TRUST_PROXY: 'loopback',
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('mockAccount', E2E_ACCOUNT);
  return async () => {
    await server.stop();
    await mock.stop();
  };
}
