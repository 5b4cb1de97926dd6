import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { firstScreenAssets, firstScreenSize } from '../bench/bundle-size';
import { LATER_TEXTS } from '../web/src/i18n/text-parts';
import { currentName, waitForStillScreen } from './support/app';
import { launchBrowser, openApp, PHONE_VIEWPORT, phoneAddressHeaders } from './support/browser';
import { repoRoot } from './support/server';

const distDir = path.join(repoRoot, 'web/dist');
const readDist = (file: string) => fs.readFileSync(path.join(distDir, file), 'utf8');

/**
 * The first screen may not grow: today's 123.4 KB (our own translator in place of i18next, decision 70) plus a
 * little room; 194 KB before decision 65 took react-router, zod and the second language off it, 140.2 KB before
 * decision 70. Issue 21's target, twice a bare React page (130 KB), is tracked in bench/; lower this as it shrinks.
 * Issue 31 added what the swipe screen now shows a couple (126.3 KB); issue 32's twenty-four places and the Credits
 * of thirteen more sources took it to 128.1 KB, and texts in two parts (decision 84: the later screens' texts come
 * with their code) to 123.7 KB.
 */
const FIRST_SCREEN_BUDGET_KB = 125;

describe('first load (issue 21)', () => {
  it(`needs at most ${FIRST_SCREEN_BUDGET_KB} KB of gzipped JS and CSS for the first screen`, () => {
    const { gzipBytes } = firstScreenSize(distDir);
    expect(gzipBytes / 1024, 'first screen, KB gzipped').toBeLessThanOrEqual(FIRST_SCREEN_BUDGET_KB);
  });

  it("names no text of the later screens in the first screen's code, so none shows as its key", () => {
    const code = firstScreenAssets(distDir)
      .filter((asset) => asset.endsWith('.js'))
      .map(readDist)
      .join('\n');
    // A key names a namespace and a text in it ("decide.title"): a bare "name" is an attribute, not a text.
    const namesText = (textPath: string) => {
      const escaped = textPath.replaceAll('.', '\\.');
      const end = textPath.includes('.') ? '[.`\'"_]' : '\\.';
      return new RegExp(`[\`'"]${escaped}${end}`).test(code);
    };
    const named = LATER_TEXTS.filter(namesText);
    expect(named).toEqual([]);
  });

  it('preloads the Latin Nunito file, and the service worker precaches no other font', () => {
    expect(readDist('index.html')).toMatch(
      /<link rel="preload" href="\/assets\/nunito-latin-wght-normal-[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin>/,
    );
    const precachedFonts = [...readDist('sw.js').matchAll(/assets\/([\w-]+?)-[\w-]{8}\.woff2/g)].map(
      (match) => match[1],
    );
    expect(precachedFonts.sort()).toEqual(['nunito-latin-ext-wght-normal', 'nunito-latin-wght-normal']);
  });
});

describe('first paint (issue 21)', () => {
  it('carries its styles inline and fetches every script at low priority, none of them needed to paint', () => {
    const html = readDist('index.html');
    expect(html).toMatch(/<style>[\s\S]{10000,}?<\/style>/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    const scripts = [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)];
    expect(scripts.length).toBeGreaterThan(1);
    for (const [tag] of scripts) {
      expect(tag).toContain('fetchpriority="low"');
    }
  });
});

