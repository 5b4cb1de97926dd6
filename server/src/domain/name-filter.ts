import type { Gender } from '@name-swiper/contract/constants';
import { GENDERS } from '@name-swiper/contract/constants';
import type { Era, NameLength } from '@name-swiper/contract/name-shape';
import { NAME_LENGTHS } from '@name-swiper/contract/name-shape';
import type { TagMatch } from '@name-swiper/contract/names';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import { eraBit, filterClassesOf, UNISEX_GENDER_INDEX } from '../catalogue/filter-classes';

/**
 * The deck's filters: tags combined by `tagMatch`, genders, and (decision 63) first letters, lengths and eras, each
 * passing a name with any of its values, and unisex only. An empty or missing list filters nothing.
 */
export interface NameFilter {
  tags: string[];
  genders: Gender[];
  tagMatch: TagMatch;
  initials?: readonly string[];
  lengths?: readonly NameLength[];
  eras?: readonly Era[];
  unisex?: boolean;
}

/** A filter resolved against the catalogue in memory. */
export interface CompiledFilter {
  /**
   * Ordinals that may pass, ascending (deck order before the shuffle); every ordinal when undefined, which only a
   * filter on genders alone leaves.
   */
  candidates: Int32Array | undefined;
  passes(ordinal: number): boolean;
  genderAllowed: (genderIndex: number) => boolean;
}

const NONE = new Int32Array(0);

export function compileFilter(index: CatalogueIndex, filter: NameFilter): CompiledFilter {
  const tags = [...new Set(filter.tags)];
  const genders = new Set(filter.genders);
  const allGenders = genders.size === 0 || genders.size >= GENDERS.length;
  const genderAllowed = allGenders
    ? () => true
    : (genderIndex: number) => genders.has(GENDERS[genderIndex] ?? 'N');
  const tagBits = tags.map((tag) => index.bits.get(tag));
  const hasTags =
    filter.tagMatch === 'all'
      ? (ordinal: number) => tagBits.every((bits) => bits?.[ordinal] === 1)
      : (ordinal: number) => tagBits.some((bits) => bits?.[ordinal] === 1);
  const shape = compileShape(index, filter);
  const passes = (ordinal: number) =>
    genderAllowed(index.genders[ordinal] ?? 0) &&
    (tags.length === 0 || hasTags(ordinal)) &&
    shape.passes(ordinal);
  const tagList = tags.length === 0 ? undefined : tagCandidates(index, tags, filter.tagMatch);
  return {
    candidates: [tagList, ...shape.candidateLists].reduce<Int32Array | undefined>(
      (shortest, list) => (list && (!shortest || list.length < shortest.length) ? list : shortest),
      undefined,
    ),
    passes,
    genderAllowed,
  };
}

/** First letters, lengths, eras and unisex only: a check per ordinal, and the postings each filter allows. */
function compileShape(
  index: CatalogueIndex,
  filter: NameFilter,
): { passes(ordinal: number): boolean; candidateLists: Int32Array[] } {
  const classes = filterClassesOf(index);
  const initials = new Set(filter.initials ?? []);
  const lengths = new Set(filter.lengths ?? []);
  const eras = new Set(filter.eras ?? []);
  const eraMask = [...eras].reduce((mask, era) => mask | eraBit(era), 0);
  const unisex = filter.unisex === true;
  const candidateLists: Int32Array[] = [];
  if (initials.size > 0) {
    candidateLists.push(union([...initials].map((initial) => classes.initialPostings.get(initial) ?? NONE)));
  }
  if (lengths.size > 0) {
    candidateLists.push(union([...lengths].map((length) => classes.lengthPostings.get(length) ?? NONE)));
  }
  if (eraMask !== 0) {
    candidateLists.push(union([...eras].map((era) => classes.eraPostings.get(era) ?? NONE)));
  }
  if (unisex) {
    candidateLists.push(classes.unisexPostings);
  }
  const passes = (ordinal: number) =>
    (initials.size === 0 || initials.has(index.traits.initials[ordinal] ?? '')) &&
    (lengths.size === 0 || lengths.has(NAME_LENGTHS[classes.lengths[ordinal] ?? 0] ?? 'short')) &&
    (eraMask === 0 || ((classes.eras[ordinal] ?? 0) & eraMask) !== 0) &&
    (!unisex || index.genders[ordinal] === UNISEX_GENDER_INDEX);
  return { passes, candidateLists };
}

/** The ordinals carrying any (or every) tag, from the postings: never a pass over the whole catalogue. */
function tagCandidates(index: CatalogueIndex, tags: string[], tagMatch: TagMatch): Int32Array {
  const lists = tags.map((tag) => index.postings.get(tag) ?? NONE);
  if (tagMatch === 'all') {
    return lists.reduce((shortest, list) => (list.length < shortest.length ? list : shortest));
  }
  return union(lists);
}

/** The sorted, distinct ordinals of several sorted postings. */
function union(lists: Int32Array[]): Int32Array {
  if (lists.length === 1) {
    return lists[0] ?? NONE;
  }
  const merged = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const list of lists) {
    merged.set(list, at);
    at += list.length;
  }
  merged.sort();
  return merged.filter((ordinal, position) => position === 0 || merged[position - 1] !== ordinal);
}
