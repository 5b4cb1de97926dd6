import { z } from 'zod';

/** A match this device has not celebrated yet: made while the app was closed, or while it was not connected. */
const matchToCelebrateSchema = z.object({
  nameId: z.string(),
  name: z.string(),
  spellings: z
    .array(z.string())
    .min(2)
    .optional()
    .meta({ description: 'The different spellings the partners liked, when they differ (decision 94).' }),
});
export type MatchToCelebrate = z.infer<typeof matchToCelebrateSchema>;

/** GET /matches/to-celebrate: the device's uncelebrated matches, in the order they were made. */
export const matchesToCelebrateSchema = z.object({ matches: z.array(matchToCelebrateSchema) });
export type MatchesToCelebrate = z.infer<typeof matchesToCelebrateSchema>;
