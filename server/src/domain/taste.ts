import type { NameFeatures } from './name-features';

/** Learning starts once a device has voted this often (and liked at least one name). */
export const LEARN_AFTER_VOTES = 20;

/** A device's votes as the model reads them (DeviceVotes fits this). */
export interface VotedOrdinals {
  forEachOrdinal(visit: (ordinal: number, approved: boolean) => void): void;
}

/**
 * What a device likes: a logistic regression over the names' features, fitted to its own likes (1) and dislikes
 * (0). A feature's weight says how much it pulls a name up; a name's score is the sum over its features. Kept
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
}

const LEARNING_RATE = 0.2;
const L2 = 0.01;
const MAX_EPOCHS = 8;
/** Bounds the fit's work (votes × epochs) for devices with thousands of votes. */
const MAX_STEPS = 4000;

/** The device's taste, or undefined while it has too few votes (or no like) to learn from. */
export function fitTaste(features: NameFeatures, votes: VotedOrdinals): CompactTaste | undefined {
  const ordinals: number[] = [];
  const labels: number[] = [];
  votes.forEachOrdinal((ordinal, approved) => {
    ordinals.push(ordinal);
    labels.push(approved ? 1 : 0);
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
  const touched = Int32Array.from(weights.keys()).filter((id) => weights[id] !== 0);
  return { ids: touched, weights: Float32Array.from(touched, (id) => weights[id] ?? 0), liked };
}

export function expandTaste(features: NameFeatures, compact: CompactTaste): Taste {
  const weights = new Float64Array(features.count);
  compact.ids.forEach((id, at) => (weights[id] = compact.weights[at] ?? 0));
  return { features, weights, liked: compact.liked };
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
const REASONS = 2;

/**
 * The liked names this one resembles most: the ones sharing the most weight of features the device likes
 * (liked features only, so "like Sofia" never rests on what Sofia and the card both lack).
 */
export function resemblingLikes(taste: Taste, ordinal: number): number[] {
  const { starts, ids } = taste.features;
  const own = new Set<number>();
  for (let position = starts[ordinal] ?? 0; position < (starts[ordinal + 1] ?? 0); position++) {
    const id = ids[position] ?? 0;
    if ((taste.weights[id] ?? 0) > 0) {
      own.add(id);
    }
  }
  const ranked: { ordinal: number; resemblance: number }[] = [];
  for (const liked of taste.liked) {
    let resemblance = 0;
    for (let position = starts[liked] ?? 0; position < (starts[liked + 1] ?? 0); position++) {
      const id = ids[position] ?? 0;
      resemblance += own.has(id) ? (taste.weights[id] ?? 0) : 0;
    }
    if (resemblance >= MIN_RESEMBLANCE) {
      ranked.push({ ordinal: liked, resemblance });
    }
  }
  return ranked
    .sort((a, b) => b.resemblance - a.resemblance || a.ordinal - b.ordinal)
    .slice(0, REASONS)
    .map((reason) => reason.ordinal);
}
