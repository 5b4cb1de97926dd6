/**
 * Values per key (a device), least recently used first out once their approximate size passes `maxBytes`. A
 * load from the database that a change overtakes (an update or an invalidation while the read was in flight)
 * is not kept, so the cache never holds a state older than the last change it heard of.
 */
export class BoundedCache<T> {
  private readonly entries = new Map<string, { value: T; bytes: number }>();
  private readonly loading = new Map<string, { overtaken: boolean }>();
  private bytes = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: T) => number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get approximateBytes(): number {
    return this.bytes;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Re-inserting moves the key to the most recently used end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry?.value;
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
        this.keep(key, value);
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
    const entry = this.entries.get(key);
    if (!entry) {
      return;
    }
    change(entry.value);
    const bytes = this.sizeOf(entry.value);
    this.bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    this.evict();
  }

  /** Drops a key whose value changed elsewhere. */
  forget(key: string): void {
    this.overtake(key);
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }

  /** Drops everything, when changes may have been missed. */
  clear(): void {
    for (const pending of this.loading.values()) {
      pending.overtaken = true;
    }
    this.entries.clear();
    this.bytes = 0;
  }

  private overtake(key: string): void {
    const pending = this.loading.get(key);
    if (pending) {
      pending.overtaken = true;
    }
  }

  private keep(key: string, value: T): void {
    this.forget(key);
    const bytes = this.sizeOf(value);
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    this.evict();
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) {
        return;
      }
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}
