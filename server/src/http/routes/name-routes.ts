import {
  nameDetailSchema,
  nameFilterQuerySchema,
  nameItemSchema,
  namePathSchema,
  unvotedCountSchema,
  unvotedQuerySchema,
} from '@name-swiper/contract/names';
import { nameSuggestionsQuerySchema, nameSuggestionsSchema } from '@name-swiper/contract/name-suggestions';
import { tagCountSchema } from '@name-swiper/contract/tags';
import { z } from 'zod';
import { parentPlacesOf, withCardLines } from '../../domain/card-lines';
import { withCheers } from '../../domain/cheers';
import { withFamilyNameCount, withFamilyNames } from '../../domain/family-names';
import { findName } from '../../domain/name-detail';
import { suggestNames } from '../../domain/name-suggestions';
import { countUnvotedNames, listUnvotedNames } from '../../domain/names';
import { tagCounts } from '../../domain/tags';
import { apiRoute } from '../api-route';
import { catalogueListJson } from '../catalogue-json';
import type { RouteContext } from '../route-context';

export function registerNameRoutes({ app, docs, db }: RouteContext): void {
  apiRoute(app, docs, {
    method: 'GET',
    path: '/names/unvoted',
    summary:
      "Names this device has not voted on, filtered by tags, genders, first letters, lengths, eras and unisex, in the order to show them; the family's own unvoted names (decision 62) and its picks (decision 98) come first. The spellings of one name are one card (decision 93): dealt while none of them has a vote, showing the spelling most given in the parent's places, the others in `spellings`. A catalogue card carries the \"1 in N\" of the first of the parent's places that has one (decision 99). A parent's cards carry the supporters who like them (cheers, decision 90).",
    query: unvotedQuerySchema,
    response: z.array(nameItemSchema),
    errors: [400],
    handler: async ({ query }) =>
      withCheers(
        db,
        query.deviceId,
        await withCardLines(
          db,
          await withFamilyNames(db, query.deviceId, query, await listUnvotedNames(db, query.deviceId, query)),
          parentPlacesOf(query.tags, query.language),
        ),
      ),
    serialize: catalogueListJson,
  });

  apiRoute(app, docs, {
    method: 'GET',
    path: '/names/unvoted/count',
    summary:
      'How many names GET /names/unvoted will deal with these filters (the total the filters screen shows); the spellings of one name count once.',
    query: nameFilterQuerySchema,
    response: unvotedCountSchema,
    errors: [400],
    handler: async ({ query }) =>
      withFamilyNameCount(db, query.deviceId, query, await countUnvotedNames(db, query.deviceId, query)),
  });

  apiRoute(app, docs, {
    method: 'GET',
    path: '/names/{name}',
    summary:
      'One name (case-insensitive): tags, where it is popular, origin, meaning, figures per country, linked ' +
      'names, name days and popularity series per sex.',
    params: namePathSchema,
    response: nameDetailSchema,
    errors: [400, 404],
    handler: ({ params }) => findName(db, params.name),
  });

  apiRoute(app, docs, {
    method: 'GET',
    path: '/name-suggestions',
    summary:
      'Catalogue names that begin with the prefix (case and accents aside), most popular first, at most limit ' +
      '(the sidebar search suggests them as the parent types).',
    query: nameSuggestionsQuerySchema,
    response: nameSuggestionsSchema,
    errors: [400],
    handler: ({ query }) => suggestNames(db, query.prefix, query.limit),
  });

  apiRoute(app, docs, {
    method: 'GET',
    path: '/tags',
    summary:
      'Every tag with the number of its names the deck would deal: unvoted, passing the genders, first letters, ' +
      'lengths, eras and unisex, and with tagMatch=all also carrying every selected tag. Unknown tags match no name. ' +
      'The spellings of one name count once, for each tag one of them carries.',
    query: nameFilterQuerySchema,
    response: z.array(tagCountSchema),
    errors: [400],
    handler: ({ query }) => tagCounts(db, query.deviceId, query),
  });
}
