import { DEFAULT_FRAME_LIMITS } from './frames/frame-limits';

/**
 * Every limit and interval of `attachStompServer` that an option may override, at its default. Each bounds what
 * one client can make the server hold or do (README.md, "Limits and why").
 */
export const STOMP_SERVER_DEFAULTS = {
  heartBeat: { outgoingMs: 10_000, incomingMs: 10_000 },
  maxHeartBeatIntervalMs: 30_000,
  pingIntervalMs: 30_000,
  frameLimits: DEFAULT_FRAME_LIMITS,
  maxIdBytes: 256,
  maxSubscriptions: 32,
  maxQueuedFrames: 64,
  rateLimit: { perSecond: 50, burst: 100 },
  outboundBufferBytes: 64 * 1024,
  maxSessionsPerPrincipal: 8,
  maxSocketsPerIp: 64,
  upgradesPerIpPerMinute: 600,
  maxOpenSockets: 10_000,
  connectTimeoutMs: 10_000,
  closeTimeoutMs: 5_000,
  shutdownTimeoutMs: 5_000,
  serverName: 'stomp-server/0.1',
} as const;
