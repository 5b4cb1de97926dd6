import { z } from 'zod';

/** The family as the REST API returns it and as /user/queue/family carries it: own entry first, "" for an unnamed member. */
export const familySchema = z.object({ members: z.array(z.string()) });
export type Family = z.infer<typeof familySchema>;
