/** A device's stored votes: name id → approved, with when it was cast (the newest action wins). */
export type DeviceVotes = Map<string, StoredVote>;

export interface StoredVote {
  approved: boolean;
  votedAt: number;
}

/** The default bound of the per-device vote cache (VOTE_CACHE_MAX_BYTES): about 250,000 votes. */
export const DEFAULT_VOTE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** Map and entry overheads as V8 lays them out, roughly; the bound is approximate by design. */
const DEVICE_BYTES = 200;
const VOTE_BYTES = 80;

/**
 * Votes per device, least recently used first out once the approximate size passes `maxBytes`. A load from the
 * database that a change overtakes (a write or an invalidation while the read was in flight) is not kept, so
 * the cache never holds a state older than the last change it heard of.
 */
export class VoteStateCache {
  private readonly entries = new Map<string, { votes: DeviceVotes; bytes: number }>();
  private readonly loading = new Map<string, { overtaken: boolean }>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get approximateBytes(): number {
    return this.bytes;
  }

  get(deviceId: string): DeviceVotes | undefined {
    const entry = this.entries.get(deviceId);
    if (entry) {
      // Re-inserting moves the device to the most recently used end of the Map's order.
      this.entries.delete(deviceId);
      this.entries.set(deviceId, entry);
    }
    return entry?.votes;
  }

  /** Reads a missing device with `read` and keeps it unless a change overtook the read. */
  async load(deviceId: string, read: () => Promise<DeviceVotes>): Promise<DeviceVotes> {
    const cached = this.get(deviceId);
    if (cached) {
      return cached;
    }
    const pending = { overtaken: false };
    this.loading.set(deviceId, pending);
    try {
      const votes = await read();
      if (!pending.overtaken) {
        this.keep(deviceId, votes);
      }
      return votes;
    } finally {
      if (this.loading.get(deviceId) === pending) {
        this.loading.delete(deviceId);
      }
    }
  }

  /** Write-through of a committed vote (`approved`) or undo (undefined) on a cached device. */
  apply(deviceId: string, nameId: string, vote: StoredVote | undefined): void {
    this.overtake(deviceId);
    const entry = this.entries.get(deviceId);
    if (!entry) {
      return;
    }
    const had = entry.votes.has(nameId);
    if (vote) {
      entry.votes.set(nameId, vote);
    } else {
      entry.votes.delete(nameId);
    }
    const delta = (vote ? 1 : 0) - (had ? 1 : 0);
    entry.bytes += delta * VOTE_BYTES;
    this.bytes += delta * VOTE_BYTES;
    this.evict();
  }

  /** Drops a device whose votes changed elsewhere. */
  forget(deviceId: string): void {
    this.overtake(deviceId);
    const entry = this.entries.get(deviceId);
    if (entry) {
      this.entries.delete(deviceId);
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

  private overtake(deviceId: string): void {
    const pending = this.loading.get(deviceId);
    if (pending) {
      pending.overtaken = true;
    }
  }

  private keep(deviceId: string, votes: DeviceVotes): void {
    this.forget(deviceId);
    const bytes = DEVICE_BYTES + votes.size * VOTE_BYTES;
    this.entries.set(deviceId, { votes, bytes });
    this.bytes += bytes;
    this.evict();
  }

  private evict(): void {
    for (const [deviceId, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) {
        return;
      }
      this.entries.delete(deviceId);
      this.bytes -= entry.bytes;
    }
  }
}
