import type { MaxAdContentRating } from '@capacitor-community/admob';
import { isNativePlatform } from './platform';

/** The content ratings ads may carry at most (spec §9), as AdMob names them. */
export type AdContentRating = `${MaxAdContentRating}`;

/**
 * Starts the platform's ad SDK: Google AdMob in the apps (test ads until real ad unit ids are configured), nothing
 * on the web, where the deck shows placeholder cards. Rejects when the SDK cannot start.
 */
export async function startNativeAds(maxContentRating: AdContentRating): Promise<void> {
  if (!isNativePlatform()) {
    return;
  }
  const { AdMob, MaxAdContentRating: ratings } = await import('@capacitor-community/admob');
  await AdMob.initialize({
    initializeForTesting: true,
    maxAdContentRating: ratings[maxContentRating],
  });
}
