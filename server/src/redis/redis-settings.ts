export interface RedisSettings {
  url: string;
  /** How long the first connection may take (with retries) before the start fails. */
  connectTimeoutMs: number;
}
