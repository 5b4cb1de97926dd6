import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverVotes } from './support/app';
import { openApp } from './support/browser';
import { namedPartner, pair } from './support/together';
import { usePhones } from './support/phones';

const phones = usePhones();
const { baseUrl } = phones;

const partner = (name: string) => namedPartner(phones, name);

/** Likes a name on its detail screen and closes the match overlay if that like made a match. */
async function likeOnDetail(page: Page, name: string): Promise<void> {
  await openApp(page, `/name/${name}`);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await serverVotes(page, baseUrl, (votes) => votes.some((vote) => vote.name === name && vote.approved));
}

async function closeMatchOverlay(page: Page): Promise<void> {
  const overlay = page.getByRole('dialog', { name: "It's a match!" });
  await overlay.waitFor({ timeout: 10_000 });
  await overlay.getByRole('button', { name: 'Close' }).click();
  await overlay.waitFor({ state: 'detached' });
}

const matchRows = (page: Page) => page.getByTestId('vote-row').allTextContents();
const matchCount = (page: Page) => page.getByTestId('match-stats').locator('dd').nth(1).textContent();

describe('Matches on both partners’ phones', () => {
  it('follow every vote change live: a dislike from the list, a change in History, a like again', async () => {
    const anna = await partner('Anna');
    const bram = await partner('Bram');
    await pair(anna, bram);

    for (const name of ['Emma', 'Noah']) {
      await likeOnDetail(anna, name);
      await likeOnDetail(bram, name);
      await closeMatchOverlay(bram);
      await closeMatchOverlay(anna);
    }
    await openApp(anna, '/matches');
    await openApp(bram, '/matches');
    for (const page of [anna, bram]) {
      await expect.poll(() => matchRows(page)).toHaveLength(2);
      await expect.poll(() => matchCount(page)).toBe('2');
    }

    // Anna dislikes Emma on her Matches list: it leaves her list at once and Bram's without a reload.
    await anna.getByRole('button', { name: 'Dislike Emma' }).click();
    for (const page of [anna, bram]) {
      await expect.poll(() => matchRows(page)).toEqual([expect.stringContaining('Noah')]);
      await expect.poll(() => matchCount(page)).toBe('1');
    }
    await serverVotes(anna, baseUrl, (votes) => votes.some((vote) => vote.name === 'Emma' && !vote.approved));

    // Bram changes his Noah to a dislike in History: Anna's open Matches list empties.
    await openApp(bram, '/history');
    await bram.getByRole('button', { name: 'Dislike Noah' }).click();
    await anna.getByText('No matches yet.').waitFor({ timeout: 10_000 });
    await expect.poll(() => matchCount(anna)).toBe('0');

    // Anna likes Emma again in History: the match is back on Bram's Matches list, live.
    await openApp(bram, '/matches');
    await bram.getByText('No matches yet.').waitFor();
    await openApp(anna, '/history');
    const emmaLike = anna.getByRole('button', { name: 'Like Emma', exact: true });
    await emmaLike.click();
    await expect.poll(() => matchRows(bram)).toEqual([expect.stringContaining('Emma')]);
    // Both celebrated Emma the first time: the match coming back is not celebrated again (decision 58).
    expect(await bram.getByRole('dialog', { name: "It's a match!" }).count()).toBe(0);
    await expect.poll(() => matchCount(bram)).toBe('1');
    expect(await emmaLike.getAttribute('aria-pressed')).toBe('true');
  });
});
