import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentCard, currentName } from './support/app';
import { openApp } from './support/browser';
import { usePhoneSession } from './support/phone-session';

const session = usePhoneSession();

/** Stores filters (and a language) the way the Filters and Settings screens do, then opens `path` afresh. */
async function openWith(page: Page, path: string, storage: Record<string, string>): Promise<void> {
  await openApp(page, '/settings');
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) {
      window.localStorage.setItem(key, value);
    }
  }, storage);
  await openApp(page, path);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
}

describe('naming a child after someone (issue 34, part 2)', () => {
  it('a parent enters Wilhelmina, puts Wilma first in the deck with one tap, and is dealt it next', async () => {
    const { page } = session;
    await openApp(page, '/together');
    await page.getByRole('link', { name: /^Name after someone/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Name after someone' }).waitFor();
    await page.getByLabel('Their name').fill('Wilhelmina');
    await page.getByRole('button', { name: 'Find names' }).click();

    const wilma = page
      .getByTestId('namesake')
      .filter({ has: page.getByRole('link', { name: 'Wilma', exact: true }) });
    await expect.poll(() => wilma.getByTestId('namesake-why').textContent()).toBe('nickname of Wilhelmina');
    expect(await wilma.getByTestId('namesake-popularity').textContent()).toMatch(/^1 in [\d,]+\+? in /);
    const wilhelm = page
      .getByTestId('namesake')
      .filter({ has: page.getByRole('link', { name: 'Wilhelm', exact: true }) });
    expect(await wilhelm.getByTestId('namesake-why').textContent()).toMatch(/boy's form of Wilhelmina$/);
    await expectNoAxeViolations(page);

    await wilma.getByRole('button', { name: "Put first in your family's deck: Wilma" }).click();
    await wilma.getByText('In your deck').waitFor();

    // To the swipe screen without a reload: Wilma, no English name, is the card dealt.
    await page.getByRole('link', { name: 'Go to swipe' }).click();
    expect(await currentName(page)).toBe('Wilma');
    expect(await currentCard(page).getByTestId('added-by-family').textContent()).toBe('Added by your family');
  });

  it('says in Dutch that the catalogue knows no other form of a name, and none of a name it does not hold', async () => {
    const { page } = session;
    await openWith(page, '/namesakes', { language: 'nl' });
    await page.getByLabel('Naam van wie je vernoemt').fill('Zyxandra');
    await page.getByRole('button', { name: 'Namen zoeken' }).click();
    await page
      .getByText('Zyxandra staat niet in onze lijst met namen, dus we kennen geen andere vormen ervan.')
      .waitFor();
  });
});

describe('how common in class (issue 34, part 3)', () => {
  it("Noor's page says 1 in at least 110 girls born in Flanders in 2025, and her card says it short", async () => {
    const { page } = session;
    await openWith(page, '/name/Noor', { 'selected-tags': JSON.stringify(['flanders']) });
    const lines = page.getByTestId('class-share');
    await expect
      .poll(() => lines.getByRole('listitem').first().textContent())
      .toBe('1 in at least 110 girls born in Flanders in 2025 was named Noor: very common.');
    await expectNoAxeViolations(page);

    await openApp(page, '/baby');
    await currentName(page);
    // The first of the parent's places with a figure: Flanders (the filter) for nearly every Flemish name.
    expect(await currentCard(page).getByTestId('card-one-in').textContent()).toMatch(
      /^1 in [\d,]+\+? in (Flanders|the US|England & Wales|Ireland): (very common|common|uncommon|rare)$/,
    );
  });

  it('in Dutch, on the same page', async () => {
    const { page } = session;
    await openWith(page, '/name/Noor', { language: 'nl' });
    await page
      .getByText('1 op minstens 110 meisjes geboren in Vlaanderen in 2025 kreeg de naam Noor: heel vaak.')
      .waitFor();
  });
});
