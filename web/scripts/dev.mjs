// `npm run dev`: the server (tsx watch restarts it on change) on :8080 and Vite with hot reload on :5173,
// proxying /api and the WebSocket to the server.
import { spawn } from 'node:child_process';

// Each child leads its own process group, so stopping reaches npm's grandchildren (tsx, vite) too.
const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], { stdio: 'inherit', detached: true }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { stdio: 'inherit', detached: true }),
];

let stopping = false;
function stop(code) {
  if (stopping) {
    return;
  }
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  process.exitCode = code;
}

for (const child of children) {
  child.on('exit', (code) => stop(code ?? 0));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
