import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/browser';
import { summarise } from './stats';
import type { Latency } from './stats';

/** DevTools throttling equal to Lighthouse's mobile slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up). */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

export interface SwipeTiming {
  swipes: number;
  nextCard: Latency;
  /** Swipes during which the next card waited on an API response (one arrived between swipe and card). */
  networkWaits: number;
}

/** Opens the app on a throttled phone and presses ArrowRight `swipes` times, timing each next card. */
export async function measureSwipes(baseUrl: string, swipes: number): Promise<SwipeTiming> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const apiResponses: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) {
        apiResponses.push(performance.now());
      }
    });
    await page.goto('/');
    await page.getByTestId('connection-overlay').waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByTestId('current-card').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    const samples: number[] = [];
    let networkWaits = 0;
    for (let swipe = 0; swipe < swipes; swipe++) {
      const before = await page.getByTestId('current-card').textContent();
      const startedAt = performance.now();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(
        (previous) => document.querySelector('[data-testid="current-card"]')?.textContent !== previous,
        before,
        { polling: 'raf', timeout: 30_000 },
      );
      const shownAt = performance.now();
      samples.push(shownAt - startedAt);
      if (apiResponses.some((at) => at > startedAt && at < shownAt)) {
        networkWaits += 1;
      }
      await page.waitForTimeout(400);
    }
    return { swipes, nextCard: summarise(samples), networkWaits };
  } finally {
    await browser.close();
  }
}
