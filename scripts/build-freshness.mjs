import fs from 'node:fs';
import path from 'node:path';

/** What `npm run build` reads: sources of the contract, STOMP server, server and web app, their configs and the lock file. */
export const BUILD_INPUTS = [
  'contract/src',
  'stomp-server/src',
  'server/src',
  'server/scripts/build.mjs',
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'package-lock.json',
];
/** What `npm start` runs and serves. */
export const BUILD_OUTPUTS = ['server/dist/main.js', 'web/dist/index.html'];

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('test');

function newestInput(root) {
  let newest = 0;
  for (const input of BUILD_INPUTS) {
    const full = path.join(root, input);
    if (!fs.existsSync(full)) {
      continue;
    }
    const files = fs.statSync(full).isDirectory()
      ? fs.readdirSync(full, { recursive: true }).map((file) => path.join(full, String(file)))
      : [full];
    for (const file of files) {
      if (!isTest(file)) {
        newest = Math.max(newest, fs.statSync(file).mtimeMs);
      }
    }
  }
  return newest;
}

/**
 * Why the build must run before a start, or undefined when its output is there and newer than every input.
 * A tree without sources (a pruned image) only needs the outputs to exist.
 */
export function staleBuildReason(root) {
  const missing = BUILD_OUTPUTS.filter((output) => !fs.existsSync(path.join(root, output)));
  if (missing.length > 0) {
    return `${missing.join(' and ')} missing`;
  }
  const oldestOutput = Math.min(
    ...BUILD_OUTPUTS.map((output) => fs.statSync(path.join(root, output)).mtimeMs),
  );
  return newestInput(root) > oldestOutput ? 'sources changed since the last build' : undefined;
}
