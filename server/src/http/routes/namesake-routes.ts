import { namesakesQuerySchema, namesakesSchema } from '@name-swiper/contract/namesakes';
import { parentPlacesOf } from '../../domain/card-lines';
import { findNamesakes } from '../../domain/namesakes';
import { apiRoute } from '../api-route';
import type { RouteContext } from '../route-context';

export function registerNamesakeRoutes({ app, docs, db }: RouteContext): void {
  apiRoute(app, docs, {
    method: 'GET',
    path: '/namesakes',
    summary:
      'The names to name a child after someone (decision 97): the name typed, when the catalogue holds it, and a page ' +
      'of its relatives (spellings, other languages, nicknames, the forms for the other gender), nearest first, each ' +
      'with how it is related and its "1 in N" in the parent\'s places.',
    query: namesakesQuerySchema,
    response: namesakesSchema,
    errors: [400],
    handler: ({ query }) =>
      findNamesakes(db, query.name, parentPlacesOf(query.tags, query.language), {
        offset: query.offset,
        limit: query.limit,
      }),
  });
}
