import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';
import { repoRoot, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One real server for the browser tests; builds the web app first when web/dist is missing. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium'.`,
    );
  }
  if (!fs.existsSync(path.join(repoRoot, 'web/dist/index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) {
      throw new Error('Building the web app failed');
    }
  }
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
