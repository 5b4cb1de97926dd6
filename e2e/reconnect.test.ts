import { REALTIME_RECONNECT_DELAY_MS } from '@name-swiper/contract/constants';
import type { Browser, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhone, openApp } from './support/browser';
import { startServer } from './support/server';
import { inviteCode } from './support/together';

/** A server of this file's own, since the test stops it under the phone and starts it again. */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The page's WebSockets as it opens them, with when it opened each and when each closed. */
function watchSockets(sockets: { socket: WebSocket; openedAt: number; closedAt?: number }[]) {
  return (socket: WebSocket) => {
    const entry: { socket: WebSocket; openedAt: number; closedAt?: number } = {
      socket,
      openedAt: Date.now(),
    };
    sockets.push(entry);
    socket.on('close', () => (entry.closedAt = Date.now()));
  };
}

describe('the realtime connection after the server dropped it (issue 35 §4)', () => {
  it('comes back 5 s later on its own and resubscribes: a reply on the device queue arrives', async () => {
    const context = await newPhone(browser, server.baseUrl);
    try {
      const page = await context.newPage();
      const sockets: { socket: WebSocket; openedAt: number; closedAt?: number }[] = [];
      page.on('websocket', watchSockets(sockets));
      await openApp(page, '/together');
      expect(sockets).toHaveLength(1);

      await server.restart();
      await page.getByTestId('connection-overlay').waitFor({ timeout: 10_000 });
      await page.getByTestId('connection-overlay').waitFor({ state: 'detached', timeout: 30_000 });

      // Each try (the first ones may find the server still starting) comes 5 s after the last one closed.
      expect(sockets.length).toBeGreaterThanOrEqual(2);
      expect(sockets.at(-1)?.closedAt).toBeUndefined();
      for (let index = 1; index < sockets.length; index += 1) {
        const delay = (sockets[index]?.openedAt ?? 0) - (sockets[index - 1]?.closedAt ?? Number.NaN);
        expect(delay).toBeGreaterThanOrEqual(REALTIME_RECONNECT_DELAY_MS - 50);
        expect(delay).toBeLessThan(REALTIME_RECONNECT_DELAY_MS + 1000);
      }
      // The invite code comes back on the device's own queue, which only a renewed subscription receives.
      expect(await inviteCode(page)).toMatch(/^[A-Z2-9]{6}$/);
    } finally {
      await context.close();
    }
  });
});
