import { z } from 'zod';
import {
  DEFAULT_TAG_MATCH,
  FAMILY_MEMBERS_MAX,
  FILTER_TAGS_MAX,
  GENDERS,
  LANGUAGES,
  NAME_DAY_COUNTRIES,
  PLACES,
  PRONUNCIATION_LANGUAGE,
  STATISTICS_COUNTRIES,
  SUPPORTERS_MAX,
  TAG_MATCHES,
  TRENDS,
  UNVOTED_DEFAULT_LIMIT,
  UNVOTED_MAX_LIMIT,
} from './constants';
import { deviceIdSchema, NO_CONTROL_CHARACTERS } from './device';
import { cardLineSchema, oneInSchema } from './one-in';
import {
  ERAS,
  INITIALS,
  LONG_NAME_MIN_LETTERS,
  MODERN_ERA_FROM,
  NAME_LENGTHS,
  SHORT_NAME_MAX_LETTERS,
} from './name-shape';

export const genderSchema = z.enum(GENDERS, { error: 'must be one of M, F, N' });

export const tagSchema = z
  .string()
  .regex(/^[a-z][a-z-]{0,39}$/, { error: 'must be a lower-case tag such as english' });

const placeSchema = z.enum(PLACES);

/**
 * What differs between the spellings of one name (decision 93): the spelling itself and what the catalogue says of
 * it. Gender is the group's.
 */
export const spellingSchema = z.object({
  id: z.string(),
  name: z.string(),
  tags: z.array(z.string()),
  origin: z.string().optional().meta({
    description: 'Etymological origin (a language, e.g. "Ancient Greek"), only where a source states it.',
  }),
  popularIn: z.array(placeSchema).meta({
    description:
      "Where the name is common, best rank first: statistics series by the name's latest rank, then the name dictionary's places.",
  }),
  originLanguages: z.array(z.string()).meta({ description: 'Wiktionary language codes of the origin' }),
});
export type Spelling = z.infer<typeof spellingSchema>;

export const nameItemSchema = spellingSchema.extend({
  gender: genderSchema,
  because: z.array(z.string()).optional().meta({
    description:
      'Only on a card the learned order dealt: up to two of the device\'s own likes it resembles most ("like Sofia and Mila").',
  }),
  cheers: z.array(z.string()).max(SUPPORTERS_MAX).optional().meta({
    description:
      "In a parent's deck only: the family's supporters who like the name (display names, decision 90).",
  }),
  addedByFamily: z.boolean().optional().meta({
    description:
      "true for a name a member of the device's family added (decision 62) or put first from the catalogue (decision 98).",
  }),
  oneIn: cardLineSchema.optional().meta({
    description:
      "Only on a deck card: how common the name is in the first of the parent's places (its filters' places, then those of `lang`) that has a figure (decision 99).",
  }),
  spellings: z.array(spellingSchema).optional().meta({
    description:
      'The other spellings of the same name (its spelling group, decision 93), most given first; absent for a name with one spelling. A vote is on the spelling voted for.',
  }),
  lovedBy: z.array(z.string()).max(FAMILY_MEMBERS_MAX).optional().meta({
    description:
      'Only on a card dealt because other members love the name (issue 33): their "Your name"s, "" when unnamed.',
  }),
});
export type NameItem = z.infer<typeof nameItemSchema>;

const popularitySeriesSchema = z.object({
  country: z
    .enum(STATISTICS_COUNTRIES)
    .meta({ description: 'The statistics series (see STATISTICS_COUNTRIES).' }),
  sex: z.enum(['F', 'M']),
  firstYear: z.int(),
  counts: z.array(z.int().nullable()).meta({
    description:
      'Births of this sex per year from firstYear on; 0 = below the source threshold; null = no figure ' +
      '(the source lacks the year, or a top-N list does not reach the name).',
  }),
});
export type PopularitySeries = z.infer<typeof popularitySeriesSchema>;

const countryStatsSchema = z.object({
  country: z.enum(STATISTICS_COUNTRIES),
  recentBirths: z.int().meta({ description: 'Births of the name in the recent years (RECENT window).' }),
  femaleShare: z
    .number()
    .min(0)
    .max(1)
    .optional()
    .meta({ description: 'Share of girls among those births; absent where a top-N list hides one sex.' }),
  gender: genderSchema.optional().meta({
    description: 'F/M (>= 90 % one sex) or N; only where the country gave the name to >= 100 children.',
  }),
  latestYear: z.int().meta({ description: 'Last year of the series.' }),
  latestRank: z.int().optional().meta({ description: 'Rank in latestYear among names of its main sex.' }),
  peakYear: z.int(),
  trend: z.enum(TRENDS).optional().meta({ description: 'Over the last 10 years of the series.' }),
  oneIn: oneInSchema
    .optional()
    .meta({ description: 'How common the name was in latestYear: 1 in n children born (decision 99).' }),
});
export type CountryStats = z.infer<typeof countryStatsSchema>;

const nameDaySchema = z.object({
  country: z.enum(NAME_DAY_COUNTRIES),
  month: z.int().min(1).max(12),
  day: z.int().min(1).max(31),
});
export type NameDay = z.infer<typeof nameDaySchema>;

