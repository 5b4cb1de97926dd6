import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';

const CHECKPOINT_INTERVAL_MS = 1_000;

/**
 * The checkpointer's whole program, as source: a worker started from a file would need one build entry for
 * the compiled server and another loader for the TypeScript sources the tests run.
 */
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage(String(error));
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Moves the write-ahead log into the database file from a second connection in a worker thread, never inside
 * a commit (SQLite's own 1,000-page auto-checkpoint is off) and never on the event loop: at a thousand random
 * votes a second a checkpoint copies thousands of pages and fsyncs the database file, tens of milliseconds that
 * every receipt waiting behind it would show. PASSIVE never waits for readers or writers; what it cannot copy
 * yet it copies on a later tick. Returns the stop function, which resolves once the worker's connection closed.
 */
export function checkpointInWorker(
  sqlite: Database,
  file: string,
  onError: (message: string) => void = (message) => process.emitWarning(`WAL checkpoint failed: ${message}`),
): () => Promise<void> {
  sqlite.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(CHECKPOINTER, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
      intervalMs: CHECKPOINT_INTERVAL_MS,
    },
  });
  worker.unref();
  worker.on('message', (message: unknown) => onError(String(message)));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return async () => {
    // Held while it closes its connection, or the process could end with the close unfinished.
    worker.ref();
    worker.postMessage('stop');
    await exited;
  };
}
