import type { CatalogueIndex } from '../catalogue/catalogue-index';
import { BoundedCache } from './bounded-cache';
import type { DeviceVotes } from './device-votes';
import { nameFeaturesOf } from './name-features';
import type { CompactTaste, Taste, TasteMemo } from './taste';
import { expandTaste, fitTaste, REASONS_KEPT } from './taste';

/**
 * Room for about two thousand devices' tastes (about 5 KB each at 200 votes, and up to 13 KB of kept reasons); the
 * least recently used go first.
 */
const TASTE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

interface StoredTaste {
  catalogue: CatalogueIndex;
  /** The revision of the votes it was fitted to. */
  revision: number;
  taste: CompactTaste | undefined;
  memo: TasteMemo;
}

/** A kept reason and its card: two Map entries, an array of two names and a card of nine fields, roughly. */
const REASON_BYTES = 200;

const tasteBytes = ({ taste }: StoredTaste) =>
  100 +
  (taste
    ? taste.ids.byteLength + taste.weights.byteLength + taste.liked.byteLength + REASONS_KEPT * REASON_BYTES
    : 0);

const tastes = new BoundedCache<StoredTaste>(TASTE_CACHE_MAX_BYTES, tasteBytes);

/**
 * The device's taste for the learned order, fitted again only when its votes changed since (every vote moves
 * their revision, on this instance or, through the vote cache, on another): a fit is ~0.15 ms, a cached taste
 * ~5 µs to expand. The reasons of its cards (withReasons) are kept with it, in its memo, until the votes change.
 */
export async function deviceTaste(
  index: CatalogueIndex,
  deviceId: string,
  votes: DeviceVotes,
): Promise<Taste | undefined> {
  const features = nameFeaturesOf(index);
  let stored = tastes.get(deviceId);
  if (stored?.catalogue !== index || stored.revision !== votes.revision) {
    const fitted = {
      catalogue: index,
      revision: votes.revision,
      taste: fitTaste(features, votes),
      memo: { reasons: new Map(), cards: new Map() },
    };
    tastes.forget(deviceId);
    stored = await tastes.load(deviceId, () => Promise.resolve(fitted));
  }
  return stored.taste && expandTaste(features, stored.taste, stored.memo);
}
