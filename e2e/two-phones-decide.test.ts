import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentCard, deviceIdOf, serverVotes, waitForCardChange, waitForStillScreen } from './support/app';
import { openApp } from './support/browser';
import { closeMatchOverlays, namedPartner, pair } from './support/together';
import { usePhones } from './support/phones';

const phones = usePhones();
const { baseUrl } = phones;
const LONG_TEST_MS = 180_000;
/** A partner's fresh like is dealt within this many cards (decision 74); before, it came with the next batch. */
const FEW_CARDS = 8;

/** Names the device's deck would deal far back (as its phone asks for them, in English): from `from` on. */
async function namesFarBack(page: Page, from: number, count: number): Promise<string[]> {
  const query = new URLSearchParams({ deviceId: await deviceIdOf(page), tags: 'english', limit: '200' });
  const response = await fetch(`${baseUrl}/api/names/unvoted?${query}`);
  const names = (await response.json()) as { name: string; gender: string }[];
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

/** Answers until Decide says it is done, each time picking the name first in `preference`; returns the answers. */
async function answerAll(page: Page, preference: string[]): Promise<number> {
  const choices = page.getByTestId('decide-choice');
  const done = page.getByRole('heading', { name: 'All in order' });
  let answered = 0;
  while (!(await done.isVisible())) {
    await expect(
      page.getByText(/Decide stops once your answers put every name in order/).textContent(),
    ).resolves.toMatch(/at most \d more questions?\./);
    const [left = '', right = ''] = await choices.allTextContents();
    await page.keyboard.press(
      preference.indexOf(left) < preference.indexOf(right) ? 'ArrowLeft' : 'ArrowRight',
    );
    answered += 1;
    await expect
      .poll(async () => (await done.isVisible()) || (await choices.allTextContents()).sort().join())
      .not.toBe([left, right].sort().join());
  }
  return answered;
}

const sureness = (page: Page) => page.getByTestId('our-ranking-sureness').textContent();
const rankingCard = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('two linked phones', () => {
  it(
    "deal a partner's fresh like within a few cards, then run Decide to its end",
    { timeout: LONG_TEST_MS },
    async () => {
      const anna = await namedPartner(phones, 'Anna');
      const bram = await namedPartner(phones, 'Bram');
      await pair(anna, bram);
      await openApp(bram, '/');
      await nameOnTop(bram);

      // Anna likes three names far back in Bram's deck while his deck is open.
      const liked = await namesFarBack(bram, 120, 3);
      expect(liked).toHaveLength(3);
      for (const name of liked) {
        await openApp(anna, `/name/${name}`);
        await anna.getByRole('button', { name: 'Like', exact: true }).click();
        await serverVotes(anna, baseUrl, (votes) =>
          votes.some((vote) => vote.name === name && vote.approved),
        );
      }

      // Bram swipes: each of Anna's names comes within a few cards, on a card like any other; he likes them.
      const dealtAt = new Map<string, number>();
      for (let card = 1; card <= FEW_CARDS && dealtAt.size < liked.length; card += 1) {
        const name = await nameOnTop(bram);
        const likes = name !== undefined && liked.includes(name);
        if (likes) {
          dealtAt.set(name, card);
          expect(await currentCard(bram).textContent()).not.toMatch(/partner|liked/i);
        }
        await waitForCardChange(bram, () => bram.keyboard.press(likes ? 'ArrowRight' : 'ArrowLeft'));
        if (likes) {
          await closeMatchOverlays(baseUrl, bram);
        }
      }
      expect([...dealtAt.keys()].sort()).toEqual([...liked].sort());

      // Three matches: Decide, on both phones. Before any answer our ranking is not ranked yet.
      for (const page of [anna, bram]) {
        await openApp(page, '/decide');
        await closeMatchOverlays(baseUrl, page);
        await page.getByRole('heading', { name: 'Which do you prefer?' }).waitFor();
        expect(await sureness(page)).toMatch(/^Not ranked yet/);
      }

      // Anna answers until Decide ends: at most the three pairs, then no question, whatever she presses.
      const annasAnswers = await answerAll(anna, liked);
      expect(annasAnswers).toBeLessThanOrEqual(3);
      await anna.getByText('Your answers put all 3 names in order. Thank you!').waitFor();
      await anna.getByText('Our ranking is final once Bram has finished too.').waitFor();
      for (let press = 0; press < 8; press += 1) {
        await anna.keyboard.press('ArrowLeft');
      }
      expect(await anna.getByTestId('decide-choice').count()).toBe(0);
      await rankingCard(bram, "Anna's ranking").getByText(`${annasAnswers} comparisons`).waitFor();
      expect(await sureness(bram)).toMatch(/^A first guess/);

      // Bram prefers the other way round; then both rankings are final, and the names they disagree on marked.
      const bramsAnswers = await answerAll(bram, [...liked].reverse());
      expect(bramsAnswers).toBeLessThanOrEqual(3);
      for (const page of [anna, bram]) {
        await expect.poll(() => sureness(page)).toMatch(/^Final/);
        expect(await page.getByTestId('decide-choice').count()).toBe(0);
        await page.getByRole('heading', { name: 'All in order' }).waitFor();
      }
      expect(await rankingCard(anna, 'Your ranking').getByText(`${annasAnswers} comparisons`).count()).toBe(
        1,
      );
      const ours = await anna.getByTestId('our-ranking').getByRole('listitem').allTextContents();
      expect(ours.filter((entry) => entry.endsWith('Talk about these'))).toHaveLength(2);

      // 'Talk about these' is a quiet mark, not something that looks like a button: no border, no fill of its own.
      const mark = anna.getByTestId('talk-about').first();
      const look = await mark.evaluate((element) => {
        const style = getComputedStyle(element);
        return { border: style.borderTopWidth, background: style.backgroundColor, tag: element.tagName };
      });
      expect(look).toEqual({ border: '0px', background: 'rgba(0, 0, 0, 0)', tag: 'SPAN' });
    },
  );
});
