import { CARD_TRANSITION_MS } from '@name-swiper/contract/constants';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  currentCard,
  currentName,
  dragCard,
  serverVotes,
  waitForCardChange,
  waitForStillScreen,
  watchRelease,
} from './support/app';
import type { Release } from './support/app';
import { launchBrowser, newPhone, openApp } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  context = await newPhone(browser, baseUrl);
  page = await context.newPage();
  await openApp(page, '/baby');
});
afterEach(async () => {
  await context.close();
});

async function waitForNewCard(previous: string): Promise<string> {
  await page.waitForFunction(
    (name) => {
      const card = document.querySelector(
        '[data-testid="current-card"] [data-testid="card-name"] span > span',
      );
      return card !== null && card.textContent !== name;
    },
    previous,
    { timeout: 5000 },
  );
  return currentName(page);
}

describe('swiping', () => {
  it('a drag past 75 px votes, a drag short of it snaps back without a vote', async () => {
    const first = await currentName(page);
    await dragCard(page, 50);
    await waitForStillScreen(page);
    expect(await currentName(page)).toBe(first);

    await dragCard(page, 160);
    const second = await waitForNewCard(first);
    await dragCard(page, -160);
    await waitForNewCard(second);

    const votes = await serverVotes(page, baseUrl, (list) => list.length === 2);
    expect(votes.map((vote) => [vote.name, vote.approved]).sort()).toEqual(
      [
        [first, true],
        [second, false],
      ].sort(),
    );
  });

  /** A drag of `dx` px that must not vote (it snaps back in the card transition), then one of `votingDx` that does. */
  async function dragShortThenPast(dx: number, votingDx: number) {
    const name = await currentName(page);
    await waitForStillScreen(page);
    const short = await watchRelease(page, () => dragCard(page, dx));
    expect(await currentName(page)).toBe(name);
    const past = await watchRelease(page, () => dragCard(page, votingDx));
    expect(await currentName(page)).not.toBe(name);
    // The vote of the second drag is the signal that the first one would have arrived by now, had it voted.
    const votes = await serverVotes(page, baseUrl, (list) => list.length > 0);
    return { name, short, past, votes: votes.map((vote) => [vote.name, vote.approved]) };
  }

  /** Every animation the release started is the 400 ms card transition, and the screen stood still only after it. */
  function expectCardTransition(release: Release, movingCard: string) {
    expect(release.animations.map((animation) => animation.testId)).toContain(movingCard);
    for (const animation of release.animations) {
      expect(animation.durationMs).toBe(CARD_TRANSITION_MS);
    }
    expect(release.stillAfterMs).toBeGreaterThanOrEqual(CARD_TRANSITION_MS);
    expect(release.stillAfterMs).toBeLessThan(CARD_TRANSITION_MS + 1000);
  }

  it('a drag of 74 px to the right snaps back in 400 ms; 76 px likes the name as the card flies out in 400 ms', async () => {
    const { name, short, past, votes } = await dragShortThenPast(74, 76);
    expectCardTransition(short, 'current-card');
    expectCardTransition(past, 'leaving-card');
    expect(votes).toEqual([[name, true]]);
  });

  it('a drag of 74 px to the left snaps back in 400 ms; 76 px dislikes the name as the card flies out in 400 ms', async () => {
    const { name, short, past, votes } = await dragShortThenPast(-74, -76);
    expectCardTransition(short, 'current-card');
    expectCardTransition(past, 'leaving-card');
    expect(votes).toEqual([[name, false]]);
  });

  it('the buttons and the arrow keys vote; Backspace and U undo', async () => {
    const first = await currentName(page);
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    const second = await waitForNewCard(first);
    await page.getByRole('button', { name: 'Dislike', exact: true }).click();
    const third = await waitForNewCard(second);
    await page.keyboard.press('ArrowRight');
    const fourth = await waitForNewCard(third);
    await page.keyboard.press('ArrowLeft');
    // The 5th draw is the ad placeholder.
    await expect.poll(() => currentCard(page).getByText('Native Ad Placeholder').count()).toBe(1);
    let votes = await serverVotes(page, baseUrl, (list) => list.length === 4);
    expect(Object.fromEntries(votes.map((vote) => [vote.name, vote.approved]))).toEqual({
      [first]: true,
      [second]: false,
      [third]: true,
      [fourth]: false,
    });

    await page.keyboard.press('Backspace');
    expect(await waitForNewCard('')).toBe(fourth);
    await waitForCardChange(page, () => page.keyboard.press('u'));
    expect(await currentName(page)).toBe(third);
    await waitForCardChange(page, () => page.getByRole('button', { name: 'Undo' }).click());
    expect(await currentName(page)).toBe(second);
    votes = await serverVotes(page, baseUrl, (list) => list.length === 1);
    expect(votes.map((vote) => vote.name)).toEqual([first]);
  });

  it('deals an ad placeholder on the 5th draw that leaves without a vote', async () => {
    for (let swipe = 0; swipe < 3; swipe += 1) {
      const name = await currentName(page);
      await page.keyboard.press('ArrowLeft');
      await waitForNewCard(name);
    }
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentCard(page).getByText('Native Ad Placeholder').count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentCard(page).getByText('Native Ad Placeholder').count()).toBe(0);
    await currentName(page);
    const votes = await serverVotes(page, baseUrl, (list) => list.length === 4);
    expect(votes).toHaveLength(4);
  });

  it('the list view lists the names and votes from a row', async () => {
    await page.getByRole('button', { name: 'Switch to list view' }).click();
    await expect.poll(() => page.getByText('List view active').count()).toBe(1);
    const rows = page.getByTestId('name-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(5);
    const firstRow =
      (await rows.first().locator('[data-testid="full-name"] span').first().textContent()) ?? '';
    await page.getByRole('button', { name: `Like ${firstRow}`, exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: `Like ${firstRow}`, exact: true }).count())
      .toBe(0);
    const votes = await serverVotes(page, baseUrl, (list) => list.length === 1);
    expect(votes.map((vote) => [vote.name, vote.approved])).toEqual([[firstRow, true]]);
    await page.getByRole('button', { name: 'Switch to swipe view' }).click();
    expect(await currentName(page)).not.toBe(firstRow);
  });
});
