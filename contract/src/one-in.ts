import { z } from 'zod';
import { STATISTICS_COUNTRIES } from './constants';

/**
 * How common a name is in a place (decision 99): 1 in `n` children born there in the series' last year had it. The
 * catalogue computes it; `atLeast` marks a lower bound (a source that leaves rarely given names out records fewer
 * births than were born).
 */
export const oneInSchema = z.object({
  n: z.int().min(1),
  sex: z.enum(['F', 'M']).optional().meta({
    description: 'n is among the girls (F) or boys (M) born; absent: among all babies (a top list).',
  }),
  atLeast: z.boolean().optional().meta({ description: 'true: 1 in at least n.' }),
});
export type OneIn = z.infer<typeof oneInSchema>;

/** The short line of a card: 1 in `n` in `place`, for the first of the parent's places that has a figure. */
export const cardLineSchema = z.object({
  place: z.enum(STATISTICS_COUNTRIES),
  n: z.int().min(1),
  atLeast: z.boolean().optional(),
});
export type CardLine = z.infer<typeof cardLineSchema>;
