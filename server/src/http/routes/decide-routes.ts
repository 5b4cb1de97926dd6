import { decideStateSchema } from '@name-swiper/contract/decide';
import { deviceQuerySchema } from '@name-swiper/contract/device';
import { decideState } from '../../domain/decide';
import { apiRoute } from '../api-route';
import type { RouteContext } from '../route-context';

export function registerDecideRoutes({ app, docs, db }: RouteContext): void {
  apiRoute(app, docs, {
    method: 'GET',
    path: '/decide',
    summary:
      "The parents' matches, each parent's ranking of them (the device's own first), our ranking " +
      'and the pairs the device has compared; empty for a supporter. Changes arrive on /user/queue/decide.',
    query: deviceQuerySchema,
    response: decideStateSchema,
    errors: [400],
    handler: ({ query }) => decideState(db, query.deviceId),
  });
}
