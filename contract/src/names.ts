import { z } from 'zod';
import { GENDERS, UNVOTED_DEFAULT_LIMIT, UNVOTED_MAX_LIMIT } from './constants';
import { deviceIdSchema, NO_CONTROL_CHARACTERS } from './device';

export const genderSchema = z.enum(GENDERS, { error: 'must be one of M, F, N' });

export const tagSchema = z
  .string()
  .regex(/^[a-z][a-z-]{0,39}$/, { error: 'must be a lower-case tag such as english' });

export const nameItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  gender: genderSchema,
  tags: z.array(z.string()),
  origin: z.string().optional(),
});
export type NameItem = z.infer<typeof nameItemSchema>;

export const popularitySeriesSchema = z.object({
  country: z
    .string()
    .meta({ description: 'Source country or region, e.g. nl, be, fr, ew, us, it, de-berlin.' }),
  firstYear: z.int(),
  counts: z
    .array(z.int())
    .meta({ description: 'Births per year from firstYear on; 0 = below the source threshold.' }),
});
export type PopularitySeries = z.infer<typeof popularitySeriesSchema>;

export const nameDetailSchema = nameItemSchema.extend({
  meaning: z.string().optional(),
  popularity: z.array(popularitySeriesSchema),
});
export type NameDetail = z.infer<typeof nameDetailSchema>;

export const namePathSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(100, { error: 'is too long' })
    .regex(NO_CONTROL_CHARACTERS, { error: 'must not contain control characters' }),
});

const repeatable = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(item));

export const unvotedQuerySchema = z.object({
  deviceId: deviceIdSchema,
  tags: repeatable(tagSchema).meta({ description: 'Repeatable; a name matches any given tag. None = all.' }),
  genders: repeatable(genderSchema).meta({ description: 'Repeatable (M, F, N). None = all.' }),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(UNVOTED_MAX_LIMIT, { error: `must be at most ${UNVOTED_MAX_LIMIT}` })
    .default(UNVOTED_DEFAULT_LIMIT),
});
export type UnvotedQuery = z.infer<typeof unvotedQuerySchema>;
