import module from 'node:module';
import { buildIfStale } from './build-if-stale.mjs';

// Node 22+ keeps the compiled code of the server's modules on disk, so the second start skips compiling them.
module.enableCompileCache?.();

// `npm start`: build only when the output is missing or stale, then run the compiled server in this very
// process, so the signals npm forwards reach the server and its exit status is npm's.
if (!buildIfStale()) {
  process.exit(1);
}
await import('../server/dist/main.js');
