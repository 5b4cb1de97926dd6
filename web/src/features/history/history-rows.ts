import type { Vote, VoteFilter } from '@name-swiper/contract/votes';
import type { LocalVote } from '../../stores/votes-store';

/**
 * The rows to list: the server's answer in its order (newest first) when there is one, so a changed vote stays
 * where it is; otherwise (loading or failed) the local votes that fit the filter, newest first.
 */
export function historyRows(
  remote: Vote[] | undefined,
  local: readonly LocalVote[],
  filter: VoteFilter,
): LocalVote[] {
  if (remote) {
    return remote.map((vote) => ({
      id: vote.nameId,
      name: vote.name,
      gender: vote.gender,
      vote: vote.approved ? 'like' : 'dislike',
      timestamp: Date.parse(vote.votedAt),
    }));
  }
  return local.filter(
    (vote) => filter === 'all' || (filter === 'likes' ? vote.vote === 'like' : vote.vote === 'dislike'),
  );
}
