import { z } from 'zod';

/** /api/health/live: the process is up and its event loop turns; no I/O is involved. */
export const livenessSchema = z.object({
  status: z.literal('alive'),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type Liveness = z.infer<typeof livenessSchema>;

const READINESS_PARTS = ['database', 'bus', 'catalogue'] as const;

/** /api/health/ready (and its aliases /api/health, /api/ready): whether this instance should get traffic. */
export const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'read-only', 'down']).meta({ description: 'up = answers and takes writes.' }),
  bus: z
    .enum(['memory', 'up', 'down'])
    .meta({ description: 'The realtime bus: in-process, or Redis up/down.' }),
  catalogue: z
    .enum(['loaded', 'missing'])
    .meta({ description: 'Whether the name catalogue is in the database.' }),
  failed: z
    .array(z.enum(READINESS_PARTS))
    .meta({ description: 'The parts that are not ready; empty when ok.' }),
});
export type Readiness = z.infer<typeof readinessSchema>;
