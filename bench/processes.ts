import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { repoRoot } from '../server/src/config';

/** Runs `command` under bash with the open-file limit raised to the hard limit (sessions are sockets). */
export function spawnWithFdLimit(
  command: string[],
  env: Record<string, string> = {},
  stdio: 'inherit' | 'pipe' = 'pipe',
): ChildProcess {
  const quoted = command.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
  return spawn('bash', ['-c', `ulimit -n "$(ulimit -Hn)" && exec ${quoted}`], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdio, stdio],
  });
}

export async function sleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    }
    await sleep(200);
  }
}

export interface Running {
  pid: number;
  port: number;
  stop(): Promise<void>;
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function collectOutput(child: ChildProcess, name: string): () => string {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => `${name} output:\n${output}`;
}

export interface ServerEnv {
  port: number;
  databaseUrl: string;
  redisUrl?: string;
  /** Every Redis key under this prefix (a unique one per run). */
  redisPrefix?: string;
  /** Extra node flags, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  /** Extra environment, e.g. `VOTE_CACHE_MAX_BYTES`. */
  env?: Record<string, string>;
  /** The compiled server to run (another build to compare with); server/dist/main.js by default. */
  entry?: string;
}

/** The compiled server as its own process (node server/dist/main.js, as npm start runs it), REST limits off. */
export async function startServer(options: ServerEnv): Promise<Running> {
  const entry = options.entry ?? 'server/dist/main.js';
  const child = spawnWithFdLimit(['node', ...(options.nodeArgs ?? []), entry], {
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: 'web/dist',
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_PER_IP_PER_MINUTE: '0',
    // The idle-sessions benchmark holds ~20,000 sockets; the server still keeps below 3/4 of its file limit.
    REALTIME_MAX_SOCKETS: '100000',
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...(options.redisPrefix ? { REDIS_PREFIX: options.redisPrefix } : {}),
    ...options.env,
  });
  const output = collectOutput(child, 'server');
  try {
    await Promise.race([
      waitForHttp(`http://127.0.0.1:${options.port}/api/health/ready`, 120_000),
      new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`server exited ${code}`)))),
    ]);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output()}`);
  }
  return { pid: child.pid ?? 0, port: options.port, stop: () => stopChild(child) };
}

/** Any bench script as its own process; resolves with what it printed on stdout as JSON. */
export async function runScript<T>(
  script: string,
  args: string[],
  parse: (value: unknown) => T,
  timeoutMs = 300_000,
): Promise<T> {
  const child = spawnWithFdLimit(['node', '--import', 'tsx', `bench/${script}`, ...args]);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code !== 0) {
    throw new Error(`bench/${script} exited with ${code}:\n${stderr}`);
  }
  const last = stdout.trim().split('\n').at(-1) ?? '';
  return parse(JSON.parse(last));
}

/** Resident memory of a process in bytes (VmRSS). */
export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** User + system CPU time of a process so far, in seconds. */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100;
}

/** CPU seconds so far of each of `pids` still running. */
export function cpuOfPids(pids: readonly number[]): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const pid of pids) {
    try {
      seconds.set(pid, cpuSeconds(pid));
    } catch {
      // Ended in between: what it spent since the last look is not counted.
    }
  }
  return seconds;
}

export { freePort } from '../server/test/free-port';
