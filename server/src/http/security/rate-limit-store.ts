import type { Db } from '../../db/database';

export const RATE_LIMIT_WINDOW_MS = 60_000;

export interface WindowHits {
  /** Requests counted for each key in the current window, this one included. */
  hits: Map<string, number>;
  /** When the current window ends (epoch ms). */
  resetAt: number;
}

/** Fixed-window request counters. */
export interface RateLimitStore {
  hit(keys: string[], now: number): Promise<WindowHits>;
}

/**
 * Counters in the database every instance shares: one upsert per request counts all of its keys. Windows that
 * have ended are deleted once per window by each instance.
 */
export function createDatabaseRateLimitStore(db: Db): RateLimitStore {
  let clearedBefore = 0;
  const clearEndedWindows = async (windowStart: number) => {
    if (clearedBefore >= windowStart) {
      return;
    }
    clearedBefore = windowStart;
    await db.deleteFrom('rate_limits').where('window_start', '<', windowStart).execute();
  };

  return {
    async hit(keys, now) {
      const windowStart = now - (now % RATE_LIMIT_WINDOW_MS);
      const rows = await db
        .insertInto('rate_limits')
        .values(keys.map((key) => ({ key, window_start: windowStart, hits: 1 })))
        .onConflict((oc) =>
          oc.columns(['key', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limits.hits', '+', 1) })),
        )
        .returning(['key', 'hits'])
        .execute();
      await clearEndedWindows(windowStart);
      return {
        hits: new Map(rows.map((row) => [row.key, Number(row.hits)])),
        resetAt: windowStart + RATE_LIMIT_WINDOW_MS,
      };
    },
  };
}
