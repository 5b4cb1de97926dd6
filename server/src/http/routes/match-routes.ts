import { deviceQuerySchema } from '@name-swiper/contract/device';
import { matchesToCelebrateSchema } from '@name-swiper/contract/matches';
import { matchesToCelebrate } from '../../domain/family-matches';
import { apiRoute } from '../api-route';
import type { RouteContext } from '../route-context';

export function registerMatchRoutes({ app, docs, db }: RouteContext): void {
  apiRoute(app, docs, {
    method: 'GET',
    path: '/matches/to-celebrate',
    summary:
      "The device's matches it has not celebrated yet (made while it was away, or brought by a join), oldest first; /app/match/celebrate marks one celebrated.",
    query: deviceQuerySchema,
    response: matchesToCelebrateSchema,
    errors: [400],
    handler: async ({ query }) => ({ matches: await matchesToCelebrate(db, query.deviceId) }),
  });
}
