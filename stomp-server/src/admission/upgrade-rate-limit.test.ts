import { expect, it } from 'vitest';
import { UPGRADE_WINDOW_MS, UpgradeRateLimit } from './upgrade-rate-limit';

it('allows the budget per key and window, then refuses until the next window', () => {
  let now = 1_000;
  const limit = new UpgradeRateLimit(2, () => now);
  expect(limit.take('a')).toBe(true);
  expect(limit.take('a')).toBe(true);
  expect(limit.take('a')).toBe(false);
  expect(limit.take('b')).toBe(true);
  now += UPGRADE_WINDOW_MS - 1;
  expect(limit.take('a')).toBe(false);
  now += 1;
  expect(limit.take('a')).toBe(true);
});
