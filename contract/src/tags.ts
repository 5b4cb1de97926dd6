import { z } from 'zod';

export const tagCountSchema = z.object({ tag: z.string(), remaining: z.int() });
export type TagCount = z.infer<typeof tagCountSchema>;
