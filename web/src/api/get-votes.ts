import type { VoteFilter } from '@name-swiper/contract/votes';
import type { Vote } from '@name-swiper/contract/votes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { cheersStore } from '../stores/cheers-store';
import { requireParam } from './required-error';
import { voteListSchema } from './wire-schemas';

const PATHS: Record<VoteFilter, string> = {
  all: '/votes',
  likes: '/votes/likes',
  dislikes: '/votes/dislikes',
  maybes: '/votes/maybes',
  matches: '/votes/matches',
};

const requestTimes = new WeakMap<Vote[], number>();

/** When the request that answered `votes` left (device clock); 0 for a list that did not come from getVotes. */
export function requestedAtOf(votes: Vote[]): number {
  return requestTimes.get(votes) ?? 0;
}

/** GET /votes[/likes|/dislikes|/maybes|/matches]: the device's votes as the server has them, newest first. */
export async function getVotes(deviceId: string | undefined, filter: VoteFilter = 'all'): Promise<Vote[]> {
  const id = requireParam(deviceId, 'deviceId', 'getVotes');
  const requestedAt = Date.now();
  const votes = await apiRequest(PATHS[filter], voteListSchema, { query: { deviceId: id } });
  requestTimes.set(votes, requestedAt);
  // A parent's rows carry the supporters who like each name (decision 90); every list says who cheers now.
  cheersStore.learn(votes);
  return votes;
}

export function votesQueryKey(deviceId: string, filter: VoteFilter) {
  return ['votes', deviceId, filter] as const;
}

export function useVotes(deviceId: string, filter: VoteFilter) {
  return useQuery({
    queryKey: votesQueryKey(deviceId, filter),
    queryFn: () => getVotes(deviceId, filter),
    // Each answer keeps its own list, so requestedAtOf knows how fresh it is.
    structuralSharing: false,
  });
}
