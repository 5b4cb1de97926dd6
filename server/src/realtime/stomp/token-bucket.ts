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

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = limit.burst;
    this.refilledAt = now();
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

  private refill(): void {
    const now = this.now();
    const elapsedSeconds = Math.max(0, now - this.refilledAt) / 1000;
    this.tokens = Math.min(this.limit.burst, this.tokens + elapsedSeconds * this.limit.perSecond);
    this.refilledAt = now;
  }
}
