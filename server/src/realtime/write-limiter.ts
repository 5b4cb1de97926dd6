import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../domain/domain-error';
import type { BucketTake, Budget, TokenBuckets } from '../limits/token-buckets';
import { FrameRefused } from '@name-swiper/stomp-server';

/** What one client address (IPv6: its /64) may write over STOMP; joins have the invite guard's own budgets. */
export interface WriteBudgets {
  /** Votes and undos. */
  readonly votes: Budget;
  /** New invite codes, leaving a family, its last name and its own names: per address. */
  readonly familyChanges: Budget;
  /** The same changes per family, wherever its members connect from (issue 30: 16 addresses, one family). */
  readonly familyChangesPerFamily: Budget;
  /** Answers on the Decide screen. */
  readonly comparisons: Budget;
}

/**
 * Votes: a client resending its backlog sends at most 40 frames a second (it paces below the 50 per session of
 * REALTIME_LIMITS), so 200 a second lets five such devices behind one address resend at once, for ever, and the
 * burst covers a reconnect's backlog on top; a person swiping sends a few a second. Family changes: a person asks
 * for a code or leaves now and then; 60 at once and one every 10 seconds after that, for every device behind the
 * address together.
 */
export const DEFAULT_WRITE_BUDGETS: WriteBudgets = {
  votes: { perSecond: 200, burst: 1_000 },
  familyChanges: { perSecond: 1 / 10, burst: 60 },
  familyChangesPerFamily: { perSecond: 1 / 10, burst: 60 },
  comparisons: { perSecond: 2, burst: 120 },
};

/**
 * Spends STOMP write budgets per client address, in the same buckets (memory or Redis) as every other limit.
 * If the buckets cannot be reached the write goes through: the limit must not turn a Redis outage into one of
 * its own.
 */
export class WriteLimiter {
  constructor(
    private readonly buckets: TokenBuckets,
    private readonly budgets: WriteBudgets,
    private readonly logger: FastifyBaseLogger,
  ) {}

  /** Over budget the session gets an ERROR and is closed; the client's outbox resends the vote after reconnecting. */
  async spendVote(clientAddress: string): Promise<void> {
    if (!(await this.spend(`stomp:votes:${clientAddress}`, this.budgets.votes))) {
      throw new FrameRefused('Too many votes from this address');
    }
  }

  /**
   * Spends from the address's budget and the family's together (neither when either is empty); over budget the
   * device is told on /user/queue/errors (`too-many-requests`).
   */
  async spendFamilyChange(clientAddress: string, familyId: string): Promise<void> {
    const allowed = await this.spendAll([
      { key: `stomp:family:${clientAddress}`, budget: this.budgets.familyChanges },
      { key: `stomp:family-id:${familyId}`, budget: this.budgets.familyChangesPerFamily },
    ]);
    if (!allowed) {
      throw new DomainError(
        'too-many-requests',
        'Too many invite codes or family changes; please wait a moment.',
        'rate-limited',
      );
    }
  }

  /**
   * Each answer recomputes the family's rankings and sends them to every member, so an address gets two a second
   * after a burst of 120 (a person answers about one a second); over budget the device is told on
   * /user/queue/errors (`too-many-requests`).
   */
  async spendComparison(clientAddress: string): Promise<void> {
    if (!(await this.spend(`stomp:compare:${clientAddress}`, this.budgets.comparisons))) {
      throw new DomainError(
        'too-many-requests',
        'Too many comparisons; please wait a moment.',
        'rate-limited',
      );
    }
  }

  private spend(key: string, budget: Budget): Promise<boolean> {
    return this.spendAll([{ key, budget }]);
  }

  private async spendAll(buckets: readonly BucketTake[]): Promise<boolean> {
    try {
      return (await this.buckets.take(buckets, Date.now())).allowed;
    } catch (error) {
      this.logger.warn({ err: error }, 'limit store failed; STOMP write let through');
      return true;
    }
  }
}
