import type { VoteFilter } from '@name-swiper/contract/votes';
import type { LocalVote } from '../../stores/votes-store';

export function fitsFilter(vote: LocalVote, filter: VoteFilter): boolean {
  return filter === 'all' || (filter === 'likes' ? vote.vote === 'like' : vote.vote === 'dislike');
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
