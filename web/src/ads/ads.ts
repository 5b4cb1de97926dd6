import { AD_EVERY_NTH_DRAW, INTERSTITIAL_EVERY_NTH_TRIGGER } from '@name-swiper/contract/constants';

/** Content ratings the ads module lists (spec §9). */
export const AD_CONTENT_RATINGS = ['General', 'ParentalGuidance', 'Teen', 'MatureAudience'] as const;

/** Every 5th draw (count > 0 and divisible by 5) is an ad (spec §4 Queue). */
export function isAdDraw(drawCount: number): boolean {
  return drawCount > 0 && drawCount % AD_EVERY_NTH_DRAW === 0;
}

/** Interstitial ads after swipes: every 3rd trigger, and on the web only logged (spec §1, §9). */
export function createInterstitials(log: (message: string) => void = (message) => console.info(message)) {
  let triggers = 0;
  return {
    trigger(): boolean {
      triggers += 1;
      if (triggers % INTERSTITIAL_EVERY_NTH_TRIGGER !== 0) {
        return false;
      }
      log(`[ads] interstitial ad would show now (trigger ${triggers})`);
      return true;
    },
  };
}

export const interstitials = createInterstitials();

/**
 * Starts the ads module. On the web the placeholders need nothing; a native SDK would start here. A failure
 * only skips ads, with a console warning (spec §8).
 */
export async function initAds(start: () => Promise<void> = async () => undefined): Promise<boolean> {
  try {
    await start();
    return true;
  } catch (error) {
    console.warn('[ads] initialisation failed; ads are skipped', error);
    return false;
  }
}
