import type * as CapacitorCore from '@capacitor/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

const capacitor = vi.hoisted(() => ({ platform: 'web' }));
vi.mock('@capacitor/core', async (importOriginal) => {
  const original = await importOriginal<typeof CapacitorCore>();
  return { ...original, Capacitor: { ...original.Capacitor, getPlatform: () => capacitor.platform } };
});

const { currentPlatform, isNativePlatform } = await import('./platform');

describe('platform detection (spec §1 Platforms)', () => {
  afterEach(() => {
    capacitor.platform = 'web';
  });

  it.each([
    ['android', 'android', true],
    ['ios', 'ios', true],
    ['web', 'web', false],
    ['electron', 'web', false],
  ] as const)('Capacitor platform %s is %s', (reported, expected, native) => {
    capacitor.platform = reported;
    expect(currentPlatform()).toBe(expected);
    expect(isNativePlatform()).toBe(native);
  });

  it('a plain browser, without the native bridge, is web', () => {
    expect(currentPlatform()).toBe('web');
  });
});
