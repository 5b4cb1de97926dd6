/**
 * `npm run screenshots`: starts the real server on a free port and writes a 390×844 screenshot of each screen
 * to docs/screenshots/ (light, plus the swipe screen in dark mode and in Dutch, and two partners' screens).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { currentCard, currentName, serverVotes, waitForCardChange, waitForStillScreen } from './support/app';
import { launchBrowser, newPhone, openApp } from './support/browser';
import { repoRoot, startServer } from './support/server';
import { inviteCode, saveOwnName } from './support/together';

const outDir = path.join(repoRoot, 'docs/screenshots');

async function save(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(outDir, `${name}.png`) });
  console.log(`docs/screenshots/${name}.png`);
}

/** A screenshot once the screen is still: data loaded, menus open, cards at rest. */
async function shoot(page: Page, name: string): Promise<void> {
  await waitForStillScreen(page);
  await save(page, name);
}

async function likeSome(page: Page, count: number): Promise<void> {
  for (let vote = 0; vote < count; vote += 1) {
    await currentName(page);
    await waitForCardChange(page, () => page.keyboard.press(vote % 3 === 2 ? 'ArrowLeft' : 'ArrowRight'));
  }
}

async function lightScreens(browser: Browser, baseUrl: string): Promise<void> {
  const context = await newPhone(browser, baseUrl);
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('user-last-name', 'Jansen'));
  await openApp(page, '/baby');
  await currentName(page);
  await shoot(page, 'swipe');

  const box = await currentCard(page).boundingBox();
  if (box) {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.7);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 110, box.y + box.height * 0.7, { steps: 10 });
    await page.waitForFunction(() => {
      const card = document.querySelector('[data-testid="current-card"]');
      return card !== null && new DOMMatrix(getComputedStyle(card).transform).m41 > 109;
    });
    await save(page, 'swipe-dragging');
    await page.mouse.up();
  }
  await likeSome(page, 3);
  await page.getByRole('button', { name: 'Switch to list view' }).click();
  await shoot(page, 'list-view');
  await page.getByRole('button', { name: 'Switch to swipe view' }).click();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await shoot(page, 'sidebar');
  await page.getByRole('button', { name: 'Collapse menu' }).click();

  for (const [route, name] of [
    ['/tags', 'filters'],
    ['/history', 'history'],
    ['/settings', 'settings'],
    ['/no-such-page', 'not-found'],
  ] as const) {
    await openApp(page, route);
    await shoot(page, name);
  }
  await context.close();
}

async function darkAndDutch(browser: Browser, baseUrl: string): Promise<void> {
  const dark = await newPhone(browser, baseUrl, { colorScheme: 'dark' });
  const darkPage = await dark.newPage();
  await openApp(darkPage, '/baby');
  await currentName(darkPage);
  await shoot(darkPage, 'swipe-dark');
  await dark.close();

  const dutch = await newPhone(browser, baseUrl, { locale: 'nl-NL' });
  const dutchPage = await dutch.newPage();
  await dutchPage.addInitScript(() => window.localStorage.setItem('font-preference', 'handwritten'));
  await openApp(dutchPage, '/baby');
  await currentName(dutchPage);
  await shoot(dutchPage, 'swipe-dutch-handwritten');
  await dutch.close();
}

/** Two partners: Together with both members, the match overlay, Matches and a name's detail page. */
async function partnerScreens(browser: Browser, baseUrl: string): Promise<void> {
  const [annaPhone, bramPhone] = await Promise.all([newPhone(browser, baseUrl), newPhone(browser, baseUrl)]);
  const anna = await annaPhone.newPage();
  const bram = await bramPhone.newPage();
  await anna.addInitScript(() => window.localStorage.setItem('user-last-name', 'Jansen'));
  await openApp(anna, '/together');
  await openApp(bram, '/together');
  await saveOwnName(anna, 'Anna');
  await saveOwnName(bram, 'Bram');
  const code = await inviteCode(anna);
  await bram.getByRole('textbox', { name: 'Invite code' }).pressSequentially(code);
  await anna.getByTestId('family-member').nth(1).waitFor();
  await shoot(anna, 'together');

  await openApp(anna, '/baby');
  const name = await currentName(anna);
  await anna.getByRole('button', { name: 'Like', exact: true }).click();
  // Anna's like must be on the server first, so that Bram's like makes the match.
  await serverVotes(anna, baseUrl, (votes) => votes.length === 1);
  await openApp(bram, `/name/${encodeURIComponent(name)}`);
  await bram.getByRole('button', { name: 'Like', exact: true }).click();
  await anna.getByTestId('match-overlay').waitFor();
  await shoot(anna, 'match');
  await anna.getByRole('button', { name: 'Close' }).click();

  await openApp(anna, '/matches');
  await anna.getByTestId('vote-row').first().waitFor();
  await shoot(anna, 'matches');
  await openApp(anna, '/name/Emma');
  await anna.getByTestId('popularity-chart').waitFor();
  await shoot(anna, 'name-detail');
  await annaPhone.close();
  await bramPhone.close();
}

fs.mkdirSync(outDir, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
try {
  await lightScreens(browser, server.baseUrl);
  await darkAndDutch(browser, server.baseUrl);
  await partnerScreens(browser, server.baseUrl);
} finally {
  await browser.close();
  await server.stop();
}