const pronunciationSchema = z.object({
  language: z.string().regex(PRONUNCIATION_LANGUAGE).meta({
    description:
      'BCP 47 tag of the language whose pronunciation this is (en-GB, en-US, nl, de, fr, es, it, sv, nb).',
  }),
  ipa: z.string().meta({
    description:
      'IPA without slashes, segments separated by spaces as WikiPron writes them (Noah: "n o ʊ ə"); no stress marks or syllable dots.',
  }),
  syllables: z.int().min(1).meta({ description: 'Syllables, counted from the vowel sounds of `ipa`.' }),
});
export type Pronunciation = z.infer<typeof pronunciationSchema>;

export const nameDetailSchema = nameItemSchema.extend({
  meaning: z.string().optional(),
  countries: z
    .array(countryStatsSchema)
    .meta({ description: 'Per statistics series, most recent births first.' }),
  variants: z.array(z.string()).meta({ description: 'Spelling variants in the catalogue (Zoe, Zoé, Zoë).' }),
  equivalents: z
    .array(z.string())
    .meta({ description: 'The same name in other languages, in the catalogue (Wiktionary, CC BY-SA 4.0).' }),
  nicknames: z.array(z.string()).meta({ description: 'English nicknames that are in the catalogue.' }),
  nameDays: z.array(nameDaySchema),
  popularity: z.array(popularitySeriesSchema),
  pronunciations: z.array(pronunciationSchema).meta({
    description:
      'Pronunciations from Wiktionary via WikiPron (CC BY-SA 4.0), at most 3 per language, by language; empty where none is known.',
  }),
});
export type NameDetail = z.infer<typeof nameDetailSchema>;

export const namePathSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(100, { error: 'is too long' })
    .regex(NO_CONTROL_CHARACTERS, { error: 'must not contain control characters' }),
});

/**
 * A repeatable query parameter: each value at most once, and at most `max` values, refused with 400 beyond that (a
 * query with one era repeated 1,300 times took the server half a second to filter, issue 30).
 */
export const repeatable = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(item)
      .max(max, { error: `must be given at most ${max} times` })
      .refine((values) => new Set(values).size === values.length, { error: 'must not repeat a value' }),
  );

export { DEFAULT_TAG_MATCH, TAG_MATCHES, type TagMatch } from './constants';

/** The deck's filters, shared by GET /names/unvoted, /names/unvoted/count and /tags. */
export const nameFilterQuerySchema = z.object({
  deviceId: deviceIdSchema,
  tags: repeatable(tagSchema, FILTER_TAGS_MAX).meta({
    description: `Repeatable, at most ${FILTER_TAGS_MAX} distinct tags; how several combine is tagMatch. None = all.`,
  }),
  genders: repeatable(genderSchema, GENDERS.length).meta({
    description: 'Repeatable, each at most once (M, F, N). None = all.',
  }),
  tagMatch: z
    .enum(TAG_MATCHES, { error: 'must be one of any, all' })
    .default(DEFAULT_TAG_MATCH)
    .meta({ description: 'any: a name carries at least one of the tags; all: it carries every one.' }),
  initials: repeatable(z.enum(INITIALS, { error: 'must be one letter from a to z' }), INITIALS.length).meta({
    description: 'Repeatable distinct first letters, read without accents (Élodie: e). None = all.',
  }),
  lengths: repeatable(
    z.enum(NAME_LENGTHS, { error: 'must be one of short, medium, long' }),
    NAME_LENGTHS.length,
  ).meta({
    description: `Repeatable, each at most once. short: at most ${SHORT_NAME_MAX_LETTERS} letters; long: at least ${LONG_NAME_MIN_LETTERS}; medium: in between. None = all.`,
  }),
  eras: repeatable(z.enum(ERAS, { error: 'must be one of classic, modern, rising' }), ERAS.length).meta({
    description: `Repeatable, each at most once; a name passes with any of them. classic: given most before ${MODERN_ERA_FROM}; modern: in ${MODERN_ERA_FROM} or later; rising: given more over the last ten years. None = all.`,
  }),
  unisex: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true')
    .meta({ description: 'true: only names given to boys and girls alike (gender N), within genders.' }),
});

export const unvotedQuerySchema = nameFilterQuerySchema.extend({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(UNVOTED_MAX_LIMIT, { error: `must be at most ${UNVOTED_MAX_LIMIT}` })
    .default(UNVOTED_DEFAULT_LIMIT),
  learn: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true')
    .meta({
      description:
        "true: after the device's first votes, four cards in five are the names most like its likes (decision 64); false: plain popularity order.",
    }),
  language: z.enum(LANGUAGES, { error: 'must be one of en, nl' }).optional().meta({
    description:
      "The app's language. A name's spellings are one card (decision 93), showing the spelling most given in the places of the selected tags, then in this language's places (LANGUAGE_PLACES), then overall; its places (after the filters' places) are also those whose \"1 in N\" a card shows (decision 99).",
  }),
});

/** GET /names/unvoted/count: how many names the deck will deal with these filters. */
export const unvotedCountSchema = z.object({ remaining: z.int() });
export type UnvotedCount = z.infer<typeof unvotedCountSchema>;
