import type { VoteFilter } from '@name-swiper/contract/votes';
import type { Vote } from '@name-swiper/contract/votes';
import { voteSchema } from '@name-swiper/contract/votes';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { requireParam } from './required-error';

const PATHS: Record<VoteFilter, string> = {
  all: '/votes',
  likes: '/votes/likes',
  dislikes: '/votes/dislikes',
  matches: '/votes/matches',
};

/** GET /votes[/likes|/dislikes|/matches]: the device's votes as the server has them, newest first. */
export function getVotes(deviceId: string | undefined, filter: VoteFilter = 'all'): Promise<Vote[]> {
  const id = requireParam(deviceId, 'deviceId', 'getVotes');
  return apiRequest(PATHS[filter], z.array(voteSchema), { query: { deviceId: id } });
}

export function votesQueryKey(deviceId: string, filter: VoteFilter) {
  return ['votes', deviceId, filter] as const;
}

export function useVotes(deviceId: string, filter: VoteFilter) {
  return useQuery({ queryKey: votesQueryKey(deviceId, filter), queryFn: () => getVotes(deviceId, filter) });
}
