/** A name's filter tags: the tags of the places where it is popular (see popular-in.ts), plus `nature`. */
import { compareText } from './normalise';
import { dictionaryPlaces } from './popular-in';
import type { PlaceLevel } from './popular-in';

/** Sorted, de-duplicated tags of the places, with `nature` for names on the nature list. */
export function assignTags(places: readonly PlaceLevel[], nature: boolean): string[] {
  const tags = new Set(places.map((p) => p.tag));
  if (nature) {
    tags.add('nature');
  }
  return [...tags].sort(compareText);
}

/** The tags the dictionary alone gives a name, each with its strongest level (used to add dictionary-only names). */
export function dictionaryTags(classes: ReadonlyMap<string, number>): Map<string, number> {
  const levels = new Map<string, number>();
  for (const { tag, level } of dictionaryPlaces(classes)) {
    levels.set(tag, Math.max(level, levels.get(tag) ?? Number.NEGATIVE_INFINITY));
  }
  return levels;
}
