import type { Vote } from '@name-swiper/contract/votes';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentName, deviceIdOf, serverVotes, waitForCardChange } from './support/app';
import type { ContextOptions } from './support/browser';
import { openApp } from './support/browser';
import {
  controlNetwork,
  historyRows,
  storedOutbox,
  waitForServiceWorker,
  withoutAds,
} from './support/offline';
import { familyMembers, inviteCode } from './support/together';
import { usePhones } from './support/phones';
import type { Phone } from './support/phones';

const phones = usePhones();
const { baseUrl } = phones;

async function phone(options: ContextOptions = {}): Promise<Phone> {
  const made = await phones.phone(options);
  await withoutAds(made.context);
  return made;
}

async function matchesOnServer(page: Page): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/votes/matches?deviceId=${await deviceIdOf(page)}`);
  const votes: Vote[] = await response.json();
  return votes.map((vote) => vote.name).sort();
}

const byName = (rows: { name: string; vote: string }[]) =>
  Object.fromEntries(rows.map((row) => [row.name, row.vote]));

describe('an offline session (issue 19)', () => {
  it('30 swipes offline, a reload and a reconnect end with History, Matches and the server agreeing exactly', async () => {
    const anna = await phone();
    // Bram's likes only set the scene: his phone deals without card animations (reduced motion), Anna's with them.
    const bram = await phone({ reducedMotion: 'reduce' });
    await openApp(anna.page, '/together');
    await openApp(bram.page, '/together');
    const code = await inviteCode(anna.page);
    await bram.page.getByRole('textbox', { name: 'Invite code' }).pressSequentially(code);
    await expect.poll(() => familyMembers(anna.page).count()).toBe(2);

    // Bram likes forty names first, so that Anna's deck mixes some of them in and her likes make matches.
    await openApp(bram.page, '/baby');
    for (let i = 0; i < 40; i++) {
      await waitForCardChange(bram.page, () => bram.page.keyboard.press('ArrowRight'));
    }
    await serverVotes(bram.page, baseUrl, (votes) => votes.length === 40, 20_000);

    const network = await controlNetwork(anna.page, anna.context);
    await openApp(anna.page, '/baby');
    await waitForServiceWorker(anna.page);
    await network.setOnline(false);
    await anna.page.getByTestId('offline-banner').waitFor();
    const swiped: Record<string, string> = {};
    for (let i = 0; i < 30; i++) {
      const name = await currentName(anna.page);
      const like = i % 3 !== 2;
      await waitForCardChange(anna.page, () => anna.page.keyboard.press(like ? 'ArrowRight' : 'ArrowLeft'));
      swiped[name] = like ? 'Like' : 'Dislike';
      if (i === 10) {
        // One undo on the way: the name comes back and is voted again, the other way.
        await waitForCardChange(anna.page, () => anna.page.keyboard.press('u'));
        await waitForCardChange(anna.page, () => anna.page.keyboard.press(like ? 'ArrowLeft' : 'ArrowRight'));
        swiped[name] = like ? 'Dislike' : 'Like';
      }
    }
    await expect.poll(() => storedOutbox(anna.page)).toHaveLength(30);

    await anna.page.reload();
    await anna.page.getByTestId('offline-banner').waitFor();
    await anna.page.goto('/history');
    await expect.poll(async () => byName(await historyRows(anna.page))).toEqual(swiped);

    await network.setOnline(true);
    await expect.poll(() => storedOutbox(anna.page), { timeout: 30_000 }).toEqual([]);
    const onServer = await serverVotes(anna.page, baseUrl, (votes) => votes.length === 30, 20_000);
    const serverRecord = Object.fromEntries(
      onServer.map((vote) => [vote.name, vote.approved ? 'Like' : 'Dislike']),
    );
    expect(serverRecord).toEqual(swiped);
    await expect.poll(async () => byName(await historyRows(anna.page))).toEqual(serverRecord);

    const bramLikes = new Set((await serverVotes(bram.page, baseUrl)).map((vote) => vote.name));
    const expectedMatches = Object.keys(swiped)
      .filter((name) => swiped[name] === 'Like' && bramLikes.has(name))
      .sort();
    expect(expectedMatches.length).toBeGreaterThan(0);
    expect(await matchesOnServer(anna.page)).toEqual(expectedMatches);
    await anna.page.goto('/matches');
    await expect
      .poll(async () => (await historyRows(anna.page)).map((row) => row.name).sort())
      .toEqual(expectedMatches);
    expect((await historyRows(anna.page)).every((row) => row.vote === 'Like')).toBe(true);
  }, 240_000);
});
