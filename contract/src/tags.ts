import { z } from 'zod';

export const tagCountSchema = z.object({
  tag: z.string(),
  remaining: z.int().meta({
    description:
      'Unvoted names of the tag within the selected genders; with tagMatch=all, only those that also carry ' +
      'every selected tag (what the deck would deal with this tag selected too).',
  }),
});
export type TagCount = z.infer<typeof tagCountSchema>;
