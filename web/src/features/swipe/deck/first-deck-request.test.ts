import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUnvotedNames } from '../../../api/get-unvoted-names';
import { loadDeviceId } from '../../../platform/device-id';
import { learnedOrderSetting } from '../../../stores/learned-order-store';
import { preferencesStore } from '../../../stores/preferences-store';
import { DECK_BATCH_SIZE, deckKeyOf } from './deck-key';
import { requestFirstDeck } from './first-deck-request';

const EMMA = { id: 'emma', name: 'Emma', gender: 'F', tags: [], popularIn: [], originLanguages: [] };

function countingFetch() {
  const fetch = vi.fn<(input: RequestInfo | URL) => Promise<Response>>(async () => Response.json([EMMA]));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe("the swipe screen's first deck request", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is the one the deck then deals from: the same address, answered once, with the device's filters and order", async () => {
    const deviceId = '5b0c2d1e-7a3f-4c9e-8d21-6f4a3b2c1d0e';
    window.localStorage.setItem(STORAGE_KEYS.deviceId, deviceId);
    preferencesStore.setSelectedTags(['dutch']);
    learnedOrderSetting.set(false);
    const fetch = countingFetch();

    requestFirstDeck('/');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('tags=dutch');
    expect(String(fetch.mock.calls[0]?.[0])).toContain('learn=false');
    // The cards' "1 in N" are for the places of the app's language (decision 99).
    expect(String(fetch.mock.calls[0]?.[0])).toContain('language=en');

    const dealt = await getUnvotedNames({ ...deckKeyOf(deviceId), limit: DECK_BATCH_SIZE });
    expect(dealt.map((name) => name.name)).toEqual(['Emma']);
    expect(fetch).toHaveBeenCalledTimes(1);

    await getUnvotedNames({ ...deckKeyOf(deviceId), limit: DECK_BATCH_SIZE });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives a first visit its device id at once, the one the app then keeps', async () => {
    const fetch = countingFetch();
    requestFirstDeck('/baby');
    const deviceId = await loadDeviceId();
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`deviceId=${deviceId}`);
  });

  it('is not sent from any other screen', () => {
    const fetch = countingFetch();
    requestFirstDeck('/matches');
    requestFirstDeck('/name/Emma');
    expect(fetch).not.toHaveBeenCalled();
  });
});
