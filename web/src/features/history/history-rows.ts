import type { VoteFilter } from '@name-swiper/contract/votes';
import type { LocalVote } from '../../stores/votes-store';
import { isLikeValue } from '../../stores/votes-store';

/** Whether a vote is listed under a chip: Likes holds the loves too, Maybe the maybes alone (issue 33). */
export function fitsFilter(vote: LocalVote, filter: VoteFilter): boolean {
  switch (filter) {
    case 'likes':
      return isLikeValue(vote.vote);
    case 'dislikes':
      return vote.vote === 'dislike';
    case 'maybes':
      return vote.vote === 'maybe';
    default:
      return true;
  }
}

/**
 * The order of the rows on screen: names already shown keep their place (a vote changed from the list stays where
 * it is, even when it no longer fits the chip), names newly fitting the chip come first, newest first, and names
 * no longer voted on (undone, or removed on another device) leave.
 */
export function historyOrder(
  shown: readonly string[],
  record: readonly LocalVote[],
  filter: VoteFilter,
): string[] {
  const voted = new Set(record.map((vote) => vote.id));
  const kept = shown.filter((id) => voted.has(id));
  const known = new Set(kept);
  const added = record
    .filter((vote) => !known.has(vote.id) && fitsFilter(vote, filter))
    .map((vote) => vote.id);
  return [...added, ...kept];
}
