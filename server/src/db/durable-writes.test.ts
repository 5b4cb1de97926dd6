import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { walSync } from './durable-writes';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function scratchWal(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-sync-'));
  dirs.push(dir);
  return path.join(dir, 'votes.sqlite-wal');
}

describe('walSync', () => {
  it('has nothing to wait for until something was written', async () => {
    const wal = walSync(scratchWal());
    await expect(wal.sync()).resolves.toBeUndefined();
    await wal.close();
  });

  it('syncs the log after a write, and keeps a failed sync owed until one succeeds', async () => {
    const file = scratchWal();
    const wal = walSync(file);
    wal.markWritten();
    await expect(wal.sync()).rejects.toThrow(/ENOENT/);
    fs.writeFileSync(file, 'frames');
    await expect(wal.sync()).resolves.toBeUndefined();
    fs.rmSync(file);
    await expect(wal.sync()).resolves.toBeUndefined();
    await wal.close();
  });

  it('gives a write made during a sync the next sync, and callers without new writes the running one', async () => {
    const file = scratchWal();
    fs.writeFileSync(file, 'frames');
    const wal = walSync(file);
    wal.markWritten();
    const first = wal.sync();
    const sameAsFirst = wal.sync();
    wal.markWritten();
    const second = wal.sync();
    const sharesSecond = wal.sync();
    expect(sameAsFirst).toBe(first);
    expect(second).not.toBe(first);
    expect(sharesSecond).toBe(second);
    await Promise.all([first, second]);
    await wal.close();
  });
});
