import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentCard, currentName, serverVotes, waitForCardChange, waitForStillScreen } from './support/app';
import { openApp } from './support/browser';
import { namedPartner, pair } from './support/together';
import { usePhones } from './support/phones';

const phones = usePhones();
const { baseUrl } = phones;

const ZOE_SPELLINGS = ['Zoe', 'Zoé', 'Zoë'];

/** The deck of short names starting with Z, without ad cards, where Zoe, Zoé and Zoë come as one card. */
async function openShortZDeck(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.localStorage.setItem('selected-initials', '["z"]');
    window.localStorage.setItem('selected-lengths', '["short"]');
    window.localStorage.setItem('ads-enabled', 'false');
  });
  await openApp(page, '/baby');
  await waitForStillScreen(page);
}

/** Dislikes the cards on top until the card of Zoe, Zoé and Zoë is, and returns the spelling it shows. */
async function swipeToZoe(page: Page): Promise<string> {
  for (let swipes = 0; swipes < 60; swipes++) {
    const name = await currentName(page);
    if (ZOE_SPELLINGS.includes(name)) {
      return name;
    }
    await waitForCardChange(page, () => page.getByRole('button', { name: 'Dislike', exact: true }).click());
  }
  throw new Error('The card of Zoe was not dealt in 60 cards');
}

async function matchOverlay(page: Page) {
  const overlay = page.getByRole('dialog', { name: "It's a match!" });
  await overlay.waitFor({ timeout: 10_000 });
  return overlay;
}

describe('Zoe, Zoé or Zoë is one decision (issue 34)', () => {
  it('two partners like Zoe and Zoë from the same card: a match on the name that asks them to choose a spelling', async () => {
    const anna = await namedPartner(phones, 'Anna');
    const bram = await namedPartner(phones, 'Bram');
    await pair(anna, bram);
    await openShortZDeck(anna);
    await openShortZDeck(bram);

    // Anna's card shows the spelling most given in her places (the US, England & Wales), the others to pick.
    expect(await swipeToZoe(anna)).toBe('Zoe');
    const annasSpellings = currentCard(anna).getByRole('group', { name: 'Other spellings of Zoe' });
    expect(await annasSpellings.textContent()).toMatch(/^Also\s*Zoé,\s*Zoë$/);
    await waitForCardChange(anna, () => anna.getByRole('button', { name: 'Like', exact: true }).click());
    await serverVotes(anna, baseUrl, (votes) => votes.some((vote) => vote.nameId === 'zoe' && vote.approved));

    // Bram gets the same card (Anna's like is dealt to him soon) and picks Zoë on it before he likes it.
    expect(await swipeToZoe(bram)).toBe('Zoe');
    await currentCard(bram).getByRole('button', { name: 'Show the spelling Zoë' }).click();
    await expect.poll(() => currentName(bram)).toBe('Zoë');
    expect(
      await currentCard(bram).getByRole('group', { name: 'Other spellings of Zoë' }).textContent(),
    ).toMatch(/^Also\s*Zoe,\s*Zoé$/);
    await bram.getByRole('button', { name: 'Like', exact: true }).click();
    await serverVotes(bram, baseUrl, (votes) => votes.some((vote) => vote.nameId === 'zoë' && vote.approved));

    for (const page of [anna, bram]) {
      const overlay = await matchOverlay(page);
      expect(await overlay.getByTestId('match-name').textContent()).toBe('Zoe / Zoë');
      expect(await overlay.getByTestId('match-text').textContent()).toBe(
        'You like the same name, in different spellings: choose one together.',
      );
      await overlay.getByRole('button', { name: 'Close' }).click();
      await overlay.waitFor({ state: 'detached' });
    }

    for (const page of [anna, bram]) {
      await openApp(page, '/matches');
      await expect
        .poll(() => page.getByTestId('vote-row').allTextContents(), { timeout: 5000 })
        .toEqual([expect.stringContaining('Zoe / Zoë: choose a spelling together')]);
      await expect.poll(() => page.getByTestId('match-stats').locator('dd').nth(1).textContent()).toBe('1');
    }

    // Anna takes Bram's spelling on the name's page: one spelling, and the question is gone for both.
    await anna.getByTestId('choose-spelling').click();
    await anna.getByRole('button', { name: 'Spell it Zoë' }).click();
    await anna.getByRole('heading', { level: 1, name: 'Zoë' }).waitFor();
    await serverVotes(
      anna,
      baseUrl,
      (votes) =>
        votes.some((vote) => vote.nameId === 'zoë' && vote.approved) &&
        !votes.some((v) => v.nameId === 'zoe'),
    );
    await openApp(anna, '/matches');
    for (const page of [anna, bram]) {
      await expect
        .poll(() => page.getByTestId('vote-row').allTextContents(), { timeout: 5000 })
        .toEqual([expect.stringMatching(/^Zoë/)]);
    }
  });
});
