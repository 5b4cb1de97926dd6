import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentName, deviceIdOf, serverVotes, waitForCardChange } from './support/app';
import { openApp } from './support/browser';
import {
  controlNetwork,
  historyRows,
  storedOutbox,
  waitForServiceWorker,
  withoutAds,
} from './support/offline';
import { usePhones } from './support/phones';

const phones = usePhones();
const { baseUrl } = phones;

/** A browser of its own; with `deviceId`, the same device id as another one (the app and a browser tab on one phone). */
async function browserTab(deviceId?: string): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await phones.phone();
  await withoutAds(context);
  if (deviceId) {
    await page.addInitScript((id) => window.localStorage.setItem('local_uuid', id), deviceId);
  }
  return { page, context };
}

describe('a vote made offline meets a newer change made elsewhere (issue 19)', () => {
  it('the newest action wins by the server clock, and History says it was changed on another device', async () => {
    const phone = await browserTab();
    const network = await controlNetwork(phone.page, phone.context);
    await openApp(phone.page, '/baby');
    await waitForServiceWorker(phone.page);
    await network.setOnline(false);
    const name = await currentName(phone.page);
    await waitForCardChange(phone.page, () => phone.page.keyboard.press('ArrowRight'));
    await expect.poll(() => storedOutbox(phone.page)).toHaveLength(1);

    // Later, with the same device id elsewhere and online, the name is disliked.
    const tablet = await browserTab(await deviceIdOf(phone.page));
    await openApp(tablet.page, `/name/${encodeURIComponent(name)}`);
    await tablet.page.getByRole('button', { name: 'Dislike', exact: true }).click();
    await serverVotes(tablet.page, baseUrl, (votes) => votes.some((vote) => vote.name === name));

    // The phone's older like arrives last and loses.
    await network.setOnline(true);
    await expect.poll(() => storedOutbox(phone.page), { timeout: 20_000 }).toEqual([]);
    const votes = await serverVotes(phone.page, baseUrl);
    expect(votes.map((vote) => [vote.name, vote.approved])).toEqual([[name, false]]);
    await phone.page.goto('/history');
    await expect
      .poll(() => historyRows(phone.page))
      .toEqual([{ name, vote: 'Dislike', note: 'Changed on another device, was liked' }]);
  });
});
