import { z } from 'zod';
import { DEVICE_NAME_MAX_LENGTH } from './constants';
import { userTextSchema } from './user-text';

/** Text shown to people or looked up by them has no control characters (NUL, escapes, …); PostgreSQL refuses NUL. */
export const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

export const deviceIdSchema = z
  .uuid({ error: 'must be a UUID, e.g. 3f1c1c3e-8f7a-4c1e-9a63-1d2b3c4d5e6f' })
  .toLowerCase()
  .meta({ description: "The device's identifier (a random version-4 UUID kept on the device)." });

export const deviceQuerySchema = z.object({ deviceId: deviceIdSchema });

/** nameRequest of spec §3: the body of PUT /device/name. A name that is empty once trimmed clears the name. */
export const deviceNameRequestSchema = z.object({ name: userTextSchema(DEVICE_NAME_MAX_LENGTH) });
export type DeviceNameRequest = z.infer<typeof deviceNameRequestSchema>;

export const deviceNameResponseSchema = z.object({ name: z.string().nullable() });
export type DeviceNameResponse = z.infer<typeof deviceNameResponseSchema>;
