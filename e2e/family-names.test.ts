import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentCard, currentName, serverVotes, waitForStillScreen } from './support/app';
import { openApp } from './support/browser';
import { usePhones } from './support/phones';
import { namedPartner, pair } from './support/together';

const phones = usePhones();
const { baseUrl } = phones;

const NAME = 'Zyxandra';

async function addInSettings(page: Page, name: string): Promise<void> {
  await page.getByLabel('A name to add').fill(name);
  await page.getByRole('button', { name: 'Add name' }).click();
}

/** Dislikes the cards on top (an ad card is passed by) until the name is the current card, at most `cards` of them. */
async function swipeTo(page: Page, name: string, cards: number): Promise<void> {
  for (let swiped = 0; swiped < cards; swiped += 1) {
    await waitForStillScreen(page);
    if (
      (await currentCard(page).getByTestId('card-name').count()) === 1 &&
      (await currentName(page)) === name
    ) {
      return;
    }
    await page.getByRole('button', { name: 'Dislike', exact: true }).click();
  }
  throw new Error(`${name} was not dealt within ${cards} cards`);
}

async function closeMatchOverlay(page: Page): Promise<void> {
  const overlay = page.getByRole('dialog', { name: "It's a match!" });
  await overlay.waitFor({ timeout: 10_000 });
  expect(await overlay.textContent()).toContain(NAME);
  await overlay.getByRole('button', { name: 'Close' }).click();
  await overlay.waitFor({ state: 'detached' });
}

describe("a family's own names", () => {
  it('one partner adds a name, the other is dealt it marked, both like it and it is a match in Matches and History', async () => {
    const anna = await namedPartner(phones, 'Anna');
    const bram = await namedPartner(phones, 'Bram');
    await pair(anna, bram);
    // Bram is swiping while Anna adds the name.
    await openApp(bram, '/baby');
    await currentName(bram);

    await openApp(anna, '/settings');
    await addInSettings(anna, 'R2-D2');
    await anna
      .getByText(
        'A name is letters only, up to 40, with at most one hyphen, apostrophe or space between them.',
      )
      .waitFor();
    await addInSettings(anna, NAME);
    await anna.getByTestId('family-names-status').getByText('Added!').waitFor();
    await anna.getByRole('list', { name: "Your family's names" }).getByText(NAME).waitFor();
    const axe = await new AxeBuilder({ page: anna })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // Bram's deck takes it without a reload: it comes right after the cards already on the screen.
    await swipeTo(bram, NAME, 4);
    await expect
      .poll(() => currentCard(bram).getByTestId('added-by-family').textContent())
      .toBe('Added by your family');
    await bram.getByRole('button', { name: 'Like', exact: true }).click();
    await serverVotes(bram, baseUrl, (votes) => votes.some((vote) => vote.name === NAME && vote.approved));

    // Anna's own deck deals it first; her like makes the match on both phones.
    await openApp(anna, '/baby');
    expect(await currentName(anna)).toBe(NAME);
    await anna.getByRole('button', { name: 'Like', exact: true }).click();
    await closeMatchOverlay(anna);
    await closeMatchOverlay(bram);

    for (const page of [anna, bram]) {
      await openApp(page, '/matches');
      await expect
        .poll(() => page.getByTestId('vote-row').allTextContents())
        .toEqual([expect.stringContaining(NAME)]);
      await openApp(page, '/history');
      await page.getByTestId('vote-row').filter({ hasText: NAME }).waitFor();
    }
  });
});
