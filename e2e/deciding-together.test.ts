import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverVotes } from './support/app';
import { openApp } from './support/browser';
import { namedPartner, pair, toCelebrate } from './support/together';
import { usePhones } from './support/phones';

const phones = usePhones();
const { baseUrl } = phones;
const LONG_TEST_MS = 150_000;
const THREE = ['Liam', 'Noah', 'Emma'];

const partner = (name: string) => namedPartner(phones, name);

const overlayOf = (page: Page) => page.getByRole('dialog', { name: "It's a match!" });

/** Closes the overlay showing `name`, and waits until the server knows it was celebrated. */
async function closeOverlay(page: Page, name: string): Promise<void> {
  const overlay = overlayOf(page);
  await expect.poll(() => overlay.getByTestId('match-name').textContent(), { timeout: 10_000 }).toBe(name);
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => toCelebrate(baseUrl, page)).not.toContain(name);
}

/** Likes a name on its detail screen; when that makes a match, the overlay is closed (celebrated). */
async function like(page: Page, name: string, makesMatch = false): Promise<void> {
  await openApp(page, `/name/${name}`);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await serverVotes(page, baseUrl, (votes) => votes.some((vote) => vote.name === name && vote.approved));
  if (makesMatch) {
    await closeOverlay(page, name);
  }
}

/** Goes to `path` inside the running app (as its links do), without loading the page again. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

/**
 * Both partners like `name` on its detail screen, reached by `go`, and each phone celebrates it as the one match it
 * has to celebrate.
 */
