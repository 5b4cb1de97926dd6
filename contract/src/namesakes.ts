import { z } from 'zod';
import {
  FAMILY_NAME_MAX_LENGTH,
  FILTER_TAGS_MAX,
  LANGUAGES,
  NAMESAKES_MAX,
  NAMESAKES_PAGE,
  NAMESAKES_PAGE_MAX,
  PLACES,
} from './constants';
import { NO_CONTROL_CHARACTERS } from './device';
import { genderSchema, repeatable, tagSchema } from './names';
import { cardLineSchema } from './one-in';
import { userTextSchema } from './user-text';

/**
 * How a relative is related to the name before it on its path (decision 97): `variant` another spelling,
 * `equivalent` the same name in another language, `nickname` a nickname of it, `full-name` the name it is a
 * nickname of, `other-gender` its form for the other gender.
 */
export const NAMESAKE_RELATIONS = ['variant', 'equivalent', 'nickname', 'full-name', 'other-gender'] as const;
export type NamesakeRelation = (typeof NAMESAKE_RELATIONS)[number];

/** GET /namesakes: the name typed, under the user-text rule; the parent's places order each relative's figure. */
export const namesakesQuerySchema = z.object({
  name: userTextSchema(FAMILY_NAME_MAX_LENGTH).refine((name) => name !== '', { error: 'must not be empty' }),
  language: z.enum(LANGUAGES, { error: 'must be one of en, nl' }).optional(),
  tags: repeatable(tagSchema, FILTER_TAGS_MAX).meta({
    description: 'The parent\'s filter tags: their places come first when a relative\'s "1 in N" is chosen.',
  }),
  offset: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be at least 0' })
    .max(NAMESAKES_MAX, { error: `must be at most ${NAMESAKES_MAX}` })
    .default(0),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(NAMESAKES_PAGE_MAX, { error: `must be at most ${NAMESAKES_PAGE_MAX}` })
    .default(NAMESAKES_PAGE),
});

const namesakeNameSchema = z.object({
  id: z.string(),
  name: z.string(),
  gender: genderSchema,
  popularIn: z.array(z.enum(PLACES)),
  oneIn: cardLineSchema.optional(),
});

const namesakeSchema = namesakeNameSchema.extend({
  path: z
    .array(z.object({ relation: z.enum(NAMESAKE_RELATIONS), name: z.string() }))
    .min(1)
    .max(3)
    .meta({
      description:
        'From the name asked for to this one, each step naming the name it reaches: [Johannes (other-gender), Hannes (variant), Hanna (other-gender)].',
    }),
});
export type Namesake = z.infer<typeof namesakeSchema>;

export const namesakesSchema = z.object({
  name: z
    .string()
    .meta({ description: "The catalogue's spelling of the name asked for, or the text as typed." }),
  self: namesakeNameSchema.optional().meta({ description: 'The name itself, when the catalogue holds it.' }),
  namesakes: z.array(namesakeSchema).meta({
    description: `Its relatives from offset on, nearest and most given first; at most ${NAMESAKES_MAX} in all.`,
  }),
  total: z.int().meta({ description: 'How many relatives there are to page through (capped).' }),
});
export type Namesakes = z.infer<typeof namesakesSchema>;

/** The body of /app/family/names/pick: a catalogue name to put first in every member's deck. */
export const pickFamilyNameSchema = z.object({
  nameId: z.string().min(1).max(100).regex(NO_CONTROL_CHARACTERS),
});
