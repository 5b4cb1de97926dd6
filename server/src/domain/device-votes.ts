import { MAYBE_RETURNS_MAX } from '@name-swiper/contract/constants';
import type { Feeling } from '@name-swiper/contract/votes';

/**
 * A stored vote as the deck reads it: a like, a love (a like that says more), a dislike, a maybe that comes back
 * after more votes, or a `last-maybe`, put to maybe more than MAYBE_RETURNS_MAX times, which stays out of the deck.
 */
export type VoteKind = 'dislike' | 'like' | 'love' | 'maybe' | 'last-maybe';
const KINDS: readonly VoteKind[] = ['dislike', 'like', 'love', 'maybe', 'last-maybe'];
const codeOf = (kind: VoteKind) => KINDS.indexOf(kind);

/** The kind of a stored vote row: approved 1 or 0, its feeling, and how many times it was put to maybe. */
export function voteKindOf(vote: { approved: number; feeling: Feeling | null; maybes: number }): VoteKind {
  if (vote.feeling === 'maybe') {
    return vote.maybes > MAYBE_RETURNS_MAX ? 'last-maybe' : 'maybe';
  }
  if (vote.approved !== 1) {
    return 'dislike';
  }
  return vote.feeling === 'love' ? 'love' : 'like';
}

/** A like or a love: what counts as a like everywhere a like counts (matches, the partners' likes, the taste). */
export const isLike = (kind: VoteKind): boolean => kind === 'like' || kind === 'love';
/** A maybe of either kind: neither a like nor a dislike, private to the device. */
export const isMaybe = (kind: VoteKind): boolean => kind === 'maybe' || kind === 'last-maybe';

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
/** Per slot: a 4-byte ordinal and a 1-byte kind. */
const SLOT_BYTES = 5;
const OUTSIDE_VOTE_BYTES = 80;

let lastRevision = 0;

/**
 * One device's votes, compact enough that ten thousand devices of 200 votes fit in a few megabytes: catalogue
 * ordinals in a sorted Int32Array with a kind code each, instead of a Map of name-id strings. A vote on a name
 * outside the catalogue it was built with (a retired name) is kept by id on the side.
 */
export class DeviceVotes {
  private ordinals: Int32Array;
  private kinds: Uint8Array;
  private count = 0;
  private readonly outside = new Map<string, VoteKind>();
  /** How many of the votes are maybes that come back (the deck asks the database which are due only when some are). */
  returningMaybes = 0;
  /** Changes with every vote, unique across sets: what was derived from the votes (a taste) is stale when it moved. */
  revision = ++lastRevision;

  constructor(
    readonly catalogue: NameOrdinals,
    capacity = 8,
  ) {
    this.ordinals = new Int32Array(Math.max(1, capacity));
    this.kinds = new Uint8Array(Math.max(1, capacity));
  }

  /** The set of stored votes, sorted once rather than inserted one by one. */
  static of(
    catalogue: NameOrdinals,
    votes: readonly (readonly [nameId: string, kind: VoteKind])[],
  ): DeviceVotes {
    const set = new DeviceVotes(catalogue, votes.length);
    const known: [ordinal: number, kind: VoteKind][] = [];
    for (const [nameId, kind] of votes) {
      const ordinal = catalogue.ordinalOf.get(nameId);
      if (ordinal === undefined) {
        set.outside.set(nameId, kind);
      } else {
        known.push([ordinal, kind]);
      }
    }
    known.sort((a, b) => a[0] - b[0]);
    for (const [ordinal, kind] of known) {
      if (set.count > 0 && set.ordinals[set.count - 1] === ordinal) {
        set.count -= 1;
      }
      set.ordinals[set.count] = ordinal;
      set.kinds[set.count] = codeOf(kind);
      set.count += 1;
    }
    set.countReturningMaybes();
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

  set(nameId: string, kind: VoteKind): void {
    this.revision = ++lastRevision;
    const ordinal = this.catalogue.ordinalOf.get(nameId);
    if (ordinal === undefined) {
      this.countMaybe(this.outside.get(nameId), kind);
      this.outside.set(nameId, kind);
      return;
    }
    const found = this.find(ordinal);
    if (found >= 0) {
      this.countMaybe(KINDS[this.kinds[found] ?? 0], kind);
      this.kinds[found] = codeOf(kind);
      return;
    }
    const at = -found - 1;
    if (this.count === this.ordinals.length) {
      this.grow();
    }
    this.ordinals.copyWithin(at + 1, at, this.count);
    this.kinds.copyWithin(at + 1, at, this.count);
    this.ordinals[at] = ordinal;
    this.kinds[at] = codeOf(kind);
    this.count += 1;
    this.countMaybe(undefined, kind);
  }

  delete(nameId: string): void {
    this.revision = ++lastRevision;
    const ordinal = this.catalogue.ordinalOf.get(nameId);
    if (ordinal === undefined) {
      this.countMaybe(this.outside.get(nameId), undefined);
      this.outside.delete(nameId);
      return;
    }
    const at = this.find(ordinal);
    if (at < 0) {
      return;
    }
    this.countMaybe(KINDS[this.kinds[at] ?? 0], undefined);
    this.ordinals.copyWithin(at, at + 1, this.count);
    this.kinds.copyWithin(at, at + 1, this.count);
    this.count -= 1;
  }

  /** Every voted catalogue ordinal, ascending, with its kind; a maybe is voted (it left the deck) but no opinion. */
  forEachOrdinal(visit: (ordinal: number, kind: VoteKind) => void): void {
    for (let at = 0; at < this.count; at++) {
      visit(this.ordinals[at] ?? 0, KINDS[this.kinds[at] ?? 0] ?? 'dislike');
    }
  }

  /** Every vote on a name outside the catalogue (a family's own, a retired name), by id. */
  forEachOutside(visit: (nameId: string, kind: VoteKind) => void): void {
    this.outside.forEach((kind, nameId) => visit(nameId, kind));
  }

  private countMaybe(before: VoteKind | undefined, after: VoteKind | undefined): void {
    this.returningMaybes += (after === 'maybe' ? 1 : 0) - (before === 'maybe' ? 1 : 0);
  }

  private countReturningMaybes(): void {
    const maybe = codeOf('maybe');
    let returning = [...this.outside.values()].filter((kind) => kind === 'maybe').length;
    for (let at = 0; at < this.count; at++) {
      returning += this.kinds[at] === maybe ? 1 : 0;
    }
    this.returningMaybes = returning;
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
    const kinds = new Uint8Array(this.kinds.length * 2);
    ordinals.set(this.ordinals);
    kinds.set(this.kinds);
    this.ordinals = ordinals;
    this.kinds = kinds;
  }
}
