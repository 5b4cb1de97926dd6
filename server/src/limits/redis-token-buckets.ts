import type { Redis } from 'ioredis';
import type { TokenBuckets } from './token-buckets';

/**
 * KEYS: the buckets; ARGV: now (ms), then burst and per-second rate for each bucket. Takes a token from every
 * bucket only if each has one, so a refused try writes nothing; a bucket expires once it would be full again.
 * Token counts go back as strings because Redis truncates Lua numbers to integers.
 */
const TAKE_TOKENS = `
local now = tonumber(ARGV[1])
local before = {}
local allowed = 1
for i, key in ipairs(KEYS) do
  local burst = tonumber(ARGV[2 * i])
  local rate = tonumber(ARGV[2 * i + 1])
  local state = redis.call('HMGET', key, 'tokens', 'at')
  local tokens = tonumber(state[1]) or burst
  local at = tonumber(state[2]) or now
  tokens = math.min(burst, tokens + math.max(0, now - at) * rate / 1000)
  before[i] = tostring(tokens)
  if tokens < 1 then
    allowed = 0
  end
end
if allowed == 1 then
  for i, key in ipairs(KEYS) do
    local burst = tonumber(ARGV[2 * i])
    local rate = tonumber(ARGV[2 * i + 1])
    local tokens = tonumber(before[i]) - 1
    redis.call('HSET', key, 'tokens', tostring(tokens), 'at', tostring(now))
    redis.call('PEXPIRE', key, math.ceil((burst - tokens) / rate * 1000) + 1000)
  end
end
return { allowed, before }
`;

function isTakeReply(reply: unknown): reply is [number, string[]] {
  return (
    Array.isArray(reply) &&
    typeof reply[0] === 'number' &&
    Array.isArray(reply[1]) &&
    reply[1].every((tokens) => typeof tokens === 'string')
  );
}

/** Buckets in Redis, shared by every instance: one script call per take, atomic over all its buckets. */
export function createRedisTokenBuckets(client: Redis, keyPrefix: string): TokenBuckets {
  return {
    take: async (requests, now) => {
      if (requests.length === 0) {
        return { allowed: true, tokensBefore: [] };
      }
      const keys = requests.map(({ key }) => `${keyPrefix}bucket:${key}`);
      const budgets = requests.flatMap(({ budget }) => [budget.burst, budget.perSecond]);
      const reply: unknown = await client.eval(TAKE_TOKENS, keys.length, ...keys, now, ...budgets);
      if (!isTakeReply(reply)) {
        throw new Error('unexpected reply from the token bucket script');
      }
      return { allowed: reply[0] === 1, tokensBefore: reply[1].map(Number) };
    },
    close: async () => {
      await client.quit();
    },
  };
}
