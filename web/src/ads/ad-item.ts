import type { NameItem } from '@name-swiper/contract/names';

/** A native-ad placeholder in the deck (spec §3): an object with an `ad` field, in place of a name. */
export interface AdItem {
  ad: { slot: number };
}

export function isAdItem(item: NameItem | AdItem): item is AdItem {
  return 'ad' in item;
}

export function createAdItem(slot: number): AdItem {
  return { ad: { slot } };
}
