import { z } from 'zod';
import { genderSchema } from './names';

export const voteSchema = z.object({
  nameId: z.string(),
  name: z.string(),
  approved: z.boolean(),
  votedAt: z.iso.datetime(),
  gender: genderSchema,
  /** On GET /votes/matches only: when the family first had this match (it keeps that time through an undo). */
  matchedAt: z.iso.datetime().optional(),
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
  partnerLikes: z.int().meta({ description: 'Likes of the other members of the family together.' }),
  matches: z.int().meta({
    description:
      'Names this device and at least one other member liked, each once whatever the spellings liked.',
  }),
});
export type VoteStats = z.infer<typeof voteStatsSchema>;
