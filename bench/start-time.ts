import fs from 'node:fs';
import path from 'node:path';
import { freePort, spawnWithFdLimit, stopChild } from './processes';
import { percentile } from './stats';

/** The reference: plain node importing Fastify and answering one route, no TypeScript loader in between. */
const BARE_FASTIFY = [
  "import Fastify from 'fastify';",
  'const app = Fastify();',
  "app.get('/api/health', async () => ({ ok: true }));",
  "await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });",
].join(' ');

export interface StartTimes {
  /** An empty SQLite file: migrations and the whole catalogue load. Milliseconds, one per run. */
  cold: number[];
  /** The same file again: the catalogue hash matches, nothing is parsed. */
  warm: number[];
  /** A bare Fastify process to its first answer. */
  reference: number[];
}

async function timeToAnswer(command: string[], env: Record<string, string>, url: string): Promise<number> {
  const started = performance.now();
  const child = spawnWithFdLimit(command, env);
  try {
    for (;;) {
      const answered = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) {
        return Math.round(performance.now() - started);
      }
      if (child.exitCode !== null) {
        throw new Error(`${command.join(' ')} exited with ${child.exitCode} before answering`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await stopChild(child);
  }
}

/** Spawn to the first 200 of /api/health/ready of the compiled server (`node server/dist/main.js`). */
export async function measureStartTimes(workDir: string, runs: number): Promise<StartTimes> {
  const times: StartTimes = { cold: [], warm: [], reference: [] };
  for (let run = 0; run < runs; run++) {
    const port = await freePort();
    const file = path.join(workDir, `start-${run}.sqlite`);
    const env = { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${file}`, LOG_LEVEL: 'warn' };
    const ready = `http://127.0.0.1:${port}/api/health/ready`;
    times.cold.push(await timeToAnswer(['node', 'server/dist/main.js'], env, ready));
    times.warm.push(await timeToAnswer(['node', 'server/dist/main.js'], env, ready));
    times.reference.push(
      await timeToAnswer(
        ['node', '--input-type=module', '-e', BARE_FASTIFY],
        { PORT: String(port) },
        `http://127.0.0.1:${port}/api/health`,
      ),
    );
    fs.rmSync(file, { force: true });
  }
  return times;
}

export function medianMs(times: readonly number[]): number {
  return percentile(
    [...times].sort((a, b) => a - b),
    0.5,
  );
}
