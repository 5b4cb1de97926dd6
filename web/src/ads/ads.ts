import { AD_EVERY_NTH_DRAW, INTERSTITIAL_EVERY_NTH_TRIGGER } from '@name-swiper/contract/constants';
import type { AdContentRating } from '../platform/native-ads';
import { startNativeAds } from '../platform/native-ads';
import { adsSetting } from './ads-setting';

/** Content ratings the ads module lists (spec §9), the AdMob maximum-content-rating values. */
export const AD_CONTENT_RATINGS = [
  'General',
  'ParentalGuidance',
  'Teen',
  'MatureAudience',
] as const satisfies readonly AdContentRating[];

/** A baby-name app for expecting parents and their families: ads suitable for general audiences only. */
export const AD_CONTENT_RATING: AdContentRating = 'General';

type AdsStart = 'pending' | 'started' | 'failed';
let started: AdsStart = 'pending';

/** Whether ads show: the Settings switch is on and the ad SDK did not fail to start (spec §8). */
export function adsActive(): boolean {
  return adsSetting.get() && started !== 'failed';
}

/** Every 5th draw (count > 0 and divisible by 5) is an ad (spec §4 Queue). */
export function isAdDraw(drawCount: number): boolean {
  return drawCount > 0 && drawCount % AD_EVERY_NTH_DRAW === 0;
}

interface InterstitialOptions {
  log?: (message: string) => void;
  /** Triggers while ads are off are not counted. */
  isActive?: () => boolean;
}

/** Interstitial ads after swipes: every 3rd trigger, and at present only logged (spec §1, §9). */
export function createInterstitials({
  log = (message) => console.info(message),
  isActive = adsActive,
}: InterstitialOptions = {}) {
  let triggers = 0;
  return {
    trigger(): boolean {
      if (!isActive()) {
        return false;
      }
      triggers += 1;
      if (triggers % INTERSTITIAL_EVERY_NTH_TRIGGER !== 0) {
        return false;
      }
      log(`[ads] interstitial ad would show now (trigger ${triggers})`);
      return true;
    },
    triggers: () => triggers,
  };
}

export const interstitials = createInterstitials();

/**
 * Starts the ads module when ads are on: AdMob with the General content rating in the apps, nothing for the web's
 * placeholders. A failure only skips ads, with a console warning (spec §8). Resolves whether ads run.
 */
export async function initAds(
  start: () => Promise<void> = () => startNativeAds(AD_CONTENT_RATING),
): Promise<boolean> {
  if (!adsSetting.get()) {
    return false;
  }
  try {
    await start();
    started = 'started';
    return true;
  } catch (error) {
    started = 'failed';
    console.warn('[ads] initialisation failed; ads are skipped', error);
    return false;
  }
}

/** Turns ads on or off (Settings); turning them on starts the module if it has not run yet. */
export function setAdsEnabled(enabled: boolean): void {
  adsSetting.set(enabled);
  if (enabled && started !== 'started') {
    void initAds();
  }
}
