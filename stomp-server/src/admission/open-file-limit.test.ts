import { expect, it } from 'vitest';
import { parseOpenFileLimit, socketCeiling } from './open-file-limit';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max processes             63459                63459                processes
Max open files            20000                20000                files
Max locked memory         8388608              8388608              bytes
`;

it('reads the soft open-file limit, and nothing from an unlimited or missing one', () => {
  expect(parseOpenFileLimit(LIMITS)).toBe(20_000);
  expect(
    parseOpenFileLimit(LIMITS.replace('20000                20000', 'unlimited  unlimited')),
  ).toBeUndefined();
  expect(parseOpenFileLimit('')).toBeUndefined();
});

it('keeps the cap at three quarters of the open-file limit', () => {
  expect(socketCeiling(10_000, 1_048_576)).toBe(10_000);
  expect(socketCeiling(10_000, 1_024)).toBe(768);
  expect(socketCeiling(10_000, undefined)).toBe(10_000);
});
