export const DEFAULT_REDIS_PREFIX = 'name-swiper:';

export interface RedisSettings {
  url: string;
  /** How long the first connection may take (with retries) before the start fails. */
  connectTimeoutMs: number;
  /** Starts every key and channel name, so that several deployments can share one Redis. */
  keyPrefix: string;
}
