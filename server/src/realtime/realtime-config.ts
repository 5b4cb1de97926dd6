import { REALTIME_LIMITS } from '@name-swiper/contract/constants';
import { z } from 'zod';
import { parseEnv } from '../settings/parse-env';
import type { RealtimeOptions } from './attach-realtime';

const count = (fallback: number, min: number) => z.coerce.number().int().min(min).default(fallback);

/** The realtime variables of the environment: the WebSocket caps an operator may need to move. */
export const realtimeEnvSchema = z.object({
  REALTIME_MAX_SOCKETS: count(REALTIME_LIMITS.maxOpenSockets, 1),
  REALTIME_MAX_SOCKETS_PER_IP: count(REALTIME_LIMITS.socketsPerIp, 0),
  REALTIME_UPGRADES_PER_IP_PER_MINUTE: count(REALTIME_LIMITS.upgradesPerIpPerMinute, 0),
});

export type RealtimeConfig = Required<
  Pick<RealtimeOptions, 'maxOpenSockets' | 'maxSocketsPerIp' | 'upgradesPerIpPerMinute'>
>;

export function loadRealtimeConfig(env: NodeJS.ProcessEnv): RealtimeConfig {
  const vars = parseEnv(realtimeEnvSchema, env);
  return {
    maxOpenSockets: vars.REALTIME_MAX_SOCKETS,
    maxSocketsPerIp: vars.REALTIME_MAX_SOCKETS_PER_IP,
    upgradesPerIpPerMinute: vars.REALTIME_UPGRADES_PER_IP_PER_MINUTE,
  };
}
