/** Counts open connections per key (a principal, a client address) so no key holds more than `maxPerKey`. */
export class ConnectionQuota {
  private readonly open = new Map<string, number>();

  constructor(private readonly maxPerKey: number) {}

  /** Reserves a slot; returns the function that frees it (safe to call more than once), or undefined when full. */
  acquire(key: string): (() => void) | undefined {
    const count = this.open.get(key) ?? 0;
    if (count >= this.maxPerKey) {
      return undefined;
    }
    this.open.set(key, count + 1);
    let released = false;
    return () => {
      if (released) {
        return;
      }
      released = true;
      this.decrement(key);
    };
  }

  count(key: string): number {
    return this.open.get(key) ?? 0;
  }

  private decrement(key: string): void {
    const remaining = (this.open.get(key) ?? 1) - 1;
    if (remaining > 0) {
      this.open.set(key, remaining);
    } else {
      this.open.delete(key);
    }
  }
}
