import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { firstScreenSize } from '../bench/bundle-size';
import { currentName, waitForStillScreen } from './support/app';
import { launchBrowser, openApp, PHONE_VIEWPORT } from './support/browser';
import { repoRoot } from './support/server';

const distDir = path.join(repoRoot, 'web/dist');
const readDist = (file: string) => fs.readFileSync(path.join(distDir, file), 'utf8');

/**
 * The first screen may not grow: today's 183 KB plus a little room. Issue 21's target, twice a bare React page
 * (130 KB), is tracked in bench/ (BENCHMARKS.md says what is left over it); lower this as the bundle shrinks.
 */
const FIRST_SCREEN_BUDGET_KB = 190;

describe('first load (issue 21)', () => {
  it(`needs at most ${FIRST_SCREEN_BUDGET_KB} KB of gzipped JS and CSS for the first screen`, () => {
    const { gzipBytes } = firstScreenSize(distDir);
    expect(gzipBytes / 1024, 'first screen, KB gzipped').toBeLessThanOrEqual(FIRST_SCREEN_BUDGET_KB);
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

describe('return visit (issue 21)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the deck saved on the last visit before the server answers', async () => {
    // Without the service worker, so that the page's own request is the one held back.
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: PHONE_VIEWPORT,
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      await openApp(page, '/baby');
      const first = await currentName(page);
      await waitForStillScreen(page);

      const held: Route[] = [];
      await page.route(/\/api\/names\/unvoted\?/, (route) => {
        held.push(route);
      });
      await page.reload();
      expect(await currentName(page)).toBe(first);
      expect(held.length).toBeGreaterThan(0);
      await Promise.all(held.map((route) => route.continue()));
    } finally {
      await context.close();
    }
  });
});
