import { z } from 'zod';
import { FAMILY_NAME_MAX_LENGTH } from './constants';
import type { ErrorCode } from './errors';
import { NO_CONTROL_CHARACTERS } from './device';
import { genderSchema } from './names';
import { userTextSchema } from './user-text';

export { FAMILY_NAME_ID_PREFIX, isFamilyNameId } from './constants';

/**
 * A name of the family's own (decision 62): letters of any script, each with its combining marks, in groups joined by
 * one hyphen, apostrophe (' or ’) or space: "Anne-Marie", "D’Angelo", "Mary Kate", "Zoë", "ليلى".
 */
const NAME_SHAPE = /^\p{L}\p{M}*(?:[-'’ ]?\p{L}\p{M}*)*$/u;

/** The same user-text rules as every text a user sets (forbidden characters, trim, NFC, length), then the name's shape. */
export const familyNameTextSchema = userTextSchema(FAMILY_NAME_MAX_LENGTH).refine(
  (name) => NAME_SHAPE.test(name),
  {
    error: 'must be letters, with single hyphens, apostrophes or spaces between them',
    params: { code: 'invalid-name' satisfies ErrorCode },
  },
);

/** One of the family's own names, as Settings lists it. */
const familyNameSchema = z.object({
  id: z.string().meta({ description: 'Starts with "f:", which no catalogue id does.' }),
  name: z.string(),
  gender: genderSchema,
});
export type FamilyName = z.infer<typeof familyNameSchema>;

/** GET /family/names and /user/queue/family-names: the family's own names, oldest first. */
export const familyNamesSchema = z.object({ names: z.array(familyNameSchema) });
export type FamilyNames = z.infer<typeof familyNamesSchema>;

/** The body of /app/family/names/add; the gender is the one the deck's gender filter sees (N: either). */
export const addFamilyNameSchema = z.object({
  name: familyNameTextSchema,
  gender: genderSchema.default('N'),
});

/** The body of /app/family/names/remove. */
export const removeFamilyNameSchema = z.object({
  nameId: z.string().min(1).max(100).regex(NO_CONTROL_CHARACTERS),
});
