import { z } from 'zod';

/** RFC 9457 problem details; `code` is a stable key the clients translate. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.string(),
  code: z.string(),
  instance: z.string().optional(),
});
export type Problem = z.infer<typeof problemSchema>;
