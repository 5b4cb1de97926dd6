import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinishedProcess } from '../../test/run-server-process';
import { runServerToExit } from '../../test/run-server-process';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'name-swiper-startup-'));
});
afterAll(() => {
  fs.chmodSync(dir, 0o755);
  fs.rmSync(dir, { recursive: true, force: true });
});

const sqliteUrl = (name: string) => `sqlite:${path.join(dir, name)}`;

/** One line on stderr naming the problem, nothing on stdout, no stack trace, a failing exit status. */
function expectOneLine(run: FinishedProcess, message: string | RegExp): void {
  expect(run.code).toBe(1);
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Name Swiper cannot start\. /);
  expect(lines[0]).toMatch(message);
  expect(run.stderr).not.toMatch(/\n\s+at /);
}

describe('a start that cannot succeed says why in one line', () => {
  it('reports a busy port before touching the database', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const address = holder.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      const run = await runServerToExit({ PORT: String(port), DATABASE_URL: sqliteUrl('busy-port.sqlite') });
      expectOneLine(run, `Port ${port} on 127.0.0.1 is already in use`);
      expect(fs.existsSync(path.join(dir, 'busy-port.sqlite'))).toBe(false);
    } finally {
      holder.close();
    }
  });

  it('reports an unreachable PostgreSQL without its password', async () => {
    const password = 'not-a-real-password';
    const run = await runServerToExit({
      DATABASE_URL: `postgres://names:${password}@127.0.0.1:1/names`,
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
    });
    expectOneLine(run, 'Cannot reach the database at postgres://127.0.0.1:1/names (ECONNREFUSED)');
    expect(run.stderr).not.toContain(password);
  });

  it('reports a SQLite file it may not write', async () => {
    const readOnlyDir = path.join(dir, 'read-only');
    fs.mkdirSync(readOnlyDir);
    const file = path.join(readOnlyDir, 'names.sqlite');
    new SqliteDatabase(file).close();
    fs.chmodSync(file, 0o444);
    fs.chmodSync(readOnlyDir, 0o555);
    // root may write anything; without these capabilities it obeys the file modes like any other user.
    const wrapper =
      process.getuid?.() === 0
        ? [
            'setpriv',
            '--inh-caps=-dac_override,-dac_read_search',
            '--bounding-set=-dac_override,-dac_read_search',
          ]
        : [];
    const run = await runServerToExit({ DATABASE_URL: `sqlite:${file}` }, wrapper);
    expectOneLine(run, `The SQLite database ${file} is read-only`);
  });

  it.each([
    ['an unknown scheme', 'mysql://db/names'],
    ['a port that is not a number', 'postgres://db:port/names'],
    ['no database name', 'postgres://db:5432'],
  ])('names DATABASE_URL when it has %s', async (_, url) => {
    const run = await runServerToExit({ DATABASE_URL: url });
    expectOneLine(run, 'Invalid configuration: DATABASE_URL: must be sqlite:<file> or postgres://');
  });

  it('gives up on an unreachable Redis after REDIS_CONNECT_TIMEOUT_MS of retries', async () => {
    const run = await runServerToExit({
      DATABASE_URL: sqliteUrl('redis.sqlite'),
      REDIS_URL: 'redis://:secret@127.0.0.1:1',
      REDIS_CONNECT_TIMEOUT_MS: '1500',
    });
    expectOneLine(run, /Cannot reach Redis at redis:\/\/127\.0\.0\.1:1 within 1\.5 s \(.*ECONNREFUSED.*\)/);
    expect(run.stderr).not.toContain('secret');
    expect(run.elapsedMs).toBeLessThan(20_000);
  });

  it.each([
    ['missing', {}, 'AUTH_TOKEN_SECRET: is required in production when sign-in is configured'],
    ['weak', { AUTH_TOKEN_SECRET: 'changeme'.repeat(5) }, 'AUTH_TOKEN_SECRET: is too predictable'],
  ])('refuses a %s token secret in production', async (_, secret, message) => {
    const run = await runServerToExit({
      NODE_ENV: 'production',
      DATABASE_URL: sqliteUrl('secret.sqlite'),
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      ...secret,
    });
    expectOneLine(run, `Invalid configuration: ${message}`);
  });

  it('reports an unreadable catalogue, and shows the stack only with LOG_LEVEL=debug', async () => {
    const env = {
      DATABASE_URL: sqliteUrl('catalogue.sqlite'),
      CATALOGUE_DIR: path.join(dir, 'no-catalogue'),
    };
    const run = await runServerToExit(env);
    expectOneLine(
      run,
      /Cannot load the name catalogue from .*no-catalogue \(.*ENOENT.*\): check CATALOGUE_DIR/,
    );
    const debug = await runServerToExit({ ...env, LOG_LEVEL: 'debug' });
    expect(debug.code).toBe(1);
    expect(debug.stderr).toMatch(/\n\s+at /);
  });
});
