export const UPGRADE_WINDOW_MS = 60_000;

/**
 * Upgrade requests per key (a client address) in fixed one-minute windows, as the REST limits count requests.
 * The whole table is dropped when a window ends, so it holds only the addresses seen in the current minute.
 */
export class UpgradeRateLimit {
  private readonly counts = new Map<string, number>();
  private windowStartedAt: number;

  constructor(
    private readonly perWindow: number,
    private readonly now: () => number = Date.now,
  ) {
    this.windowStartedAt = now();
  }

  /** Counts one upgrade for `key`; false when the key has used up its window. */
  take(key: string): boolean {
    const now = this.now();
    if (now - this.windowStartedAt >= UPGRADE_WINDOW_MS) {
      this.counts.clear();
      this.windowStartedAt = now;
    }
    const count = this.counts.get(key) ?? 0;
    if (count >= this.perWindow) {
      return false;
    }
    this.counts.set(key, count + 1);
    return true;
  }
}
