import type { TagCountryGroup } from '@name-swiper/contract/constants';
import { OTHER_TAG_CATEGORY, TAG_CATEGORIES, TAG_COUNTRIES } from '@name-swiper/contract/constants';
import type { TagCount } from '@name-swiper/contract/tags';

export type TagCategory = keyof typeof TAG_CATEGORIES | typeof OTHER_TAG_CATEGORY;

export interface TagGroup {
  category: TagCategory;
  tags: TagCount[];
}

const CATEGORY_NAMES = Object.keys(TAG_CATEGORIES).filter(
  (category): category is keyof typeof TAG_CATEGORIES => Object.hasOwn(TAG_CATEGORIES, category),
);

function categoryOf(tag: string): TagCategory {
  const known = CATEGORY_NAMES.find((category) => TAG_CATEGORIES[category].some((member) => member === tag));
  return known ?? OTHER_TAG_CATEGORY;
}

/**
 * Groups tag counts by the categories of spec §9, in their order; tags outside them go to `other`, the
 * most plentiful first. Empty categories are left out.
 */
export function groupTags(counts: readonly TagCount[]): TagGroup[] {
  const categories: TagCategory[] = [...CATEGORY_NAMES, OTHER_TAG_CATEGORY];
  return categories
    .map((category) => {
      const tags = counts.filter((count) => categoryOf(count.tag) === category);
      if (category === OTHER_TAG_CATEGORY) {
        return {
          category,
          tags: [...tags].sort((a, b) => b.remaining - a.remaining || a.tag.localeCompare(b.tag)),
        };
      }
      const order: readonly string[] = TAG_CATEGORIES[category];
      return { category, tags: [...tags].sort((a, b) => order.indexOf(a.tag) - order.indexOf(b.tag)) };
    })
    .filter((group) => group.tags.length > 0);
}

/** A run of a category's tags: those of one country (Belgium and its regions), or one tag standing alone. */
export interface CountryTags {
  country?: TagCountryGroup;
  tags: TagCount[];
}

/** Gathers the tags of one country (TAG_COUNTRIES) where the first of them stands; the others stay one by one. */
export function byCountry(tags: readonly TagCount[]): CountryTags[] {
  const runs: CountryTags[] = [];
  for (const count of tags) {
    const country = TAG_COUNTRIES[count.tag];
    const run = country === undefined ? undefined : runs.find((each) => each.country === country);
    if (run === undefined) {
      runs.push(country === undefined ? { tags: [count] } : { country, tags: [count] });
    } else {
      run.tags.push(count);
    }
  }
  return runs;
}

/** Adds the tag when absent, removes it when present. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];
}
