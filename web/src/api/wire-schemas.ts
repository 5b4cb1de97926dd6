import { GENDERS, PLACES } from '@name-swiper/contract/constants';
import type { NameItem } from '@name-swiper/contract/names';
import type { Problem } from '@name-swiper/contract/problem';
import type { Family, FamilyLastName } from '@name-swiper/contract/family';
import type { MatchesToCelebrate } from '@name-swiper/contract/matches';
import type { MatchRemovedMessage, NameApprovedMessage } from '@name-swiper/contract/realtime';
import type { Vote, VoteStats } from '@name-swiper/contract/votes';
import * as z from 'zod/mini';

/*
 * The contract's wire shapes that the first screen reads, as zod/mini schemas. The contract's own schemas are zod
 * classic, which the server needs (OpenAPI descriptions, defaults, refinements) and which would weigh a sixth of
 * the first screen; the other screens still use them. Each schema here is typed with the contract's type, so a
 * field the contract adds or changes fails to compile until it is added here too.
 */

const genderSchema = z.enum(GENDERS);

export const nameItemSchema: z.ZodMiniType<NameItem> = z.object({
  id: z.string(),
  name: z.string(),
  gender: genderSchema,
  tags: z.array(z.string()),
  origin: z.optional(z.string()),
  popularIn: z.array(z.enum(PLACES)),
  originLanguages: z.array(z.string()),
});

export const voteSchema: z.ZodMiniType<Vote> = z.object({
  nameId: z.string(),
  name: z.string(),
  approved: z.boolean(),
  votedAt: z.iso.datetime(),
  gender: genderSchema,
  matchedAt: z.optional(z.iso.datetime()),
});

export const voteStatsSchema: z.ZodMiniType<VoteStats> = z.object({
  likes: z.int(),
  partnerLikes: z.int(),
  matches: z.int(),
});

export const problemSchema: z.ZodMiniType<Problem> = z.object({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.string(),
  code: z.string(),
  instance: z.optional(z.string()),
});

/** The device id as the contract's deviceIdSchema reads it: a UUID, in lower case. */
export const deviceIdSchema: z.ZodMiniType<string> = z.uuid().check(z.toLowerCase());

export const nameApprovedMessageSchema: z.ZodMiniType<NameApprovedMessage> = z.object({
  name: z.string(),
  nameId: z.string(),
  celebrate: z.boolean(),
});
export const matchRemovedMessageSchema: z.ZodMiniType<MatchRemovedMessage> = z.object({ name: z.string() });

export const familySchema: z.ZodMiniType<Family> = z.object({ members: z.array(z.string()) });

export const familyLastNameSchema: z.ZodMiniType<FamilyLastName> = z.object({
  lastName: z.nullable(z.string()),
});

export const matchesToCelebrateSchema: z.ZodMiniType<MatchesToCelebrate> = z.object({
  matches: z.array(z.object({ nameId: z.string(), name: z.string() })),
});
