import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core';

export interface StoredOutboxEntry {
  kind: 'vote' | 'unvote';
  nameId: string;
  approved?: boolean;
}

/**
 * A real network drop for one page: the context goes offline and the open realtime socket dies with it (Chromium's
 * offline emulation leaves open WebSockets alone, a lost network does not); new sockets fail until it is back.
 */
export async function controlNetwork(page: Page, context: BrowserContext) {
  let up = true;
  const sockets = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/api\/ws/, async (socket) => {
    if (!up) {
      await socket.close({ code: 1001, reason: 'offline' });
      return;
    }
    socket.connectToServer();
    sockets.add(socket);
    socket.onClose(() => sockets.delete(socket));
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

/** The outbox as the app stored it in IndexedDB (read once the app has opened its database). */
export async function storedOutbox(page: Page): Promise<StoredOutboxEntry[]> {
  return page.evaluate(
    () =>
      new Promise<StoredOutboxEntry[]>((resolve, reject) => {
        const request = indexedDB.open('name-swiper');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const read = db
            .transaction('state')
            .objectStore('state')
            .getAll(IDBKeyRange.bound(['outbox'], ['outbox', []]));
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            resolve(read.result);
          };
        };
      }),
  );
}

/** The History rows as shown: name, current vote and the change note, if any. */
export async function historyRows(page: Page): Promise<{ name: string; vote: string; note: string }[]> {
  const rows = page.getByTestId('vote-row');
  return rows.evaluateAll((items) =>
    items.map((row) => ({
      name: row.querySelector('a')?.textContent ?? '',
      vote: row.querySelector('button[aria-pressed="true"]')?.getAttribute('aria-label')?.split(' ')[0] ?? '',
      note: row.querySelector('[data-testid="vote-change"]')?.textContent ?? '',
    })),
  );
}

/** Waits until the service worker has installed (the app shell is cached) and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** Turns ads off, so that every card dealt is a name. */
export async function withoutAds(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => window.localStorage.setItem('ads-enabled', 'false'));
}
