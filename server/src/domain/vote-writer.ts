import type { Db } from '../db/database';
import type { CastVoteResult, VoteOperation } from './vote-batch';
import { applyVoteBatch } from './vote-batch';

interface Pending {
  operation: VoteOperation;
  resolve(result: CastVoteResult): void;
  reject(error: unknown): void;
}

const MAX_BATCH = 512;

/**
 * Group commit for votes: operations that arrive while a commit is in flight are written together in the
 * next transaction, so one disk sync acknowledges many votes. An idle writer commits at once, so a lone
 * vote waits for nothing. Each caller's promise settles only after its transaction has committed; a rule
 * failure (unknown name) rejects that operation alone, and when the database refuses a batch its operations
 * are retried one by one, so only the ones that fail on their own are rejected.
 */
class VoteWriter {
  private queue: Pending[] = [];
  private writing = false;

  constructor(private readonly db: Db) {}

  write(operation: VoteOperation): Promise<CastVoteResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ operation, resolve, reject });
      if (!this.writing) {
        void this.drain();
      }
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      await this.commit(batch);
    }
    this.writing = false;
  }

  private async commit(batch: Pending[]): Promise<void> {
    try {
      const outcomes = await this.db.transaction().execute((trx) =>
        applyVoteBatch(
          trx,
          batch.map((pending) => pending.operation),
          Date.now(),
        ),
      );
      batch.forEach((pending, index) => {
        const outcome = outcomes[index];
        if (outcome?.ok) {
          pending.resolve(outcome.result);
        } else {
          pending.reject(outcome?.error ?? new Error('vote outcome missing'));
        }
      });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One operation the database refuses must not fail its neighbours: retry each on its own.
      for (const pending of batch) {
        await this.commit([pending]);
      }
    }
  }
}

/** One writer per database handle: every vote of this instance joins the same group commit. */
const writers = new WeakMap<Db, VoteWriter>();

/** Queues a vote or undo for the next group commit; settles once its transaction has committed. */
export function writeVote(db: Db, operation: VoteOperation): Promise<CastVoteResult> {
  let writer = writers.get(db);
  if (!writer) {
    writer = new VoteWriter(db);
    writers.set(db, writer);
  }
  return writer.write(operation);
}
