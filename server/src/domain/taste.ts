import type { NameItem } from '@name-swiper/contract/names';
import type { VoteKind } from './device-votes';
import { isLike, isMaybe } from './device-votes';
import type { NameFeatures } from './name-features';

/** Learning starts once a device has voted this often (and liked at least one name). */
export const LEARN_AFTER_VOTES = 20;

/** A device's votes as the model reads them (DeviceVotes fits this). */
export interface VotedOrdinals {
  forEachOrdinal(visit: (ordinal: number, kind: VoteKind) => void): void;
}

/**
 * What a device likes: a logistic regression over the names' features, fitted to its own likes and loves (1) and
 * dislikes (0). A feature's weight says how much it pulls a name up; a name's score is the sum over its features. Kept
 * compact (the features its votes touched, about 600 for 200 votes); `expandTaste` gives the form that scores.
 */
export interface CompactTaste {
  ids: Int32Array;
  weights: Float32Array;
  /** The liked ordinals, which the "why this name" text picks from. */
  liked: Int32Array;
}

/** A taste ready to score: a weight for every feature of the catalogue. */
export interface Taste {
  features: NameFeatures;
  weights: Float64Array;
  liked: Int32Array;
  /** Where the taste is cached (taste-cache.ts): what its reasons came to, kept until the votes change. */
  memo?: TasteMemo;
}

/** Explained cards whose reasons a cached taste keeps: a deck of 60 (the web app's) has at most 48. */
export const REASONS_KEPT = 64;

/** A fitted taste's reasons, worked out once per vote revision rather than per request. */
export interface TasteMemo {
  typical?: Int32Array;
  /** Per explained ordinal, the names of the likes it resembles most (resemblingLikes). */
  reasons: Map<number, readonly string[]>;
  /** Per explained ordinal, the card dealt for it and that card with its reasons (withReasons). */
  cards: Map<number, { item: NameItem; card: NameItem }>;
}

const LEARNING_RATE = 0.2;
const L2 = 0.01;
const MAX_EPOCHS = 4;
/** Bounds the fit's work (votes × epochs) for devices with thousands of votes. */
const MAX_STEPS = 2000;

/** The device's taste, or undefined while it has too few votes (or no like) to learn from. */
export function fitTaste(features: NameFeatures, votes: VotedOrdinals): CompactTaste | undefined {
  const ordinals: number[] = [];
  const labels: number[] = [];
  votes.forEachOrdinal((ordinal, kind) => {
    // A maybe is neither a like nor a dislike: the model does not learn from it; a love is a like.
    if (!isMaybe(kind)) {
      ordinals.push(ordinal);
      labels.push(isLike(kind) ? 1 : 0);
    }
  });
  const liked = Int32Array.from(ordinals.filter((_, at) => labels[at] === 1));
  if (ordinals.length < LEARN_AFTER_VOTES || liked.length === 0) {
    return undefined;
  }
  const weights = new Float64Array(features.count);
  const { starts, ids } = features;
  let bias = 0;
  const epochs = Math.max(1, Math.min(MAX_EPOCHS, Math.floor(MAX_STEPS / ordinals.length)));
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let at = 0; at < ordinals.length; at++) {
      const ordinal = ordinals[at] ?? 0;
      const from = starts[ordinal] ?? 0;
      const to = starts[ordinal + 1] ?? 0;
      let sum = bias;
      for (let position = from; position < to; position++) {
        sum += weights[ids[position] ?? 0] ?? 0;
      }
      const error = (labels[at] ?? 0) - 1 / (1 + Math.exp(-sum));
      bias += LEARNING_RATE * error;
      for (let position = from; position < to; position++) {
        const id = ids[position] ?? 0;
        const weight = weights[id] ?? 0;
        weights[id] = weight + LEARNING_RATE * (error - L2 * weight);
      }
    }
  }
  const touched: number[] = [];
  for (let id = 0; id < weights.length; id++) {
    if (weights[id] !== 0) {
      touched.push(id);
    }
  }
  return {
    ids: Int32Array.from(touched),
    weights: Float32Array.from(touched, (id) => weights[id] ?? 0),
    liked,
  };
}

export function expandTaste(features: NameFeatures, compact: CompactTaste, memo?: TasteMemo): Taste {
  const weights = new Float64Array(features.count);
  compact.ids.forEach((id, at) => (weights[id] = compact.weights[at] ?? 0));
  return { features, weights, liked: compact.liked, ...(memo ? { memo } : {}) };
}

/** How well a name fits the taste: the sum of its features' weights. */
export function tasteScore(taste: Taste, ordinal: number): number {
  const { starts, ids } = taste.features;
  let sum = 0;
  for (let position = starts[ordinal] ?? 0; position < (starts[ordinal + 1] ?? 0); position++) {
    sum += taste.weights[ids[position] ?? 0] ?? 0;
  }
  return sum;
}

/** Shared liked features must add up to at least this much for a liked name to be named as a reason. */
const MIN_RESEMBLANCE = 1;

/** The likes a card can be explained by: the ones that fit the taste best (a bound on the work per card). */
const REASON_CANDIDATES = 24;

/** The device's likes that fit its taste best, best first: the names "why this name" picks from. */
export function typicalLikes(taste: Taste): Int32Array {
  const scores = Float64Array.from(taste.liked, (liked) => tasteScore(taste, liked));
  return Int32Array.from(
    Array.from(taste.liked.keys())
      .sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b)
      .slice(0, REASON_CANDIDATES),
    (at) => taste.liked[at] ?? 0,
  );
}

/**
 * Of `likes`, the two this name resembles most: the ones sharing the most weight of features the device likes
 * (liked features only, so "like Sofia" never rests on what Sofia and the card both lack). `shared` is scratch
 * space of one number per feature, all zero before and after.
 */
export function resemblingLikes(
  taste: Taste,
  likes: Int32Array,
  ordinal: number,
  shared: Float64Array,
): number[] {
  const { starts, ids } = taste.features;
  const { weights } = taste;
  const from = starts[ordinal] ?? 0;
  const to = starts[ordinal + 1] ?? 0;
  for (let position = from; position < to; position++) {
    const id = ids[position] ?? 0;
    shared[id] = Math.max(0, weights[id] ?? 0);
  }
  let first = -1;
  let second = -1;
  let firstResemblance = MIN_RESEMBLANCE;
  let secondResemblance = MIN_RESEMBLANCE;
  for (let at = 0; at < likes.length; at++) {
    const liked = likes[at] ?? 0;
    const end = starts[liked + 1] ?? 0;
    let resemblance = 0;
    for (let position = starts[liked] ?? 0; position < end; position++) {
      resemblance += shared[ids[position] ?? 0] ?? 0;
    }
    if (resemblance > firstResemblance) {
      second = first;
      secondResemblance = firstResemblance;
      first = liked;
      firstResemblance = resemblance;
    } else if (resemblance > secondResemblance) {
      second = liked;
      secondResemblance = resemblance;
    }
  }
  for (let position = from; position < to; position++) {
    shared[ids[position] ?? 0] = 0;
  }
  return [first, second].filter((liked) => liked >= 0);
}
