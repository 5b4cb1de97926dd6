import { channel } from 'node:diagnostics_channel';
import type { Db } from '../db/db';
import { durableWrites } from '../db/durable-writes';
import type { CastVoteResult, CommittedVote, VoteOperation, VoteOutcome } from './vote-batch';
import { applyVoteBatch } from './vote-batch';

interface Pending {
  operation: VoteOperation;
  resolve(result: CastVoteResult): void;
  reject(error: unknown): void;
}

/** What one group commit did, for those who follow the votes (caches, other instances). */
export interface CommittedBatch {
  operations: readonly VoteOperation[];
  outcomes: readonly VoteOutcome[];
  written: readonly CommittedVote[];
  committedAt: number;
}

/** Runs after each commit and before any of its votes is acknowledged; the acknowledgements wait for it. */
export type CommitListener = (batch: CommittedBatch) => Promise<void> | void;

const MAX_BATCH = 1024;

/** What `VOTE_COMMITS` carries for each group commit that reached the disk. */
export interface VoteCommitTiming {
  operations: readonly VoteOperation[];
  /** performance.now() when the transaction began and when its commit was on disk. */
  beganAt: number;
  durableAt: number;
}

/**
 * Each group commit's timing for whoever subscribes (the benchmark's match latency splits it into the commit and
 * the rest, bench/commit-probe.ts); with no subscriber nothing is built.
 */
export const VOTE_COMMITS = channel('name-swiper:vote-commits');

/**
 * Group commit for votes: every operation that arrives within one turn of the event loop (all the socket reads
 * Node handled together) is written in one transaction, so one disk sync acknowledges them all; operations that
 * arrive while a commit is in flight go into the next one. Each caller's promise settles only after its
 * transaction has committed, is on disk (durableWrites) and the commit listeners have run; a rule failure (unknown name) rejects that
 * operation alone, and when the database refuses a batch its operations are retried one by one, so only the ones
 * that fail on their own are rejected.
 */
class VoteWriter {
  private queue: Pending[] = [];
  private scheduled = false;
  private writing = false;
  readonly listeners = new Set<CommitListener>();

  constructor(private readonly db: Db) {}

  write(operation: VoteOperation): Promise<CastVoteResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ operation, resolve, reject });
      if (!this.scheduled && !this.writing) {
        this.scheduled = true;
        // After this turn's I/O callbacks: the votes of every frame read in this turn join one commit.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    this.scheduled = false;
    this.writing = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      await this.commit(batch);
    }
    this.writing = false;
  }

  private async commit(batch: Pending[]): Promise<void> {
    const operations = batch.map((pending) => pending.operation);
    const beganAt = performance.now();
    const committedAt = Date.now();
    let result;
    try {
      result = await this.db.transaction().execute((trx) => applyVoteBatch(trx, operations, committedAt));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One operation the database refuses must not fail its neighbours: retry each on its own.
      for (const pending of batch) {
        await this.commit([pending]);
      }
      return;
    }
    const committed = { operations, ...result, committedAt };
    try {
      await durableWrites(this.db);
      if (VOTE_COMMITS.hasSubscribers) {
        VOTE_COMMITS.publish({
          operations,
          beganAt,
          durableAt: performance.now(),
        } satisfies VoteCommitTiming);
      }
      await Promise.all([...this.listeners].map((listener) => listener(committed)));
    } catch (error) {
      // Committed but not synced or passed on: no receipt, so the clients resend (a resent vote changes nothing).
      batch.forEach((pending) => pending.reject(error));
      return;
    }
    batch.forEach((pending, index) => {
      const outcome = result.outcomes[index];
      if (outcome?.ok) {
        pending.resolve(outcome.result);
      } else {
        pending.reject(outcome?.error ?? new Error('vote outcome missing'));
      }
    });
  }
}

/** One writer per database handle: every vote of this instance joins the same group commit. */
const writers = new WeakMap<Db, VoteWriter>();

function writerFor(db: Db): VoteWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new VoteWriter(db);
    writers.set(db, writer);
  }
  return writer;
}

/** Queues a vote or undo for the next group commit; settles once its transaction has committed. */
export function writeVote(db: Db, operation: VoteOperation): Promise<CastVoteResult> {
  return writerFor(db).write(operation);
}

/** Calls `listener` after every vote commit on this handle, before the votes are acknowledged; returns an unsubscribe. */
export function onVotesCommitted(db: Db, listener: CommitListener): () => void {
  const { listeners } = writerFor(db);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
