import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFamily } from '../../api/get-family';
import { loadDeviceId } from '../../platform/device-id';
import { fakeApi } from '../../test/render-app';
import { requestFirstFamily } from './first-family-request';

const countingFetch = () => fakeApi({ '/api/family': { members: ['Anna', 'Bram'] } });

describe("Matches' first family request", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is the answer Matches then takes, asked for once', async () => {
    const deviceId = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    window.localStorage.setItem(STORAGE_KEYS.deviceId, deviceId);
    const fetch = countingFetch();

    requestFirstFamily('/matches');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await getFamily(deviceId)).toEqual({ members: ['Anna', 'Bram'] });
    expect(fetch).toHaveBeenCalledTimes(1);

    await getFamily(deviceId);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives a first visit its device id at once, the one the app then keeps', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.deviceId);
    const fetch = countingFetch();
    requestFirstFamily('/matches');
    const deviceId = await loadDeviceId();
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`deviceId=${deviceId}`);
  });

  it('is not sent from any other screen', () => {
    const fetch = countingFetch();
    requestFirstFamily('/');
    requestFirstFamily('/name/Emma');
    requestFirstFamily('/together');
    expect(fetch).not.toHaveBeenCalled();
  });
});
