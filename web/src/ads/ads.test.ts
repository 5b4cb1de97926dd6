import { describe, expect, it, vi } from 'vitest';
import { createInterstitials, initAds, isAdDraw } from './ads';

describe('ads', () => {
  it('an ad on every 5th draw, never on draw 0', () => {
    expect([0, 1, 4, 5, 6, 10, 15].map(isAdDraw)).toEqual([false, false, false, true, false, true, true]);
  });

  it('the interstitial fires on every 3rd trigger and is only logged', () => {
    const log = vi.fn();
    const interstitials = createInterstitials(log);
    const fired = Array.from({ length: 6 }, () => interstitials.trigger());
    expect(fired).toEqual([false, false, true, false, false, true]);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('a failing initialisation is skipped with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await initAds(() => Promise.reject(new Error('no sdk')))).toBe(false);
    expect(warn).toHaveBeenCalled();
    expect(await initAds()).toBe(true);
  });
});
