import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { onFreePort } from '../test/free-port';

/** A throw-away redis-server of the machine's own installation, on a free port, that a test may stop and restart. */
export interface RedisProcess {
  url: string;
  /** The running redis-server's process id (the benchmark reads its CPU time). */
  pid(): number | undefined;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Starts redis-server on `port`; resolves once it accepts connections, rejects with its output if it exits first. */
function spawnRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      if (output.includes('Ready to accept connections')) {
        child.stdout?.off('data', read);
        resolve(child);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', () => reject(new Error(`redis-server on port ${port} exited: ${output}`)));
  });
}

export async function startRedisProcess(): Promise<RedisProcess> {
  const first = await onFreePort(async (port) => ({ port, child: await spawnRedis(port) }));
  const { port } = first;
  let { child } = first;
  const start = async () => {
    child = await spawnRedis(port);
  };
  const stop = async () => {
    const running = child;
    if (running.exitCode !== null) {
      return;
    }
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  return { url: `redis://127.0.0.1:${port}`, pid: () => child.pid, start, stop };
}
