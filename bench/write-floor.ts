import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { deviceId } from './seed';

/** One batch size with one sync mode: what SQLite alone costs per commit and per vote. */
export interface WriteFloor {
  batch: number;
  synchronous: 'FULL' | 'OFF';
  msPerCommit: number;
  usPerVote: number;
  votesPerSecond: number;
}

const BATCHES = [1, 20, 100, 1_000];

/**
 * The floor under the vote path, with no server in the way: a copy of the seeded database opened as the server
 * opens it (WAL, foreign keys), upserting random (device, name) votes in transactions of 1 to 1,000, once with
 * `synchronous=FULL` (the server's setting: one WAL fsync per commit) and once with `OFF` (what is left is the
 * B-tree work of the votes table and its two indexes).
 */
export function measureWriteFloor(
  seeded: string,
  devices: number,
  nameIds: readonly string[],
  commitsPerStep: number,
): WriteFloor[] {
  const file = `${seeded}.floor`;
  fs.copyFileSync(seeded, file);
  const db = new SqliteDatabase(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    const upsert = db.prepare(
      'insert into votes (device_id, name_id, approved, voted_at) values (?, ?, ?, ?) ' +
        'on conflict (device_id, name_id) do update set approved = excluded.approved, voted_at = excluded.voted_at',
    );
    let next = 0;
    const commit = db.transaction((size: number) => {
      for (let vote = 0; vote < size; vote++, next++) {
        const device = deviceId((next * 7919) % devices);
        upsert.run(device, nameIds[(next * 104_729) % nameIds.length], next % 3 === 0 ? 0 : 1, Date.now());
      }
    });
    const floors: WriteFloor[] = [];
    for (const synchronous of ['FULL', 'OFF'] as const) {
      db.pragma(`synchronous = ${synchronous}`);
      for (const batch of BATCHES) {
        const commits = Math.max(3, Math.round(commitsPerStep / Math.sqrt(batch)));
        const start = performance.now();
        for (let index = 0; index < commits; index++) {
          commit(batch);
        }
        const msPerCommit = (performance.now() - start) / commits;
        floors.push({
          batch,
          synchronous,
          msPerCommit: Math.round(msPerCommit * 1000) / 1000,
          usPerVote: Math.round((msPerCommit * 1000) / batch),
          votesPerSecond: Math.round((batch * 1000) / msPerCommit),
        });
      }
    }
    return floors;
  } finally {
    db.close();
    for (const suffix of ['', '-wal', '-shm']) {
      fs.rmSync(`${file}${suffix}`, { force: true });
    }
  }
}
