import type { Database } from 'better-sqlite3';

const CHECKPOINT_INTERVAL_MS = 1_000;

/**
 * Moves the write-ahead log into the database file on a timer instead of inside the commit that happens to cross
 * SQLite's 1,000-page threshold, so no vote's receipt waits for a checkpoint. PASSIVE never waits for readers or
 * writers; what it cannot copy yet it copies on a later tick. Returns the stop function.
 */
export function checkpointOnTimer(sqlite: Database): () => void {
  sqlite.pragma('wal_autocheckpoint = 0');
  const timer = setInterval(() => sqlite.pragma('wal_checkpoint(PASSIVE)'), CHECKPOINT_INTERVAL_MS).unref();
  return () => clearInterval(timer);
}
