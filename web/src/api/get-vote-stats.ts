import type { VoteStats } from '@name-swiper/contract/votes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { requireParam } from './required-error';
import { voteStatsSchema } from './wire-schemas';

/** GET /votes/stats: the device's likes, the partners' likes and the matches. */
export function getVoteStats(deviceId: string | undefined): Promise<VoteStats> {
  const id = requireParam(deviceId, 'deviceId', 'getVoteStats');
  return apiRequest('/votes/stats', voteStatsSchema, { query: { deviceId: id } });
}

export function useVoteStats(deviceId: string) {
  return useQuery({ queryKey: ['votes', deviceId, 'stats'], queryFn: () => getVoteStats(deviceId) });
}
