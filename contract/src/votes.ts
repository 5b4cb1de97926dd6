import { z } from 'zod';
import { FEELINGS, SUPPORTERS_MAX } from './constants';
import { genderSchema } from './names';

export { FEELINGS, type Feeling } from './constants';
export const feelingSchema = z.enum(FEELINGS);

export const voteSchema = z.object({
  nameId: z.string(),
  name: z.string(),
  approved: z.boolean().meta({ description: 'true = like (a love too), false = dislike (a maybe too).' }),
  votedAt: z.iso.datetime(),
  gender: genderSchema,
  feeling: feelingSchema.optional().meta({
    description:
      'Only on the device\'s own votes: "love" (approved true) or "maybe" (approved false); absent: plain.',
  }),
  maybes: z.int().min(1).optional().meta({
    description: 'On a maybe only: how many times this name was put to maybe (it comes back at most twice).',
  }),
  /** On GET /votes/matches only: when the family first had this match (it keeps that time through an undo). */
  matchedAt: z.iso.datetime().optional(),
  /** To a parent only: the supporters who like the name (display names, decision 90); absent when none do. */
  cheers: z.array(z.string()).max(SUPPORTERS_MAX).optional(),
  /**
   * On GET /votes/matches only: the different spellings of the name the family likes, most given first, while the
   * partners like different ones ("Zoe / Zoë: choose a spelling together", decision 94).
   */
  spellings: z.array(z.string()).min(2).optional(),
  allLove: z.literal(true).optional().meta({
    description: 'On GET /votes/matches only: every member who likes the name loves it.',
  }),
});
export type Vote = z.infer<typeof voteSchema>;

export const VOTE_FILTERS = ['all', 'likes', 'dislikes', 'maybes', 'matches'] as const;
export type VoteFilter = (typeof VOTE_FILTERS)[number];

export const voteStatsSchema = z.object({
  likes: z.int().meta({ description: "This device's likes (its loves among them)." }),
  partnerLikes: z.int().meta({
    description:
      "Likes (loves among them) of the family's other parents together; 0 for a supporter (decision 89).",
  }),
  matches: z.int().meta({
    description:
      "The device's matches (every parent likes the name, decision 89), each once whatever the spellings liked (decision 94).",
  }),
});
export type VoteStats = z.infer<typeof voteStatsSchema>;
