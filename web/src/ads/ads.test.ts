import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdItem, isAdItem } from './ad-item';
import { ADS_ENABLED_KEY, adsSetting, createAdsSetting } from './ads-setting';
import {
  AD_CONTENT_RATING,
  AD_CONTENT_RATINGS,
  adsActive,
  createInterstitials,
  initAds,
  isAdDraw,
  setAdsEnabled,
} from './ads';

afterEach(() => {
  adsSetting.set(true);
  vi.restoreAllMocks();
});

describe('ad cards in the deck (spec §4 Queue, §9)', () => {
  it('an ad on every 5th draw, never on draw 0', () => {
    expect([0, 1, 4, 5, 6, 10, 15].map(isAdDraw)).toEqual([false, false, false, true, false, true, true]);
  });

  it('exactly one ad in every 5 draws over a long run', () => {
    const draws = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(draws.filter(isAdDraw)).toHaveLength(20);
  });

  it('an ad item is an object with an ad field (spec §3)', () => {
    expect(isAdItem(createAdItem(5))).toBe(true);
    expect(
      isAdItem({ id: 'emma', name: 'Emma', gender: 'F', tags: [], popularIn: [], originLanguages: [] }),
    ).toBe(false);
  });
});

describe('interstitials (spec §1, §9: every 3rd trigger, logged only)', () => {
  it('fire on every 3rd trigger and are only logged', () => {
    const log = vi.fn();
    const interstitials = createInterstitials({ log, isActive: () => true });
    const fired = Array.from({ length: 9 }, () => interstitials.trigger());
    expect(fired).toEqual([false, false, true, false, false, true, false, false, true]);
    expect(log).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('trigger 9'));
  });

  it('triggers while ads are off neither fire nor count', () => {
    let active = true;
    const log = vi.fn();
    const interstitials = createInterstitials({ log, isActive: () => active });
    interstitials.trigger();
    active = false;
    expect(Array.from({ length: 5 }, () => interstitials.trigger())).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(interstitials.triggers()).toBe(1);
    active = true;
    expect([interstitials.trigger(), interstitials.trigger()]).toEqual([false, true]);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('follow the Settings switch by default', () => {
    const log = vi.fn();
    const interstitials = createInterstitials({ log });
    adsSetting.set(false);
    Array.from({ length: 6 }, () => interstitials.trigger());
    expect(log).not.toHaveBeenCalled();
  });
});

describe('initialisation (spec §8)', () => {
  it('a failing start is skipped with a warning and switches ads off; a later start turns them on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await initAds(() => Promise.reject(new Error('no sdk')))).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ads are skipped'), expect.any(Error));
    expect(adsActive()).toBe(false);
    expect(await initAds(async () => undefined)).toBe(true);
    expect(adsActive()).toBe(true);
  });

  it('does not start at all while ads are switched off', async () => {
    const start = vi.fn(async () => undefined);
    adsSetting.set(false);
    expect(await initAds(start)).toBe(false);
    expect(start).not.toHaveBeenCalled();
    expect(adsActive()).toBe(false);
  });

  it('on the web the default start needs no SDK', async () => {
    expect(await initAds()).toBe(true);
  });

  it('asks for General content at most, one of the four ratings of spec §9', () => {
    expect(AD_CONTENT_RATINGS).toEqual(['General', 'ParentalGuidance', 'Teen', 'MatureAudience']);
    expect(AD_CONTENT_RATING).toBe('General');
  });
});

describe('the ads switch', () => {
  it('is on by default and remembered in local storage', () => {
    expect(createAdsSetting().get()).toBe(true);
    setAdsEnabled(false);
    expect(window.localStorage.getItem(ADS_ENABLED_KEY)).toBe('false');
    expect(createAdsSetting().get()).toBe(false);
    expect(adsActive()).toBe(false);
    setAdsEnabled(true);
    expect(createAdsSetting().get()).toBe(true);
  });
});
