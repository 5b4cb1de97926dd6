import type { TagCount } from '@name-swiper/contract/tags';
import { catalogueIndexOf } from '../catalogue/catalogue-memory';
import type { Db } from '../db/db';
import type { NameFilter } from './name-filter';
import { compileFilter } from './name-filter';
import { deckVotes } from './family-spelling-votes';
import { countDealableByTag } from './spelling-counts';
import { deviceVotes } from './vote-states';

/**
 * Every tag of the catalogue with the number of its cards the deck would deal (the spellings of one name count
 * once): unvoted and of the selected genders; with tagMatch=all also carrying every selected tag. Tags left with none still appear (with 0), so
 * the filters screen can show and undo every selection.
 */
export async function tagCounts(db: Db, deviceId: string, filter: NameFilter): Promise<TagCount[]> {
  const index = await catalogueIndexOf(db);
  const votes = await deckVotes(db, index, await deviceVotes(db, deviceId));
  // With "any of", one tag's count does not depend on the others selected.
  const narrowing = compileFilter(index, filter.tagMatch === 'all' ? filter : { ...filter, tags: [] });
  const counts = countDealableByTag(index, narrowing, votes);
  return index.activeTags.map((tag) => ({ tag, remaining: counts.get(tag) ?? 0 }));
}
