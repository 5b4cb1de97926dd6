/** Where a name sits in the in-memory catalogue (CatalogueIndex fits this). */
export interface NameOrdinals {
  ordinalOf: ReadonlyMap<string, number>;
}

/**
 * The default bound of the per-device vote cache (VOTE_CACHE_MAX_BYTES): about 13 million votes, or 50,000
 * devices of 200 votes each with their slack.
 */
export const DEFAULT_VOTE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** Object, typed-array and Map-entry overheads as V8 lays them out, roughly; the cache's bound is approximate. */
const SET_BYTES = 300;
/** Per slot: a 4-byte ordinal and a 1-byte like flag. */
const SLOT_BYTES = 5;
const OUTSIDE_VOTE_BYTES = 80;

let lastRevision = 0;

/**
 * One device's votes, compact enough that ten thousand devices of 200 votes fit in a few megabytes: catalogue
 * ordinals in a sorted Int32Array with a like flag each, instead of a Map of name-id strings. A vote on a name
 * outside the catalogue it was built with (a retired name) is kept by id on the side.
 */
export class DeviceVotes {
  private ordinals: Int32Array;
  private liked: Uint8Array;
  private count = 0;
  private readonly outside = new Map<string, boolean>();
  /** Changes with every vote, unique across sets: what was derived from the votes (a taste) is stale when it moved. */
  revision = ++lastRevision;

  constructor(
    readonly catalogue: NameOrdinals,
    capacity = 8,
  ) {
    this.ordinals = new Int32Array(Math.max(1, capacity));
    this.liked = new Uint8Array(Math.max(1, capacity));
  }

  /** The set of stored votes, sorted once rather than inserted one by one. */
  static of(
    catalogue: NameOrdinals,
    votes: readonly (readonly [nameId: string, approved: boolean])[],
  ): DeviceVotes {
    const set = new DeviceVotes(catalogue, votes.length);
    const known: [ordinal: number, approved: boolean][] = [];
    for (const [nameId, approved] of votes) {
      const ordinal = catalogue.ordinalOf.get(nameId);
      if (ordinal === undefined) {
        set.outside.set(nameId, approved);
      } else {
        known.push([ordinal, approved]);
      }
    }
    known.sort((a, b) => a[0] - b[0]);
    for (const [ordinal, approved] of known) {
      if (set.count > 0 && set.ordinals[set.count - 1] === ordinal) {
        set.count -= 1;
      }
      set.ordinals[set.count] = ordinal;
      set.liked[set.count] = approved ? 1 : 0;
      set.count += 1;
    }
    return set;
  }

  get size(): number {
    return this.count + this.outside.size;
  }

  get bytes(): number {
    return SET_BYTES + this.ordinals.length * SLOT_BYTES + this.outside.size * OUTSIDE_VOTE_BYTES;
  }

  hasOrdinal(ordinal: number): boolean {
    return this.find(ordinal) >= 0;
  }

  has(nameId: string): boolean {
    const ordinal = this.catalogue.ordinalOf.get(nameId);
    return ordinal === undefined ? this.outside.has(nameId) : this.hasOrdinal(ordinal);
  }

  set(nameId: string, approved: boolean): void {
    this.revision = ++lastRevision;
    const ordinal = this.catalogue.ordinalOf.get(nameId);
    if (ordinal === undefined) {
      this.outside.set(nameId, approved);
      return;
    }
    const found = this.find(ordinal);
    if (found >= 0) {
      this.liked[found] = approved ? 1 : 0;
      return;
    }
    const at = -found - 1;
    if (this.count === this.ordinals.length) {
      this.grow();
    }
    this.ordinals.copyWithin(at + 1, at, this.count);
    this.liked.copyWithin(at + 1, at, this.count);
    this.ordinals[at] = ordinal;
    this.liked[at] = approved ? 1 : 0;
    this.count += 1;
  }

  delete(nameId: string): void {
    this.revision = ++lastRevision;
    const ordinal = this.catalogue.ordinalOf.get(nameId);
    if (ordinal === undefined) {
      this.outside.delete(nameId);
      return;
    }
    const at = this.find(ordinal);
    if (at < 0) {
      return;
    }
    this.ordinals.copyWithin(at, at + 1, this.count);
    this.liked.copyWithin(at, at + 1, this.count);
    this.count -= 1;
  }

  /** Every voted catalogue ordinal, ascending. */
  forEachOrdinal(visit: (ordinal: number, approved: boolean) => void): void {
    for (let at = 0; at < this.count; at++) {
      visit(this.ordinals[at] ?? 0, this.liked[at] === 1);
    }
  }

  /** Every vote on a name outside the catalogue (a family's own, a retired name), by id. */
  forEachOutside(visit: (nameId: string, approved: boolean) => void): void {
    this.outside.forEach((approved, nameId) => visit(nameId, approved));
  }

  /** The position of `ordinal`, or -(insertion point) - 1 when it is not voted. */
  private find(ordinal: number): number {
    let low = 0;
    let high = this.count - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = this.ordinals[middle] ?? 0;
      if (value < ordinal) {
        low = middle + 1;
      } else if (value > ordinal) {
        high = middle - 1;
      } else {
        return middle;
      }
    }
    return -low - 1;
  }

  private grow(): void {
    const ordinals = new Int32Array(this.ordinals.length * 2);
    const liked = new Uint8Array(this.liked.length * 2);
    ordinals.set(this.ordinals);
    liked.set(this.liked);
    this.ordinals = ordinals;
    this.liked = liked;
  }
}
