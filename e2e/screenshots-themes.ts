/**
 * `npm run screenshots:themes`: every screen in light and dark, on a small phone (320×640), a phone (390×844) and a
 * desktop (1280×800),
 * to docs/screenshots/themes/<theme>-<size>/<screen>.png, against the real server on a free port.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { currentName, waitForCardChange, waitForStillScreen } from './support/app';
import { launchBrowser, openApp } from './support/browser';
import { repoRoot, startServer } from './support/server';

const outRoot = path.join(repoRoot, 'docs/screenshots/themes');
const SIZES = {
  'small-phone': { width: 320, height: 640 },
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
const THEMES = ['light', 'dark'] as const;
const ROUTES = [
  ['/tags', 'filters'],
  ['/history', 'history'],
  ['/matches', 'matches'],
  ['/decide', 'decide'],
  ['/name/Emma', 'name-detail'],
  ['/together', 'together'],
  ['/settings', 'settings'],
  ['/no-such-page', 'not-found'],
] as const;

async function shoot(page: Page, dir: string, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await waitForStillScreen(page);
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
  console.log(path.relative(repoRoot, path.join(dir, `${name}.png`)));
}

async function screens(
  browser: Browser,
  baseUrl: string,
  theme: (typeof THEMES)[number],
  size: keyof typeof SIZES,
) {
  const dir = path.join(outRoot, `${theme}-${size}`);
  fs.mkdirSync(dir, { recursive: true });
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: SIZES[size],
    colorScheme: theme,
    locale: 'en-GB',
  });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('user-last-name', 'Jansen'));
  await openApp(page, '/baby');
  await currentName(page);
  await shoot(page, dir, 'swipe');
  for (let vote = 0; vote < 4; vote += 1) {
    await currentName(page);
    await waitForCardChange(page, () => page.keyboard.press(vote % 3 === 2 ? 'ArrowLeft' : 'ArrowRight'));
  }
  await page.getByRole('button', { name: 'Switch to list view' }).click();
  await shoot(page, dir, 'list-view');
  await page.getByRole('button', { name: 'Switch to swipe view' }).click();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await shoot(page, dir, 'sidebar');
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  for (const [route, name] of ROUTES) {
    await openApp(page, route);
    await shoot(page, dir, name);
  }
  await context.close();
}

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const theme of THEMES) {
    for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
      await screens(browser, server.baseUrl, theme, size);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
