import { z } from 'zod';
import { NO_CONTROL_CHARACTERS } from './device';
import { genderSchema } from './names';

/** How many names GET /name-suggestions gives by default, and at most. */
export const NAME_SUGGESTIONS_DEFAULT_LIMIT = 8;
export const NAME_SUGGESTIONS_MAX_LIMIT = 20;

/** GET /name-suggestions: the beginning of a name as the parent types it, and how many names to suggest. */
export const nameSuggestionsQuerySchema = z.object({
  prefix: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(100, { error: 'is too long' })
    .regex(NO_CONTROL_CHARACTERS, { error: 'must not contain control characters' })
    .meta({ description: 'The beginning of a name; case and accents do not matter (zoe finds Zoë).' }),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(NAME_SUGGESTIONS_MAX_LIMIT, { error: `must be at most ${NAME_SUGGESTIONS_MAX_LIMIT}` })
    .default(NAME_SUGGESTIONS_DEFAULT_LIMIT),
});
export type NameSuggestionsQuery = z.infer<typeof nameSuggestionsQuerySchema>;

export const nameSuggestionSchema = z.object({ name: z.string(), gender: genderSchema });
export type NameSuggestion = z.infer<typeof nameSuggestionSchema>;

/** The catalogue's names that begin so, most popular first. */
export const nameSuggestionsSchema = z.array(nameSuggestionSchema);
