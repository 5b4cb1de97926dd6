/** A budget: up to `burst` at once, refilled at `perSecond`. */
export interface Budget {
  readonly perSecond: number;
  readonly burst: number;
}

/** One bucket to take a token from: its key and the budget it has. */
export interface BucketTake {
  readonly key: string;
  readonly budget: Budget;
}

export interface Taken {
  /** Whether a token was taken from every bucket; when any bucket had none, none was taken. */
  readonly allowed: boolean;
  /** Each bucket's tokens before this take, in the order asked (a bucket never used is full). */
  readonly tokensBefore: readonly number[];
}

/** Token buckets by key, in this process or shared by every instance through Redis. */
export interface TokenBuckets {
  take(buckets: readonly BucketTake[], now: number): Promise<Taken>;
  close(): Promise<void>;
}

/** The tokens a bucket holds at `now`, given what it held at `at`. */
export function refill(tokens: number, at: number, budget: Budget, now: number): number {
  return Math.min(budget.burst, tokens + (Math.max(0, now - at) / 1000) * budget.perSecond);
}
