import type { TagCount } from '@name-swiper/contract/tags';
import { catalogueIndexOf } from '../catalogue/catalogue-memory';
import type { Db } from '../db/db';
import type { NameFilter } from './name-filter';
import { compileFilter } from './name-filter';
import { deviceVotes } from './vote-states';

/**
 * Every tag of the catalogue with the number of its names the deck would deal: unvoted and of the selected
 * genders; with tagMatch=all also carrying every selected tag. Tags left with none still appear (with 0), so
 * the filters screen can show and undo every selection.
 */
export async function tagCounts(db: Db, deviceId: string, filter: NameFilter): Promise<TagCount[]> {
  const index = await catalogueIndexOf(db);
  const votes = await deviceVotes(db, deviceId);
  // With "any of", one tag's count does not depend on the others selected.
  const narrowing = compileFilter(index, filter.tagMatch === 'all' ? filter : { ...filter, tags: [] });
  const counts = new Map(index.activeTags.map((tag) => [tag, 0]));
  const count = (ordinal: number, step: number) => {
    for (const tag of index.items[ordinal]?.tags ?? []) {
      counts.set(tag, (counts.get(tag) ?? 0) + step);
    }
  };
  if (narrowing.candidates) {
    for (const ordinal of narrowing.candidates) {
      if (narrowing.passes(ordinal) && !votes.hasOrdinal(ordinal)) {
        count(ordinal, 1);
      }
    }
  } else {
    index.tagGenderCounts.forEach((perGender, tag) =>
      counts.set(
        tag,
        perGender.reduce((sum, n, genderIndex) => sum + (narrowing.genderAllowed(genderIndex) ? n : 0), 0),
      ),
    );
    votes.forEachOrdinal((ordinal) => {
      if (narrowing.passes(ordinal)) {
        count(ordinal, -1);
      }
    });
  }
  return index.activeTags.map((tag) => ({ tag, remaining: counts.get(tag) ?? 0 }));
}