describe('first visit and return visit (issue 21)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  // Without the service worker, so that the page's own requests are the ones held back.
  const contextWithoutWorker = () =>
    browser.newContext({
      baseURL: baseUrl,
      viewport: PHONE_VIEWPORT,
      serviceWorkers: 'block',
      extraHTTPHeaders: phoneAddressHeaders(),
    });

  /** Holds every deck request the page makes from now on; the test lets them go. */
  async function holdDeckRequests(page: Page): Promise<Route[]> {
    const held: Route[] = [];
    await page.route(/\/api\/names\/unvoted\?/, (route) => {
      held.push(route);
    });
    return held;
  }

  it("paints the static shell before the app's code starts, then the app replaces it", async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: PHONE_VIEWPORT,
      extraHTTPHeaders: phoneAddressHeaders(),
    });
    try {
      const page = await context.newPage();
      await openApp(page, '/baby');
      await currentName(page);
      const [paint, start] = await page.evaluate(() => [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        performance.getEntriesByName('app-start')[0]?.startTime,
      ]);
      expect(paint).toBeGreaterThan(0);
      expect(start).toBeGreaterThan(paint ?? Number.POSITIVE_INFINITY);
    } finally {
      await context.close();
    }
  });

  it('shows a loading card, never "no names left", while a first visit waits for its first names', async () => {
    const context = await contextWithoutWorker();
    try {
      const page = await context.newPage();
      const held = await holdDeckRequests(page);
      await openApp(page, '/');
      await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(0);
      await page.getByTestId('deck-skeleton').waitFor({ timeout: 10_000 });
      expect(await page.getByText('No names left').count()).toBe(0);
      await Promise.all(held.map((route) => route.continue()));
      expect(await currentName(page)).not.toBe('');
      // The request the app's start sent is the one the swipe screen deals from.
      expect(held).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('shows the deck saved on the last visit before the server answers', async () => {
    const context = await contextWithoutWorker();
    try {
      const page = await context.newPage();
      await openApp(page, '/baby');
      const first = await currentName(page);
      await waitForStillScreen(page);

      const held = await holdDeckRequests(page);
      await page.reload();
      expect(await currentName(page)).toBe(first);
      expect(held.length).toBeGreaterThan(0);
      await Promise.all(held.map((route) => route.continue()));
    } finally {
      await context.close();
    }
  });

  /** Records, from the page's first moment, whether any element matching one of `selectors` was ever in it. */
  async function watchFor(page: Page, selectors: string[]): Promise<() => Promise<string[]>> {
    await page.addInitScript((watched: string[]) => {
      const seen = new Set<string>();
      Object.assign(window, { seenWatched: seen });
      new MutationObserver(() => {
        for (const selector of watched) {
          if (document.querySelector(selector)) {
            seen.add(selector);
          }
        }
      }).observe(document, { subtree: true, childList: true });
    }, selectors);
    return () => page.evaluate(() => [...(window as unknown as { seenWatched: Set<string> }).seenWatched]);
  }

  /** The addresses of every request the page makes to `pathname` from now on. */
  function requestsTo(page: Page, pathname: string): string[] {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === pathname) {
        requests.push(request.url());
      }
    });
    return requests;
  }

  /** Marks `mark` in the page's performance timeline when `selector` first shows (in the next frame's callbacks). */
  async function markWhenShown(
    page: Page,
    selector: string,
    mark: string,
    inNextFrame = false,
  ): Promise<void> {
    await page.addInitScript(
      ([watched, name, nextFrame]) => {
        new MutationObserver((_, observer) => {
          if (document.querySelector(watched)) {
            observer.disconnect();
            if (nextFrame) {
              requestAnimationFrame(() => performance.mark(name));
            } else {
              performance.mark(name);
            }
          }
        }).observe(document, { subtree: true, childList: true });
      },
      [selector, mark, inNextFrame] as const,
    );
  }

  it("opened directly, a name's page comes with the shell and its details in one render, asked for once", async () => {
    const context = await contextWithoutWorker();
    try {
      const page = await context.newPage();
      const seen = await watchFor(page, ['[data-screen-loading]', '[data-testid="name-skeleton"]']);
      const detailRequests = requestsTo(page, '/api/names/Emma');
      await openApp(page, '/name/Emma');
      await page.getByRole('heading', { level: 1, name: 'Emma' }).waitFor();
      expect(await seen()).toEqual([]);
      expect(detailRequests).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('opened directly, Matches comes with the shell and knows the family in one render, asked for once', async () => {
    const context = await contextWithoutWorker();
    try {
      const page = await context.newPage();
      const seen = await watchFor(page, ['[data-screen-loading]', 'main .animate-shimmer']);
      const familyRequests = requestsTo(page, '/api/family');
      await openApp(page, '/matches');
      await page.getByRole('link', { name: 'Add family members' }).waitFor();
      expect(await seen()).toEqual([]);
      expect(familyRequests).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('registers the service worker only once the first screen is on screen', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: PHONE_VIEWPORT,
      extraHTTPHeaders: phoneAddressHeaders(),
    });
    try {
      const page = await context.newPage();
      await markWhenShown(page, 'main#main', 'app-rendered');
      await openApp(page, '/');
      await currentName(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 20_000,
      });
      const [rendered, workbox] = await page.evaluate(() => [
        performance.getEntriesByName('app-rendered')[0]?.startTime,
        performance.getEntriesByType('resource').find((entry) => entry.name.includes('workbox-window'))
          ?.startTime,
      ]);
      expect(rendered).toBeGreaterThan(0);
      expect(workbox).toBeGreaterThan(rendered ?? Number.POSITIVE_INFINITY);
    } finally {
      await context.close();
    }
  });

  it("opened directly, a name's page fetches the studio, the chart and the realtime client only once its details are painted", async () => {
    const context = await contextWithoutWorker();
    try {
      const page = await context.newPage();
      // Frame callbacks run before the frame that shows the details is painted.
      await markWhenShown(page, 'main h1', 'details-frame', true);
      await openApp(page, '/name/Emma');
      await page.getByTestId('popularity-chart').waitFor({ timeout: 20_000 });
      const [frame, ...later] = await page.evaluate(() => {
        const started = (part: string) =>
          performance.getEntriesByType('resource').find((entry) => entry.name.includes(part))?.startTime;
        return [
          performance.getEntriesByName('details-frame')[0]?.startTime,
          started('full-name-studio'),
          started('popularity-chart'),
          started('esm6'),
        ];
      });
      expect(frame).toBeGreaterThan(0);
      for (const start of later) {
        expect(start).toBeGreaterThan(frame ?? Number.POSITIVE_INFINITY);
      }
    } finally {
      await context.close();
    }
  });

  it('a first visit whose first names take a moment shows the first card in the first render, no loading card', async () => {
    const context = await contextWithoutWorker();
    try {
      const page = await context.newPage();
      const seen = await watchFor(page, ['[data-testid="deck-skeleton"]', '[data-screen-loading]']);
      // A phone network's answer: 300 ms, well within the first render's wait for the first screen's data.
      await page.route(/\/api\/names\/unvoted\?/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      });
      await openApp(page, '/');
      expect(await currentName(page)).not.toBe('');
      expect(await seen()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
