import type { Gender } from '@name-swiper/contract/constants';
import { GENDERS } from '@name-swiper/contract/constants';
import type { TagMatch } from '@name-swiper/contract/names';
import type { CatalogueIndex } from '../catalogue/catalogue-index';

/** The deck's filters: tags combined by `tagMatch`, and genders; an empty list filters nothing. */
export interface NameFilter {
  tags: string[];
  genders: Gender[];
  tagMatch: TagMatch;
}

/** A filter resolved against the catalogue in memory. */
export interface CompiledFilter {
  /** Ordinals that may pass, ascending (deck order before the shuffle); every ordinal when undefined. */
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
  const passes = (ordinal: number) =>
    genderAllowed(index.genders[ordinal] ?? 0) && (tags.length === 0 || hasTags(ordinal));
  return {
    candidates: tags.length === 0 ? undefined : tagCandidates(index, tags, filter.tagMatch),
    passes,
    genderAllowed,
  };
}

/** The ordinals carrying any (or every) tag, from the postings: never a pass over the whole catalogue. */
function tagCandidates(index: CatalogueIndex, tags: string[], tagMatch: TagMatch): Int32Array {
  const lists = tags.map((tag) => index.postings.get(tag) ?? NONE);
  if (tagMatch === 'all') {
    return lists.reduce((shortest, list) => (list.length < shortest.length ? list : shortest));
  }
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
