export interface RateLimit {
  /** Tokens added per second, up to `burst`. */
  readonly perSecond: number;
  /** Capacity; a new bucket starts full. */
  readonly burst: number;
}

/** A token bucket: allows short bursts of up to `burst` units and `perSecond` on average. */
export class TokenBucket {
  private tokens: number;
  private refilledAt: number;
  private held = false;

  private lagAt: number;

  /** `lag`: how long the server has not been reading, summed (see `hold`); a bucket in a test passes none. */
  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = () => performance.now(),
    private readonly lag: () => number = () => 0,
  ) {
    this.tokens = limit.burst;
    this.refilledAt = now();
    this.lagAt = lag();
  }

  /** Takes `cost` tokens if there are that many; otherwise takes none and returns false. */
  take(cost = 1): boolean {
    this.refill();
    if (cost > this.tokens) {
      return false;
    }
    this.tokens -= cost;
    return true;
  }

  /**
   * While held (the server is not reading what the client sends), tokens accrue past the burst: what a client
   * sent at the allowed rate during the hold arrives at once when reading resumes, and must not count as a burst.
   * The same holds for time the event loop ran late (`lag`). The extra tokens stay until spent.
   */
  hold(held: boolean): void {
    this.refill();
    this.held = held;
  }

  private refill(): void {
    const now = this.now();
    const elapsedSeconds = Math.max(0, now - this.refilledAt) / 1000;
    const lag = this.lag();
    const lagSeconds = (lag - this.lagAt) / 1000;
    this.lagAt = lag;
    const ceiling = this.held ? Infinity : this.limit.burst + lagSeconds * this.limit.perSecond;
    if (this.tokens < ceiling) {
      this.tokens = Math.min(ceiling, this.tokens + elapsedSeconds * this.limit.perSecond);
    }
    this.refilledAt = now;
  }
}
