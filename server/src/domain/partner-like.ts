import type { PartnerLikeMessage } from '@name-swiper/contract/realtime';
import { ERAS, NAME_LENGTHS } from '@name-swiper/contract/name-shape';
import { catalogueIndexOf } from '../catalogue/catalogue-memory';
import { eraBit, filterClassesOf } from '../catalogue/filter-classes';
import { spellingOrdinals } from '../catalogue/spelling-groups';
import type { Db } from '../db/db';
import { getDeviceName } from './devices';
import { deviceVotes, likeDealtTo } from './vote-states';

/**
 * A like older than this (sent from an outbox after a time offline) is not dealt to the partners at once: their next
 * deck deals it early anyway, and a backlog of likes would arrive as a burst.
 */
export const PARTNER_LIKE_FRESH_MS = 30_000;

/** A like to deal to the family's parents who have not voted on the name yet (decisions 74 and 90). */
export interface PartnerLike {
  deviceIds: string[];
  message: PartnerLikeMessage;
}

/**
 * The parents of the family of `deviceId` (itself aside) who have not voted on `nameId`, and the card to deal them with what their filters read;
 * undefined when there are none, or for a name outside the catalogue in memory (a family's own name reaches the
 * decks on its own path, decision 62). It reads what the deck reads, from the same caches (the members, their
 * votes), so a like costs no query when they are warm. A love (issue 33) is dealt the same way, its card marked with
 * the lover's "Your name" ("" when unnamed): a love is meant to be seen.
 */
export async function partnerLikeOf(
  db: Db,
  deviceId: string,
  nameId: string,
  loved = false,
): Promise<PartnerLike | undefined> {
  const partners = await likeDealtTo(db, deviceId);
  if (partners.length === 0) {
    return undefined;
  }
  const index = await catalogueIndexOf(db);
  const liked = index.ordinalOf.get(nameId);
  if (liked === undefined) {
    return undefined;
  }
  // The card of the name's spelling group (decision 93), as its most given spelling: it says nothing of the spelling
  // the partner liked. A partner who voted on any of its spellings has had the card.
  const spellings = spellingOrdinals(index.spellings, liked);
  const ordinal = spellings[0] ?? liked;
  const name = index.spellings.cards[ordinal];
  if (name === undefined) {
    return undefined;
  }
  const unvoted: string[] = [];
  for (const partner of partners) {
    const votes = await deviceVotes(db, partner);
    if (!spellings.some((spelling) => votes.hasOrdinal(spelling))) {
      unvoted.push(partner);
    }
  }
  if (unvoted.length === 0) {
    return undefined;
  }
  const classes = filterClassesOf(index);
  return {
    deviceIds: unvoted,
    message: {
      name: loved ? { ...name, lovedBy: [(await getDeviceName(db, deviceId)) ?? ''] } : name,
      initial: index.traits.initials[ordinal] ?? '',
      length: NAME_LENGTHS[classes.lengths[ordinal] ?? 0] ?? 'medium',
      eras: ERAS.filter((era) => ((classes.eras[ordinal] ?? 0) & eraBit(era)) !== 0),
    },
  };
}
