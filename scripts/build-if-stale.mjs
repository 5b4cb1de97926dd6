import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleBuildReason } from './build-freshness.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs `npm run build` when the build output is missing or older than its sources; returns false (after
 * saying why on stderr) when it cannot, so the caller can stop.
 */
export function buildIfStale(root = repoRoot) {
  const reason = staleBuildReason(root);
  if (reason === undefined) {
    return true;
  }
  const tools = ['node_modules/esbuild', 'node_modules/vite'];
  if (!tools.every((tool) => fs.existsSync(path.join(root, tool)))) {
    process.stderr.write(
      `Name Swiper cannot start. The build is out of date (${reason}) and the build tools are not installed: ` +
        'run `npm install` and `npm run build`.\n',
    );
    return false;
  }
  process.stderr.write(`Building first (${reason}) ...\n`);
  // A test runner's NODE_ENV=test would give a development React build.
  const env = { ...process.env };
  delete env.NODE_ENV;
  return spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env }).status === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = buildIfStale() ? 0 : 1;
}
