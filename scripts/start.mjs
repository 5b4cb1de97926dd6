import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleBuildReason } from './build-freshness.mjs';

// `npm start`: build only when the output is missing or stale, then run the compiled server in this very
// process, so the signals npm forwards reach the server and its exit status is npm's.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reason = staleBuildReason(root);
if (reason !== undefined) {
  if (!fs.existsSync(path.join(root, 'node_modules/esbuild')) || !fs.existsSync(path.join(root, 'node_modules/vite'))) {
    process.stderr.write(
      `Name Swiper cannot start. The build is out of date (${reason}) and the build tools are not installed: ` +
        'run `npm install` and `npm run build`.\n',
    );
    process.exit(1);
  }
  process.stderr.write(`Building first (${reason}) ...\n`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}
await import('../server/dist/main.js');
