import fs from 'node:fs/promises';
import type { Db } from './db';

/** Resolves once every write committed on the handle before the call is on disk. */
export type DurableWrites = () => Promise<void>;

const syncs = new WeakMap<Db, DurableWrites>();
const nothingToSync: DurableWrites = async () => undefined;

export function registerDurableWrites(db: Db, sync: DurableWrites): void {
  syncs.set(db, sync);
}

/**
 * Waits until what this handle committed so far survives a power loss: before a vote is acknowledged or an answer
 * to a write goes out. PostgreSQL (and an in-memory SQLite) commits durably by itself.
 */
export function durableWrites(db: Db): Promise<void> {
  return (syncs.get(db) ?? nothingToSync)();
}

/**
 * Group fsync of a SQLite write-ahead log: the connection commits with `synchronous=NORMAL` (no fsync on the
 * event loop), and `fdatasync` of the log runs on libuv's thread pool, one at a time; every commit made before
 * a sync starts is covered by it, commits made during it share the next one, and nothing written means nothing
 * to wait for. `markWritten` is called for every statement that writes.
 */
export function walSync(walFile: string): {
  sync: DurableWrites;
  markWritten(): void;
  close(): Promise<void>;
} {
  let written = false;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let handle: fs.FileHandle | undefined;
  const flush = async () => {
    try {
      handle ??= await fs.open(walFile, 'r');
      await handle.datasync();
    } catch (error) {
      // Not on disk: the next sync must try again for these writes.
      written = true;
      throw error;
    }
  };
  const next = () => {
    queued = undefined;
    return sync();
  };
  const sync = (): Promise<void> => {
    if (!running) {
      if (!written) {
        return Promise.resolve();
      }
      written = false;
      running = flush().finally(() => (running = undefined));
      return running;
    }
    if (!written) {
      return running;
    }
    queued ??= running.then(next, next);
    return queued;
  };
  return {
    sync,
    markWritten: () => {
      written = true;
    },
    close: async () => {
      await running?.catch(() => undefined);
      await handle?.close();
      handle = undefined;
    },
  };
}
