import { LRUCache } from 'lru-cache';

/**
 * Values per key (a device), least recently used first out once their approximate size passes `maxBytes`
 * (lru-cache keeps the order and the sizes). A load from the database that a change overtakes (an update or an
 * invalidation while the read was in flight) is not kept, so the cache never holds a state older than the last
 * change it heard of.
 */
export class BoundedCache<T extends object> {
  private readonly entries: LRUCache<string, T> | undefined;
  private readonly loading = new Map<string, { overtaken: boolean }>();

  constructor(
    readonly maxBytes: number,
    sizeOf: (value: T) => number,
  ) {
    // A budget of 0 turns the cache off: every read goes to the database.
    this.entries =
      maxBytes > 0
        ? new LRUCache<string, T>({
            maxSize: maxBytes,
            sizeCalculation: (value) => Math.max(1, Math.ceil(sizeOf(value))),
          })
        : undefined;
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  get approximateBytes(): number {
    return this.entries?.calculatedSize ?? 0;
  }

  get(key: string): T | undefined {
    return this.entries?.get(key);
  }

  /** Reads a missing key with `read` and keeps it unless a change overtook the read. */
  async load(key: string, read: () => Promise<T>): Promise<T> {
    const cached = this.get(key);
    if (cached !== undefined) {
      return cached;
    }
    const pending = { overtaken: false };
    this.loading.set(key, pending);
    try {
      const value = await read();
      if (!pending.overtaken) {
        this.entries?.set(key, value);
      }
      return value;
    } finally {
      if (this.loading.get(key) === pending) {
        this.loading.delete(key);
      }
    }
  }

  /** Write-through: changes a cached value in place (a key not held is left alone, a load in flight dropped). */
  update(key: string, change: (value: T) => void): void {
    this.overtake(key);
    const value = this.entries?.peek(key);
    if (value === undefined) {
      return;
    }
    change(value);
    // Set again so that its size is measured anew (lru-cache measures on set, and not for the same object).
    this.entries?.delete(key);
    this.entries?.set(key, value);
  }

  /** Drops a key whose value changed elsewhere. */
  forget(key: string): void {
    this.overtake(key);
    this.entries?.delete(key);
  }

  /** Drops everything, when changes may have been missed. */
  clear(): void {
    for (const pending of this.loading.values()) {
      pending.overtaken = true;
    }
    this.entries?.clear();
  }

  private overtake(key: string): void {
    const pending = this.loading.get(key);
    if (pending) {
      pending.overtaken = true;
    }
  }
}
