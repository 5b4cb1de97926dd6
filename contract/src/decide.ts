import { z } from 'zod';
import { NO_CONTROL_CHARACTERS } from './device';

export { DECIDE_MAX_NAMES, DECIDE_MIN_NAMES } from './constants';

/**
 * "Talk about these": a name one partner ranks among their first TALK_ABOUT_PLACES and the other among their last
 * as many. With fewer than twice that many names the places shrink to half the list (rounded down), so that the
 * top and the bottom never overlap.
 */
export const TALK_ABOUT_PLACES = 3;

const nameIdSchema = z
  .string()
  .regex(NO_CONTROL_CHARACTERS, { error: 'must not contain control characters' })
  .min(1)
  .max(100);

/** `/app/decide/compare`: of two matched names, the one preferred. A skip sends nothing. */
export const compareMessageSchema = z
  .object({ winnerId: nameIdSchema, loserId: nameIdSchema })
  .refine((message) => message.winnerId !== message.loserId, {
    error: 'must name two different names',
    path: ['loserId'],
  });

const decideNameSchema = z.object({
  nameId: z.string(),
  name: z.string(),
  loved: z.literal(true).optional().meta({
    description: 'Every member loves it (issue 33): seeded first, it leads the list and wins ties.',
  }),
});
export type DecideName = z.infer<typeof decideNameSchema>;

const rankedNameSchema = z.object({
  nameId: z.string(),
  ordinal: z.number().meta({ description: "The name's openskill ordinal (mu - 3 sigma) for this member." }),
});
export type RankedName = z.infer<typeof rankedNameSchema>;

const memberRankingSchema = z.object({
  member: z.string().meta({ description: 'Display name of the member; "" when unnamed.' }),
  you: z
    .boolean()
    .meta({ description: 'Whether this is the ranking of the asking device (and its account).' }),
  comparisons: z.int().meta({ description: 'Comparisons the member has made between the current names.' }),
  ranking: z.array(rankedNameSchema).meta({ description: 'Every current name, best first.' }),
  settled: z.boolean().meta({
    description:
      "Whether the member's answers put every current name in order (unsettledPairs, decision 73).",
  }),
});
export type MemberRanking = z.infer<typeof memberRankingSchema>;

const ourRankingEntrySchema = z.object({
  nameId: z.string(),
  place: z.int().min(1).meta({
    description: 'Its place in our ranking; names tied with the one before share its place (1, 1, 3).',
  }),
  talkAbout: z.boolean().meta({
    description: 'One member ranks it near the top and another near the bottom (TALK_ABOUT_PLACES).',
  }),
});
export type OurRankingEntry = z.infer<typeof ourRankingEntrySchema>;

/**
 * GET /decide and `/user/queue/decide`: the names every member of the family liked, each member's ranking of them
 * (the asking device's first), the combined ranking, and the pairs the asking device has answered.
 */
export const decideStateSchema = z.object({
  names: z.array(decideNameSchema),
  rankings: z.array(memberRankingSchema),
  ours: z.array(ourRankingEntrySchema),
  comparedPairs: z.array(z.tuple([z.string(), z.string()])).meta({
    description:
      'Pairs of current names the asking device (or its account) has compared, each as [preferred, other].',
  }),
});
export type DecideState = z.infer<typeof decideStateSchema>;
