import type { CatalogueIndex } from '../catalogue/catalogue-index';

/**
 * Every catalogue name as a short list of categorical features (first letter, ending, last letter, Double
 * Metaphone sound and its start, syllables, length, gender, peak decade and era, rising, main place, tags), each
 * feature numbered once per catalogue version so that a device's taste is a plain array of weights.
 */
export interface NameFeatures {
  /** How many distinct features the catalogue has: the length of a weight array. */
  count: number;
  /** The features of ordinal n are `ids[starts[n]]` up to `ids[starts[n + 1]]`. */
  starts: Int32Array;
  ids: Int32Array;
}

const tables = new WeakMap<CatalogueIndex, NameFeatures>();

/** The feature table of this catalogue version, built on first use (about 50 ms for 13,000 names). */
export function nameFeaturesOf(index: CatalogueIndex): NameFeatures {
  let table = tables.get(index);
  if (!table) {
    table = buildNameFeatures(index);
    tables.set(index, table);
  }
  return table;
}

const CLASSIC_BEFORE = 1990;
const MODERN_UNTIL = 2010;

function era(peakYear: number): string {
  if (peakYear === 0) {
    return 'unknown';
  }
  return peakYear < CLASSIC_BEFORE ? 'classic' : peakYear <= MODERN_UNTIL ? 'modern' : 'recent';
}

/** The feature keys of one name: `kind:value`. */
function featureKeys(index: CatalogueIndex, ordinal: number): string[] {
  const { traits } = index;
  const sound = traits.sounds[ordinal] ?? '';
  const ending = traits.endings[ordinal] ?? '';
  const peakYear = traits.peakYears[ordinal] ?? 0;
  const item = index.items[ordinal];
  return [
    `initial:${traits.initials[ordinal] ?? ''}`,
    `ending:${ending}`,
    `last:${ending.slice(-1)}`,
    `sound:${sound}`,
    `sound-start:${sound.slice(0, 2)}`,
    `syllables:${Math.min(4, traits.syllables[ordinal] ?? 0)}`,
    `letters:${Math.min(8, Math.max(3, traits.letters[ordinal] ?? 0))}`,
    `gender:${index.genders[ordinal] ?? 0}`,
    `decade:${Math.floor(peakYear / 10)}`,
    `era:${era(peakYear)}`,
    `rising:${traits.rising[ordinal] ?? 0}`,
    `place:${item?.popularIn[0] ?? ''}`,
    ...(item?.tags ?? []).map((tag) => `tag:${tag}`),
  ];
}

export function buildNameFeatures(index: CatalogueIndex): NameFeatures {
  const numbers = new Map<string, number>();
  const starts = new Int32Array(index.items.length + 1);
  const ids: number[] = [];
  for (let ordinal = 0; ordinal < index.items.length; ordinal++) {
    for (const key of featureKeys(index, ordinal)) {
      let id = numbers.get(key);
      if (id === undefined) {
        id = numbers.size;
        numbers.set(key, id);
      }
      ids.push(id);
    }
    starts[ordinal + 1] = ids.length;
  }
  return { count: numbers.size, starts, ids: Int32Array.from(ids) };
}
