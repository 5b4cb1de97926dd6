import { MAYBE_RETURN_AFTER_VOTES } from '@name-swiper/contract/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  currentCard,
  deviceIdOf,
  dragCardBy,
  serverVotes,
  waitForCardChange,
  waitForStillScreen,
} from './support/app';
import { openApp } from './support/browser';
import { closeMatchOverlays, namedPartner, pair } from './support/together';
import { usePhones } from './support/phones';

const phones = usePhones();
const { baseUrl } = phones;
const LONG_TEST_MS = 180_000;
/** A partner's love is dealt within this many cards (as a fresh like is, decision 74). */
const FEW_CARDS = 8;

/** Names the device's deck would deal far back (as its phone asks for them, in English): from `from` on. */
async function namesFarBack(page: Page, from: number, count: number): Promise<string[]> {
  const query = new URLSearchParams({ deviceId: await deviceIdOf(page), tags: 'english', limit: '200' });
  const response = await fetch(`${baseUrl}/api/names/unvoted?${query}`);
  const names = (await response.json()) as { name: string }[];
  return names.slice(from, from + count).map((name) => name.name);
}

/** The name on the card on top, or undefined for an ad card. */
async function nameOnTop(page: Page): Promise<string | undefined> {
  await waitForStillScreen(page);
  const key = (await currentCard(page).getAttribute('data-card-key')) ?? '';
  if (key.startsWith('ad-')) {
    return undefined;
  }
  return (
    (await currentCard(page).getByTestId('card-name').locator('span > span').first().textContent()) ?? ''
  );
}

describe('love (issue 33)', () => {
  it(
    'a parent loves a name: the partner is dealt it within a few cards, marked, and both loving it marks the match',
    { timeout: LONG_TEST_MS },
    async () => {
      const anna = await namedPartner(phones, 'Anna');
      const bram = await namedPartner(phones, 'Bram');
      await pair(anna, bram);
      await openApp(bram, '/');
      await nameOnTop(bram);

      const [loved = ''] = await namesFarBack(bram, 120, 1);
      await openApp(anna, `/name/${loved}`);
      await anna.getByRole('button', { name: 'Love', exact: true }).click();
      await serverVotes(anna, baseUrl, (votes) =>
        votes.some((vote) => vote.name === loved && vote.feeling === 'love'),
      );

      // Bram swipes left until Anna's love comes, marked with her name.
      let dealtAt: number | undefined;
      for (let card = 1; card <= FEW_CARDS && dealtAt === undefined; card += 1) {
        if ((await nameOnTop(bram)) === loved) {
          dealtAt = card;
          break;
        }
        await waitForCardChange(bram, () => bram.keyboard.press('ArrowLeft'));
      }
      expect(dealtAt).toBeDefined();
      expect(await currentCard(bram).getByTestId('card-loved-by').textContent()).toBe('Anna loves this one');

      // He loves it too, with the gesture: a drag up past the threshold.
      await waitForCardChange(bram, () => dragCardBy(bram, 0, -140));
      for (const page of [anna, bram]) {
        const overlay = page.getByRole('dialog', { name: "It's a match!" });
        await overlay.waitFor({ timeout: 10_000 });
        expect(await overlay.getByTestId('match-name').textContent()).toBe(loved);
        await closeMatchOverlays(baseUrl, page);
      }
      for (const page of [anna, bram]) {
        await openApp(page, '/matches');
        const row = page.getByTestId('vote-row').filter({ hasText: loved });
        await row.getByTestId('all-love').waitFor({ timeout: 10_000 });
        expect(await row.getByTestId('all-love').textContent()).toBe('You both love it');
        expect(await row.getByRole('button', { name: `Love ${loved}` }).getAttribute('aria-pressed')).toBe(
          'true',
        );
      }
    },
  );
});

describe('maybe (issue 33)', () => {
  it(
    'a maybe leaves the deck, is listed under Maybe in History, and comes back after more swipes',
    { timeout: LONG_TEST_MS },
    async () => {
      const { page } = await phones.phone();
      await openApp(page, '/baby');
      let putAside = await nameOnTop(page);
      while (putAside === undefined) {
        await waitForCardChange(page, () => page.keyboard.press('ArrowLeft'));
        putAside = await nameOnTop(page);
      }
      await waitForCardChange(page, () => page.getByRole('button', { name: 'Maybe', exact: true }).click());
      await serverVotes(page, baseUrl, (votes) =>
        votes.some((vote) => vote.name === putAside && vote.feeling === 'maybe'),
      );

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: /Votes/ }).click();
      await page.getByRole('button', { name: 'Maybe', exact: true }).click();
      await expect
        .poll(() => page.getByTestId('vote-row').allTextContents())
        .toEqual([expect.stringContaining(putAside)]);
      expect(await page.getByRole('button', { name: `Maybe ${putAside}` }).getAttribute('aria-pressed')).toBe(
        'true',
      );

      await page.getByRole('link', { name: 'Go to swipe' }).click();
      const seen: string[] = [];
      let voted = 0;
      while (voted < MAYBE_RETURN_AFTER_VOTES + 2 && !seen.includes(putAside)) {
        const name = await nameOnTop(page);
        if (name === putAside) {
          break;
        }
        if (name !== undefined) {
          seen.push(name);
          voted += 1;
        }
        await waitForCardChange(page, () => page.keyboard.press('ArrowLeft'));
      }
      expect(await nameOnTop(page)).toBe(putAside);
      expect(voted).toBeGreaterThanOrEqual(MAYBE_RETURN_AFTER_VOTES);
      expect(voted).toBeLessThanOrEqual(MAYBE_RETURN_AFTER_VOTES + 1);
      expect(await currentCard(page).getByTestId('card-back-from-maybe').textContent()).toBe(
        'You said maybe: here it is again',
      );
    },
  );
});
