import { deviceQuerySchema } from '@name-swiper/contract/device';
import type { VoteFilter } from '@name-swiper/contract/votes';
import { voteSchema, voteStatsSchema } from '@name-swiper/contract/votes';
import { z } from 'zod';
import { listVotes, voteStats } from '../../domain/votes';
import { apiRoute } from '../api-route';
import type { RouteContext } from '../route-context';

const LISTS: { path: string; filter: VoteFilter; summary: string }[] = [
  { path: '/votes', filter: 'all', summary: "All of the device's votes, newest first." },
  {
    path: '/votes/likes',
    filter: 'likes',
    summary: "The device's likes (its loves among them), newest first.",
  },
  { path: '/votes/dislikes', filter: 'dislikes', summary: "The device's dislikes, newest first." },
  {
    path: '/votes/maybes',
    filter: 'maybes',
    summary:
      "The device's maybes, newest first: names it put aside for later (issue 33); nobody else sees them.",
  },
  {
    path: '/votes/matches',
    filter: 'matches',
    summary:
      'Likes of the device that every parent of its family likes too (a match), newest first; none for a supporter.',
  },
];

export function registerVoteRoutes({ app, docs, db }: RouteContext): void {
  for (const list of LISTS) {
    apiRoute(app, docs, {
      method: 'GET',
      path: list.path,
      summary: list.summary,
      query: deviceQuerySchema,
      response: z.array(voteSchema),
      errors: [400],
      handler: ({ query }) => listVotes(db, query.deviceId, list.filter),
    });
  }

  apiRoute(app, docs, {
    method: 'GET',
    path: '/votes/stats',
    summary:
      "The device's likes, the other parents' likes and the matches (for a supporter, only its own likes).",
    query: deviceQuerySchema,
    response: voteStatsSchema,
    errors: [400],
    handler: ({ query }) => voteStats(db, query.deviceId),
  });
}
