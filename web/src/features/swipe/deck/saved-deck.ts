import type { NameItem } from '@name-swiper/contract/names';
import { check } from '../../../api/standard-schema';
import { nameItemListSchema } from '../../../api/wire-schemas';
import type { VoteDb } from '../../../stores/vote-db';
import { voteDb } from '../../../stores/vote-db';

/** The last batch of names the server dealt for these filters, kept in IndexedDB; none yet is an empty list. */
export async function savedDeck(filtersKey: string, db: VoteDb = voteDb): Promise<NameItem[]> {
  const saved = check(nameItemListSchema, await db.get('deck', filtersKey));
  return saved.issues ? [] : saved.value;
}

/**
 * Keeps the last batch of names the server dealt for these filters in IndexedDB and deals it when the server
 * cannot be reached, so the first visit already leaves a deck for offline use (the service worker's copy only
 * exists once it controls the page, which the first visit's fetch is too early for). The deck leaves out the
 * names voted on meanwhile.
 */
export function withSavedDeck(
  filtersKey: string,
  fetchNames: () => Promise<NameItem[]>,
  db: VoteDb = voteDb,
): () => Promise<NameItem[]> {
  return async () => {
    try {
      const names = await fetchNames();
      db.put('deck', filtersKey, names);
      return names;
    } catch (error) {
      const saved = await savedDeck(filtersKey, db);
      if (saved.length > 0) {
        return saved;
      }
      throw error;
    }
  };
}
