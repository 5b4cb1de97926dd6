import type { Vote } from '@name-swiper/contract/votes';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deviceIdOf, serverVotes } from './support/app';
import { openApp } from './support/browser';
import { controlNetwork, storedOutbox, waitForServiceWorker } from './support/offline';
import { familyMembers, inviteCode } from './support/together';
import { usePhones } from './support/phones';

const phones = usePhones();
const { baseUrl } = phones;

const phone = () => phones.phone();

/** Votes on a name on its detail screen and waits until the server has the vote. */
async function voteOnDetail(page: Page, name: string, vote: 'Like' | 'Dislike'): Promise<void> {
  await openApp(page, `/name/${name}`);
  await page.getByRole('button', { name: vote, exact: true }).click();
  await serverVotes(
    page,
    baseUrl,
    (votes) => votes.some((entry) => entry.name === name && entry.approved === (vote === 'Like')),
    20_000,
  );
}

/**
 * Closes the overlay of a match the last like made and waits until the server knows it was celebrated, so that it
 * is not celebrated again after the next reload (decision 58).
 */
async function closeMatchOverlay(page: Page): Promise<void> {
  const overlay = page.getByRole('dialog', { name: "It's a match!" });
  await overlay.waitFor({ timeout: 10_000 });
  await overlay.getByRole('button', { name: 'Close' }).click();
  await overlay.waitFor({ state: 'detached' });
  const url = `${baseUrl}/api/matches/to-celebrate?deviceId=${await deviceIdOf(page)}`;
  await expect
    .poll(async () => ((await (await fetch(url)).json()) as { matches: unknown[] }).matches)
    .toEqual([]);
}

async function matchesOnServer(page: Page): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/votes/matches?deviceId=${await deviceIdOf(page)}`);
  const votes: Vote[] = await response.json();
  return votes.map((vote) => vote.name).sort();
}

const matchRows = async (page: Page) =>
  (await page.getByTestId('vote-row').locator('a').allTextContents()).sort();

describe('Matches offline (issue 19)', () => {
  it('an offline reload lists the last matches the server returned, a dislike here removes one, and the server’s list takes over on reconnect', async () => {
    const anna = await phone();
    const bram = await phone();
    await openApp(anna.page, '/together');
    await openApp(bram.page, '/together');
    const code = await inviteCode(anna.page);
    await bram.page.getByRole('textbox', { name: 'Invite code' }).pressSequentially(code);
    await expect.poll(() => familyMembers(anna.page).count(), { timeout: 20_000 }).toBe(2);

    for (const name of ['Emma', 'Noah']) {
      await voteOnDetail(anna.page, name, 'Like');
      await voteOnDetail(bram.page, name, 'Like');
      await closeMatchOverlay(anna.page);
      await closeMatchOverlay(bram.page);
    }
    const network = await controlNetwork(anna.page, anna.context);
    await openApp(anna.page, '/matches');
    await waitForServiceWorker(anna.page);
    await expect.poll(() => matchRows(anna.page), { timeout: 20_000 }).toEqual(['Emma', 'Noah']);

    await network.setOnline(false);
    await anna.page.reload();
    await anna.page.getByTestId('offline-banner').waitFor({ timeout: 20_000 });
    await expect.poll(() => matchRows(anna.page), { timeout: 20_000 }).toEqual(['Emma', 'Noah']);

    await anna.page.getByRole('button', { name: 'Dislike Noah' }).click();
    await expect.poll(() => matchRows(anna.page)).toEqual(['Emma']);
    // The dislike is stored on the phone (with its outbox entry, in one transaction) before the reload: a reload
    // in the same moment would abort that write, as closing any page does.
    await expect
      .poll(() => storedOutbox(anna.page))
      .toEqual([expect.objectContaining({ kind: 'vote', approved: false })]);
    await anna.page.reload();
    await anna.page.getByTestId('offline-banner').waitFor({ timeout: 20_000 });
    await expect.poll(() => matchRows(anna.page), { timeout: 20_000 }).toEqual(['Emma']);

    // Meanwhile Bram ends the Emma match: once Anna is back, the server's list replaces the saved one.
    await voteOnDetail(bram.page, 'Emma', 'Dislike');
    await network.setOnline(true);
    await anna.page.getByText('No matches yet.').waitFor({ timeout: 30_000 });
    const votes = await serverVotes(
      anna.page,
      baseUrl,
      (list) => list.some((vote) => vote.name === 'Noah' && !vote.approved),
      20_000,
    );
    expect(votes.find((vote) => vote.name === 'Noah')?.approved).toBe(false);
    expect(await matchesOnServer(anna.page)).toEqual([]);
  }, 240_000);
});
