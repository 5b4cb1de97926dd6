import { z } from 'zod';
import { LAST_NAME_MAX_LENGTH } from './constants';
import { userTextSchema } from './user-text';

/** The family as the REST API returns it and as /user/queue/family carries it: own entry first, "" for an unnamed member. */
export const familySchema = z.object({ members: z.array(z.string()) });
export type Family = z.infer<typeof familySchema>;

/**
 * GET /family/last-name and /user/queue/family-last-name: the last name a family of two or more shares, null when it
 * has none (or the device is alone: then its last name is its own, kept on the device).
 */
export const familyLastNameSchema = z.object({
  lastName: z
    .string()
    .nullable()
    .meta({ description: "The family's last name; null when none is set or alone." }),
});
export type FamilyLastName = z.infer<typeof familyLastNameSchema>;

/** The body of /app/family/last-name: trimmed and normalised like the device's own last name; "" clears it. */
export const setFamilyLastNameSchema = z.object({ lastName: userTextSchema(LAST_NAME_MAX_LENGTH) });
