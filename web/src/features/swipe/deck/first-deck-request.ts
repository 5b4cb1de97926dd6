import { buildUrl } from '../../../api/api-url';
import { startEarlyRequest } from '../../../api/early-requests';
import { UNVOTED_NAMES_PATH, unvotedNamesQuery } from '../../../api/unvoted-names-query';
import { isNativePlatform } from '../../../platform/platform';
import { storedWebDeviceId } from '../../../platform/web-device-id';
import { SWIPE_PATHS } from '../swipe-paths';
import { DECK_BATCH_SIZE, deckKeyOf } from './deck-key';

/**
 * On the web's swipe screen, asks for the first names from the entry script, so that the answer travels while
 * the app's code is still on its way; the deck takes it when it asks with the same address. The apps read their
 * device id asynchronously and load their code from the device, so they ask when the deck is dealt.
 */
export function requestFirstDeck(pathname: string = window.location.pathname): void {
  if (isNativePlatform() || !SWIPE_PATHS.includes(pathname)) {
    return;
  }
  const key = deckKeyOf(storedWebDeviceId());
  startEarlyRequest(buildUrl(UNVOTED_NAMES_PATH, unvotedNamesQuery({ ...key, limit: DECK_BATCH_SIZE })));
}
