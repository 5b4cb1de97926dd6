import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('WAL checkpoints', () => {
  it('move committed pages into the database file while the event loop is busy with something else', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkpoints-'));
    dirs.push(dir);
    const file = path.join(dir, 'votes.sqlite');
    const handle = openDatabase({ dialect: 'sqlite', file });
    try {
      await sql`create table filler (id integer primary key, text text not null)`.execute(handle.db);
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 2000)
        insert into filler (id, text) select i, printf('%0500d', i) from n`.execute(handle.db);
      const before = fs.statSync(file).size;
      expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(1_000_000);
      // Synchronous on purpose: a checkpoint that needed this thread could not run until it ends.
      const busyUntil = Date.now() + 4_000;
      let checkpointed = false;
      while (!checkpointed && Date.now() < busyUntil) {
        checkpointed = fs.statSync(file).size > before + 1_000_000;
      }
      expect(checkpointed).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
