import { expect, it } from 'vitest';
import { ConnectionQuota } from './connection-quota';

it('holds at most the limit per key, frees a slot once per release and forgets idle keys', () => {
  const quota = new ConnectionQuota(2);
  const first = quota.acquire('a');
  const second = quota.acquire('a');
  expect(quota.acquire('a')).toBeUndefined();
  expect(quota.acquire('b')).toBeDefined();
  first?.();
  first?.();
  expect(quota.count('a')).toBe(1);
  expect(quota.acquire('a')).toBeDefined();
  second?.();
  expect(quota.count('a')).toBe(1);
});
