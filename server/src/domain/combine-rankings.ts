import type { OurRankingEntry, RankedName } from '@name-swiper/contract/decide';
import { TALK_ABOUT_PLACES } from '@name-swiper/contract/decide';

/** One member's ranking of the current names (best first) and how many comparisons it rests on. */
export interface MemberRanking {
  ranking: readonly RankedName[];
  comparisons: number;
}

/** How many places count as "near the top" and "near the bottom" of a list of `count` names. */
export function talkAboutPlaces(count: number): number {
  return Math.min(TALK_ABOUT_PLACES, Math.floor(count / 2));
}

/**
 * Our ranking: the names by the sum of the members' ordinals, best first; a tie goes to the name the members
 * disagree on least (the sum of how far apart each two members place it), then to the order of `nameIds`, and
 * names equal on both share a place (before any answer, every name is 1st). A name
 * is to talk about when one member places it in their first `talkAboutPlaces` and another in their last as many.
 * Members who have not compared anything yet have no opinion: they count for neither disagreements nor talk.
 */
export function combineRankings(
  nameIds: readonly string[],
  members: readonly MemberRanking[],
): OurRankingEntry[] {
  const opinions = members.filter((member) => member.comparisons > 0);
  const places = talkAboutPlaces(nameIds.length);
  const positions = opinions.map(
    (member) => new Map(member.ranking.map((ranked, index) => [ranked.nameId, index])),
  );
  const scored = nameIds.map((nameId, index) => {
    const sum = members.reduce(
      (total, member) => total + (member.ranking.find((ranked) => ranked.nameId === nameId)?.ordinal ?? 0),
      0,
    );
    const placed = positions.map((position) => position.get(nameId) ?? 0);
    let disagreement = 0;
    placed.forEach((place, i) =>
      placed.slice(i + 1).forEach((other) => (disagreement += Math.abs(place - other))),
    );
    const top = placed.some((place) => place < places);
    const bottom = placed.some((place) => place >= nameIds.length - places);
    return { nameId, index, sum, disagreement, talkAbout: places > 0 && top && bottom };
  });
  const sorted = scored.sort((a, b) => b.sum - a.sum || a.disagreement - b.disagreement || a.index - b.index);
  let place = 0;
  return sorted.map(({ nameId, sum, disagreement, talkAbout }, at) => {
    const before = sorted[at - 1];
    const tied =
      before !== undefined && Math.abs(before.sum - sum) < TIE && before.disagreement === disagreement;
    place = tied ? place : at + 1;
    return { nameId, place, talkAbout };
  });
}

/** Sums of ordinals closer than this are equal: the same answers replayed in another order differ in the last bits. */
const TIE = 1e-9;
