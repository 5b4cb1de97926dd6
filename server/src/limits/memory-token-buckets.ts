import type { Budget, TokenBuckets } from './token-buckets';
import { refill } from './token-buckets';

interface Bucket {
  tokens: number;
  at: number;
  budget: Budget;
}

/** Sweeps start at this many buckets and then whenever the count has doubled since the last sweep. */
const FIRST_SWEEP_AT = 1024;

/**
 * Buckets in this process: right for a single instance, the default. A full bucket is the same as no bucket, so
 * sweeps drop those, and memory follows the keys used recently rather than every key ever seen.
 */
export function createMemoryTokenBuckets(): TokenBuckets {
  const buckets = new Map<string, Bucket>();
  let sweepAt = FIRST_SWEEP_AT;

  const sweep = (now: number) => {
    for (const [key, bucket] of buckets) {
      if (refill(bucket.tokens, bucket.at, bucket.budget, now) >= bucket.budget.burst) {
        buckets.delete(key);
      }
    }
    sweepAt = Math.max(FIRST_SWEEP_AT, buckets.size * 2);
  };

  return {
    take: async (requests, now) => {
      const tokensBefore = requests.map(({ key, budget }) => {
        const bucket = buckets.get(key);
        return bucket ? refill(bucket.tokens, bucket.at, budget, now) : budget.burst;
      });
      const allowed = tokensBefore.every((tokens) => tokens >= 1);
      if (allowed) {
        requests.forEach(({ key, budget }, index) => {
          buckets.set(key, { tokens: (tokensBefore[index] ?? budget.burst) - 1, at: now, budget });
        });
        if (buckets.size >= sweepAt) {
          sweep(now);
        }
      }
      return { allowed, tokensBefore };
    },
    close: async () => {
      buckets.clear();
    },
  };
}
