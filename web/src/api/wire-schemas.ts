import {
  FAMILY_MEMBERS_MAX,
  FAMILY_ROLES,
  FEELINGS,
  GENDERS,
  PLACES,
  STATISTICS_COUNTRIES,
  SUPPORTERS_MAX,
} from '@name-swiper/contract/constants';
import type { NameItem } from '@name-swiper/contract/names';
import type { Problem } from '@name-swiper/contract/problem';
import type { Family, FamilyLastName, FamilyRoles } from '@name-swiper/contract/family';
import type { FamilyNames } from '@name-swiper/contract/family-names';
import type { MatchesToCelebrate } from '@name-swiper/contract/matches';
import type {
  CheersMessage,
  ErrorMessage,
  MatchRemovedMessage,
  NameApprovedMessage,
  PartnerLikeMessage,
} from '@name-swiper/contract/realtime';
import { ERAS, NAME_LENGTHS } from '@name-swiper/contract/name-shape';
import type { Vote, VoteStats } from '@name-swiper/contract/votes';
import * as v from 'valibot';

/*
 * The contract's wire shapes that the first screen reads, as valibot schemas. The contract's own schemas are zod,
 * which the server needs (OpenAPI descriptions, defaults, refinements) and which would weigh a sixth of the first
 * screen (zod/mini still brought 20 KB: its core carries the JSON-schema processors); the other screens still use
 * them. Each schema here is typed with the contract's type, so a field the contract adds or changes fails to
 * compile until it is added here too.
 */

export const genderSchema = v.picklist(GENDERS);
export const integer = v.pipe(v.number(), v.integer());
/** An ISO 8601 date-time in UTC, as the server writes them (`2026-11-24T10:30:00.000Z`). */
const isoDateTime = v.pipe(v.string(), v.isoTimestamp());

/** The supporters who like a name, by their names (decision 90). */
const cheersSchema = v.pipe(v.array(v.string()), v.maxLength(SUPPORTERS_MAX));

/** What differs between the spellings of one name (decision 93). */
const spellingEntries = {
  id: v.string(),
  name: v.string(),
  tags: v.array(v.string()),
  origin: v.optional(v.string()),
  popularIn: v.array(v.picklist(PLACES)),
  originLanguages: v.array(v.string()),
};

/** The fields of a deck card, which a name's details extend. */
export const nameItemEntries = {
  ...spellingEntries,
  gender: genderSchema,
  because: v.optional(v.array(v.string())),
  cheers: v.optional(cheersSchema),
  addedByFamily: v.optional(v.boolean()),
  spellings: v.optional(v.array(v.object(spellingEntries))),
  oneIn: v.optional(
    v.object({
      place: v.picklist(STATISTICS_COUNTRIES),
      n: v.pipe(integer, v.minValue(1)),
      atLeast: v.optional(v.boolean()),
    }),
  ),
  lovedBy: v.optional(v.pipe(v.array(v.string()), v.maxLength(FAMILY_MEMBERS_MAX))),
};

/** The spellings a match is on while the partners differ (decision 94): two or more. */
const matchSpellings = v.optional(v.pipe(v.array(v.string()), v.minLength(2)));

export const nameItemSchema: v.GenericSchema<NameItem> = v.object(nameItemEntries);

export const nameItemListSchema: v.GenericSchema<NameItem[]> = v.array(nameItemSchema);

export const voteSchema: v.GenericSchema<Vote> = v.object({
  nameId: v.string(),
  name: v.string(),
  approved: v.boolean(),
  votedAt: isoDateTime,
  gender: genderSchema,
  feeling: v.optional(v.picklist(FEELINGS)),
  maybes: v.optional(v.pipe(integer, v.minValue(1))),
  matchedAt: v.optional(isoDateTime),
  cheers: v.optional(cheersSchema),
  spellings: matchSpellings,
  allLove: v.optional(v.literal(true)),
});

export const voteListSchema: v.GenericSchema<Vote[]> = v.array(voteSchema);

export const voteStatsSchema: v.GenericSchema<VoteStats> = v.object({
  likes: integer,
  partnerLikes: integer,
  matches: integer,
});

export const problemSchema: v.GenericSchema<Problem> = v.object({
  type: v.string(),
  title: v.string(),
  status: integer,
  detail: v.string(),
  code: v.string(),
  instance: v.optional(v.string()),
});

/** The device id as the contract's deviceIdSchema reads it: a UUID, in lower case. */
export const deviceIdSchema: v.GenericSchema<string> = v.pipe(v.string(), v.uuid(), v.toLowerCase());

export const nameApprovedMessageSchema: v.GenericSchema<NameApprovedMessage> = v.object({
  name: v.string(),
  nameId: v.string(),
  celebrate: v.boolean(),
  spellings: matchSpellings,
});
export const matchRemovedMessageSchema: v.GenericSchema<MatchRemovedMessage> = v.object({ name: v.string() });

export const familySchema: v.GenericSchema<Family> = v.object({ members: v.array(v.string()) });

export const familyRolesSchema: v.GenericSchema<FamilyRoles> = v.object({
  role: v.picklist(FAMILY_ROLES),
  members: v.pipe(
    v.array(
      v.object({ name: v.string(), role: v.picklist(FAMILY_ROLES), key: v.string(), you: v.boolean() }),
    ),
    v.maxLength(FAMILY_MEMBERS_MAX),
  ),
  shareMatches: v.boolean(),
});

export const cheersMessageSchema: v.GenericSchema<CheersMessage> = v.object({
  nameId: v.string(),
  cheers: cheersSchema,
});

export const familyLastNameSchema: v.GenericSchema<FamilyLastName> = v.object({
  lastName: v.nullable(v.string()),
});

export const matchesToCelebrateSchema: v.GenericSchema<MatchesToCelebrate> = v.object({
  matches: v.array(v.object({ nameId: v.string(), name: v.string(), spellings: matchSpellings })),
});

export const familyNamesSchema: v.GenericSchema<FamilyNames> = v.object({
  names: v.array(v.object({ id: v.string(), name: v.string(), gender: genderSchema })),
});

/**
 * `/user/queue/errors` as the shell reads it: only a love kept as a like (decision 85); any other error is a screen's
 * to read, with the contract's schema, and fails this one.
 */
export const lovesUsedUpSchema: v.GenericSchema<
  Pick<ErrorMessage, 'code'>,
  { code: 'loves-used-up' }
> = v.object({ code: v.literal('loves-used-up') });

export const partnerLikeMessageSchema: v.GenericSchema<PartnerLikeMessage> = v.object({
  name: nameItemSchema,
  initial: v.pipe(v.string(), v.maxLength(8)),
  length: v.picklist(NAME_LENGTHS),
  eras: v.pipe(v.array(v.picklist(ERAS)), v.maxLength(ERAS.length)),
});
