import { GENDERS } from '@name-swiper/contract/constants';
import type { Era, NameLength } from '@name-swiper/contract/name-shape';
import {
  ERAS,
  LONG_NAME_MIN_LETTERS,
  MODERN_ERA_FROM,
  NAME_LENGTHS,
  SHORT_NAME_MAX_LETTERS,
} from '@name-swiper/contract/name-shape';
import type { CatalogueIndex } from './catalogue-index';

/**
 * The deck filters' view of the catalogue's traits (decision 63), per ordinal and as sorted postings, so that a
 * filter on first letter, length, era or unisex checks a byte per candidate and starts from its shortest list.
 */
export interface FilterClasses {
  /** Index into NAME_LENGTHS. */
  lengths: Uint8Array;
  /** One bit per ERAS index; 0 for a name of unknown era that is not rising. */
  eras: Uint8Array;
  initialPostings: ReadonlyMap<string, Int32Array>;
  lengthPostings: ReadonlyMap<NameLength, Int32Array>;
  eraPostings: ReadonlyMap<Era, Int32Array>;
  unisexPostings: Int32Array;
}

export const UNISEX_GENDER_INDEX = GENDERS.indexOf('N');

export function lengthOf(letters: number): NameLength {
  if (letters <= SHORT_NAME_MAX_LETTERS) {
    return 'short';
  }
  return letters >= LONG_NAME_MIN_LETTERS ? 'long' : 'medium';
}

/** The eras of a name: classic or modern by its peak year (none when unknown), and rising by its trend. */
export function erasOf(peakYear: number, rising: boolean): Era[] {
  const eras: Era[] = [];
  if (peakYear > 0) {
    eras.push(peakYear < MODERN_ERA_FROM ? 'classic' : 'modern');
  }
  return rising ? [...eras, 'rising'] : eras;
}

export const eraBit = (era: Era): number => 1 << ERAS.indexOf(era);

function buildFilterClasses(index: CatalogueIndex): FilterClasses {
  const { traits } = index;
  const count = index.items.length;
  const lengths = new Uint8Array(count);
  const eras = new Uint8Array(count);
  const initialMembers = new Map<string, number[]>();
  const lengthMembers = new Map<NameLength, number[]>(NAME_LENGTHS.map((length) => [length, []]));
  const eraMembers = new Map<Era, number[]>(ERAS.map((era) => [era, []]));
  const unisex: number[] = [];
  for (let ordinal = 0; ordinal < count; ordinal++) {
    const length = lengthOf(traits.letters[ordinal] ?? 0);
    lengths[ordinal] = NAME_LENGTHS.indexOf(length);
    lengthMembers.get(length)?.push(ordinal);
    for (const era of erasOf(traits.peakYears[ordinal] ?? 0, traits.rising[ordinal] === 1)) {
      eras[ordinal] = (eras[ordinal] ?? 0) | eraBit(era);
      eraMembers.get(era)?.push(ordinal);
    }
    const initial = traits.initials[ordinal] ?? '';
    const withInitial = initialMembers.get(initial) ?? [];
    withInitial.push(ordinal);
    initialMembers.set(initial, withInitial);
    if (index.genders[ordinal] === UNISEX_GENDER_INDEX) {
      unisex.push(ordinal);
    }
  }
  const postings = <K>(members: Map<K, number[]>) =>
    new Map([...members].map(([key, ordinals]) => [key, Int32Array.from(ordinals)]));
  return {
    lengths,
    eras,
    initialPostings: postings(initialMembers),
    lengthPostings: postings(lengthMembers),
    eraPostings: postings(eraMembers),
    unisexPostings: Int32Array.from(unisex),
  };
}

const classes = new WeakMap<CatalogueIndex, FilterClasses>();

/** The filter classes of this catalogue version, built on first use and kept as long as the index. */
export function filterClassesOf(index: CatalogueIndex): FilterClasses {
  let found = classes.get(index);
  if (!found) {
    found = buildFilterClasses(index);
    classes.set(index, found);
  }
  return found;
}
