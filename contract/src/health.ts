import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  database: z.enum(['up', 'down']),
  bus: z
    .enum(['memory', 'up', 'down'])
    .meta({ description: 'The realtime bus: in-process, or Redis up/down.' }),
});
export type Health = z.infer<typeof healthSchema>;
