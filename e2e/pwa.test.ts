import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page, WebSocketRoute } from 'playwright-core';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentName, serverVotes } from './support/app';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, openApp, PHONE_VIEWPORT } from './support/browser';
import { storedOutbox } from './support/offline';
import { usePhoneSession } from './support/phone-session';

const session = usePhoneSession();

/** Waits until the service worker has installed (precache done) and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

const outbox = storedOutbox;

/** Likes the current card by keyboard once a name is on top; returns that name. */
async function likeCurrent(page: Page): Promise<string> {
  const name = await currentName(page);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(
    (previous) =>
      document.querySelector('[data-testid="current-card"] [data-testid="card-name"] span > span')
        ?.textContent !== previous,
    name,
  );
  return name;
}

/**
 * A real network drop: the context goes offline and the open realtime socket dies with it (Chromium's offline
 * emulation leaves open WebSockets alone, a lost network does not); new sockets fail until the network is back.
 */
async function controlNetwork(page: Page, context: BrowserContext) {
  let up = true;
  const sockets = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/api\/ws/, async (socket) => {
    if (!up) {
      await socket.close({ code: 1001, reason: 'offline' });
      return;
    }
    const server = socket.connectToServer();
    sockets.add(socket);
    socket.onClose(() => sockets.delete(socket));
    server.onClose(() => sockets.delete(socket));
  });
  return {
    async setOnline(online: boolean) {
      up = online;
      await context.setOffline(!online);
      if (!online) {
        await Promise.all([...sockets].map((socket) => socket.close({ code: 1001, reason: 'offline' })));
      }
    },
  };
}

describe('installable web app (spec §1 Platforms, issue 11)', () => {
  it('has a manifest with icons and theme, a service worker, and no installability errors', async () => {
    const { baseUrl } = session;
    // Installability is never granted to incognito contexts: a profile on disk, as a user's browser has.
    const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
      baseURL: baseUrl,
      viewport: PHONE_VIEWPORT,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await openApp(page, '/');
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      await checkManifest(page, cdp);
    } finally {
      await context.close();
      await fs.rm(profile, { recursive: true, force: true });
    }
  });
});

async function checkManifest(page: Page, cdp: CDPSession): Promise<void> {
  const { errors, data } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data ?? '{}');
  expect(manifest).toMatchObject({ name: 'Name Swiper', short_name: 'Name Swiper', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#/);
  const sizes = manifest.icons.map(
    (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe(icon.type);
  }
}

describe('offline (issue 11)', () => {
  it('keeps dealing from the queue offline; the votes wait in the outbox and reach the server once back online', async () => {
    const { page, context, baseUrl } = session;
    const network = await controlNetwork(page, context);
    await openApp(page, '/baby');
    await waitForServiceWorker(page);

    await network.setOnline(false);
    await page.getByTestId('offline-banner').waitFor();
    const liked = [await likeCurrent(page), await likeCurrent(page), await likeCurrent(page)];
    expect(await page.getByTestId('connection-overlay').count()).toBe(0);
    await expect.poll(() => outbox(page)).toHaveLength(3);
    expect(await serverVotes(page, baseUrl, () => false, 1500)).toEqual([]);

    await network.setOnline(true);
    const votes = await serverVotes(page, baseUrl, (list) => list.length === 3, 20_000);
    expect(votes.map((vote) => vote.name).sort()).toEqual([...liked].sort());
    expect(votes.every((vote) => vote.approved)).toBe(true);
    await expect.poll(() => outbox(page), { timeout: 5000 }).toEqual([]);
    expect(await page.getByTestId('offline-banner').count()).toBe(0);
  });

  it('starts offline from the cached app shell and the last fetched deck', async () => {
    const { page, context, baseUrl } = session;
    await openApp(page, '/baby');
    await waitForServiceWorker(page);
    // Once the worker controls the page, a reload fetches the deck through it, which keeps a copy.
    await page.reload();
    await currentName(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-banner').waitFor();
    const liked = await likeCurrent(page);
    await expect.poll(() => outbox(page)).toHaveLength(1);

    await context.setOffline(false);
    const votes = await serverVotes(page, baseUrl, (list) => list.length === 1, 20_000);
    expect(votes.map((vote) => [vote.name, vote.approved])).toEqual([[liked, true]]);
  });
});
