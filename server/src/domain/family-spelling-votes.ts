import { FAMILY_NAME_ID_PREFIX } from '@name-swiper/contract/family-names';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import { spellingOrdinals } from '../catalogue/spelling-groups';
import type { Db } from '../db/db';
import type { VotedOrdinals } from './taste';

/** A device's votes as the deck and its counts read them. */
export interface DeckVotes extends VotedOrdinals {
  hasOrdinal(ordinal: number): boolean;
}

/**
 * The device's votes with a vote on a family's own spelling of a catalogue name (Zöe beside Zoe, decision 95) counted
 * as a vote on that name's card: its spellings are not dealt again. Without such votes, the votes themselves (no
 * query); with them, one indexed look-up of those few names.
 */
export async function deckVotes(
  db: Db,
  index: CatalogueIndex,
  votes: DeckVotes & { forEachOutside(visit: (nameId: string) => void): void },
): Promise<DeckVotes> {
  const familyIds: string[] = [];
  votes.forEachOutside((nameId) => {
    if (nameId.startsWith(FAMILY_NAME_ID_PREFIX)) {
      familyIds.push(nameId);
    }
  });
  if (familyIds.length === 0) {
    return votes;
  }
  const rows = await db
    .selectFrom('names')
    .select(['id', 'spelling_group'])
    .where('id', 'in', familyIds)
    .execute();
  const extra = new Set<number>();
  for (const row of rows) {
    const ordinal = row.spelling_group === row.id ? undefined : index.ordinalOf.get(row.spelling_group);
    if (ordinal === undefined) {
      continue;
    }
    spellingOrdinals(index.spellings, ordinal).forEach((spelling) => extra.add(spelling));
  }
  if (extra.size === 0) {
    return votes;
  }
  return {
    hasOrdinal: (ordinal) => votes.hasOrdinal(ordinal) || extra.has(ordinal),
    forEachOrdinal(visit) {
      votes.forEachOrdinal(visit);
      // The catalogue spellings of a name voted on in the family's spelling: counted as voted, not as liked.
      [...extra].filter((ordinal) => !votes.hasOrdinal(ordinal)).forEach((ordinal) => visit(ordinal, false));
    },
  };
}
