import { z } from 'zod';
import { SUPPORTERS_MAX } from './constants';
import { genderSchema } from './names';

export const voteSchema = z.object({
  nameId: z.string(),
  name: z.string(),
  approved: z.boolean(),
  votedAt: z.iso.datetime(),
  gender: genderSchema,
  /** On GET /votes/matches only: when the family first had this match (it keeps that time through an undo). */
  matchedAt: z.iso.datetime().optional(),
  /** To a parent only: the supporters who like the name (display names, decision 90); absent when none do. */
  cheers: z.array(z.string()).max(SUPPORTERS_MAX).optional(),
  /**
   * On GET /votes/matches only: the different spellings of the name the family likes, most given first, while the
   * partners like different ones ("Zoe / Zoë: choose a spelling together", decision 94).
   */
  spellings: z.array(z.string()).min(2).optional(),
});
export type Vote = z.infer<typeof voteSchema>;

export const VOTE_FILTERS = ['all', 'likes', 'dislikes', 'matches'] as const;
export type VoteFilter = (typeof VOTE_FILTERS)[number];

export const voteStatsSchema = z.object({
  likes: z.int().meta({ description: "This device's likes." }),
  partnerLikes: z.int().meta({
    description: "Likes of the family's other parents together; 0 for a supporter (decision 89).",
  }),
  matches: z.int().meta({
    description:
      "The device's matches (every parent likes the name, decision 89), each once whatever the spellings liked (decision 94).",
  }),
});
export type VoteStats = z.infer<typeof voteStatsSchema>;