async function matchCelebratedAlone(
  anna: Page,
  bram: Page,
  name: string,
  go: (page: Page, path: string) => Promise<void>,
): Promise<void> {
  for (const page of [anna, bram]) {
    await go(page, `/name/${name}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await serverVotes(page, baseUrl, (votes) => votes.some((vote) => vote.name === name && vote.approved));
  }
  for (const page of [anna, bram]) {
    const overlay = overlayOf(page);
    await expect.poll(() => overlay.getByTestId('match-name').textContent(), { timeout: 10_000 }).toBe(name);
    // A counter would say that another match waits behind this one.
    expect(await overlay.getByTestId('match-counter').count()).toBe(0);
    await overlay.getByRole('button', { name: 'Close' }).click();
    await overlay.waitFor({ state: 'detached' });
  }
}

/** Reads the queued overlays in turn, with their counter, closing each. */
async function celebrateAll(page: Page, count: number): Promise<{ name: string; counter: string }[]> {
  const seen: { name: string; counter: string }[] = [];
  const overlay = overlayOf(page);
  for (let index = 1; index <= count; index++) {
    const counter = `${index} of ${count}`;
    await expect
      .poll(() => overlay.getByTestId('match-counter').textContent(), { timeout: 10_000 })
      .toBe(counter);
    seen.push({ name: (await overlay.getByTestId('match-name').textContent()) ?? '', counter });
    await overlay.getByRole('button', { name: 'Close' }).click();
  }
  await overlay.waitFor({ state: 'detached' });
  return seen;
}

/** The Matches menu badge: its text and its label, with the menu open. */
async function matchesBadge(page: Page) {
  const badge = page
    .getByRole('navigation')
    .getByRole('link', { name: /^Matches/ })
    .getByTestId('menu-badge');
  return { text: await badge.textContent(), label: await badge.getAttribute('aria-label') };
}

async function newMarks(page: Page): Promise<string[]> {
  await page.getByTestId('vote-row').first().waitFor();
  return page
    .getByTestId('vote-row')
    .filter({ has: page.getByTestId('new-match') })
    .allTextContents();
}

/** After the celebrations: the menu counts three new matches, Matches marks them, and then neither does. */
async function expectThreeNewThenSeen(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect.poll(() => matchesBadge(page)).toEqual({ text: '3', label: '3 matches (3 new)' });
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Matches/ })
    .click();
  await expect.poll(() => newMarks(page)).toHaveLength(3);
  for (const name of THREE) {
    expect((await newMarks(page)).some((row) => row.includes(name))).toBe(true);
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect.poll(() => matchesBadge(page)).toEqual({ text: '3', label: '3 matches' });
  await page.getByRole('button', { name: 'Collapse menu' }).click();

  // Opened again (after a reload too), Matches marks nothing.
  await openApp(page, '/matches');
  await expect.poll(() => page.getByTestId('vote-row').count()).toBe(3);
  expect(await page.getByTestId('new-match').count()).toBe(0);
}

describe('every match celebrated once, then marked new on Matches', () => {
  it(
    'three matches arriving while I am on the swipe screen queue up, each celebrated, then marked new',
    async () => {
      const anna = await partner('Anna');
      const bram = await partner('Bram');
      await pair(anna, bram);
      for (const name of THREE) {
        await like(anna, name);
      }
      await openApp(anna, '/baby');
      for (const name of THREE) {
        await like(bram, name, true);
      }
      expect((await celebrateAll(anna, 3)).map(({ name }) => name)).toEqual(THREE);
      await expect.poll(() => toCelebrate(baseUrl, anna)).toEqual([]);
      await expectThreeNewThenSeen(anna);
    },
    LONG_TEST_MS,
  );

  it(
    'three matches made while my app was closed are celebrated when it opens, then marked new',
    async () => {
      const anna = await partner('Anna');
      const bram = await partner('Bram');
      await pair(anna, bram);
      for (const name of THREE) {
        await like(anna, name);
      }
      await anna.goto('about:blank');
      for (const name of THREE) {
        await like(bram, name, true);
      }
      await openApp(anna, '/baby');
      expect(await celebrateAll(anna, 3)).toEqual(
        THREE.map((name, index) => ({ name, counter: `${index + 1} of 3` })),
      );
      await expectThreeNewThenSeen(anna);
    },
    LONG_TEST_MS,
  );

  it(
    'no second celebration after a dislike or an undo and a like again, on either phone, also after a reload',
    async () => {
      const anna = await partner('Anna');
      const bram = await partner('Bram');
      await pair(anna, bram);
      await like(anna, 'Sophie');
      await like(bram, 'Sophie', true);
      await closeOverlay(anna, 'Sophie');

      // Anna changes her mind and back on the detail screen; Bram takes his like back in History and likes again.
      await anna.getByRole('button', { name: 'Dislike', exact: true }).click();
      await serverVotes(anna, baseUrl, (votes) =>
        votes.some((vote) => vote.name === 'Sophie' && !vote.approved),
      );
      await anna.getByRole('button', { name: 'Like', exact: true }).click();
      await serverVotes(anna, baseUrl, (votes) =>
        votes.some((vote) => vote.name === 'Sophie' && vote.approved),
      );
      await openApp(bram, '/history');
      await bram.getByRole('button', { name: 'Dislike Sophie' }).click();
      await bram.getByRole('button', { name: 'Like Sophie', exact: true }).click();
      await serverVotes(bram, baseUrl, (votes) =>
        votes.some((vote) => vote.name === 'Sophie' && vote.approved),
      );
      await openApp(bram, '/matches');
      await expect
        .poll(() => bram.getByTestId('vote-row').allTextContents())
        .toEqual([expect.stringContaining('Sophie')]);

      // A later match is the signal that nothing else is coming: a second celebration of Sophie would have queued
      // before it. First on the phones as they are, then after a reload (once the app has caught up).
      expect(await overlayOf(anna).count()).toBe(0);
      expect(await overlayOf(bram).count()).toBe(0);
      await matchCelebratedAlone(anna, bram, 'Liam', (page, path) => goInApp(page, path));
      await matchCelebratedAlone(anna, bram, 'Noah', async (page, path) => {
        const caughtUp = page.waitForResponse(/\/api\/matches\/to-celebrate\?/);
        await openApp(page, path);
        await caughtUp;
      });
      await expect.poll(() => toCelebrate(baseUrl, anna)).toEqual([]);
      await expect.poll(() => toCelebrate(baseUrl, bram)).toEqual([]);
    },
    LONG_TEST_MS,
  );
});

describe('one family last name', () => {
  it(
    "set by one partner, it appears in the other's preview without a reload; a preview of another stays on that phone",
    async () => {
      const anna = await partner('Anna');
      const bram = await partner('Bram');
      await pair(anna, bram);
      await openApp(bram, '/name/Emma');
      const heading = bram.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.textContent()).toBe('Emma');

      await openApp(anna, '/settings');
      await anna.getByLabel('Family last name').fill('de Vries');
      await anna.getByRole('button', { name: 'Save', exact: true }).first().click();
      await expect.poll(() => heading.textContent(), { timeout: 10_000 }).toBe('Emma de Vries');

      // Bram tries a double barrel on his phone: Anna's family name stays.
      await bram.getByRole('button', { name: 'Preview another last name' }).click();
      await bram.getByLabel('Last name to preview').fill('de Vries-Jansen');
      await bram.getByRole('button', { name: 'Preview', exact: true }).click();
      await expect.poll(() => heading.textContent()).toBe('Emma de Vries-Jansen');
      await openApp(anna, '/name/Emma');
      await expect.poll(() => anna.getByRole('heading', { level: 1 }).textContent()).toBe('Emma de Vries');

      // Leaving the family brings back the device's own last name (none here).
      await openApp(bram, '/together');
      await bram.getByRole('button', { name: 'Leave family' }).click();
      await bram.getByRole('button', { name: 'Confirm' }).click();
      await bram.getByText(/You are on your own for now/).waitFor();
      await openApp(bram, '/baby');
      await bram.getByTestId('full-name').first().waitFor();
      expect(await bram.getByTestId('full-name').first().textContent()).not.toContain('de Vries');
    },
    LONG_TEST_MS,
  );
});
