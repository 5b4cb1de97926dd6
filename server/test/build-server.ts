import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../src/config';

/** The process tests run the compiled server, so they compile it first (esbuild: under a second). */
export default function setup(): void {
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'server/scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    throw new Error(`building the server failed with status ${build.status}`);
  }
}
