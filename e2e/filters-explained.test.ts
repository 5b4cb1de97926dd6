import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentName } from './support/app';
import { openApp } from './support/browser';
import { usePhoneSession } from './support/phone-session';

/** The number on a tag's toggle ("Greece 140 left"). */
async function tagCount(page: Page, label: RegExp): Promise<number> {
  const text = (await page.getByRole('button', { name: label }).textContent()) ?? '';
  return Number(/(\d+) left/.exec(text)?.[1] ?? Number.NaN);
}

/** The deck's total at the top of the Filters screen; 0 when it says nothing matches. */
async function deckTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('deck-total').textContent()) ?? '';
  return text.startsWith('No names') ? 0 : Number(/(\d+)/.exec(text)?.[1] ?? Number.NaN);
}

const toggle = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

describe('filters that explain themselves', () => {
  const session = usePhoneSession();

  it('counts within the chosen genders, shows the deck total, and combines tags by any or all', async () => {
    const { page } = session;
    await openApp(page, '/tags');
    await page.getByRole('heading', { name: 'Gender', exact: true }).waitFor();
    await toggle(page, /^Greece/).waitFor();

    const natureForAll = await tagCount(page, /^Nature/);
    await toggle(page, 'Boy').click();
    await toggle(page, 'Neutral').click();
    await expect.poll(() => tagCount(page, /^Nature/)).toBeLessThan(natureForAll);

    await toggle(page, /^US & England/).click();
    await toggle(page, /^Greece/).click();
    await expect.poll(() => deckTotal(page)).toBe(await tagCount(page, /^Greece/));
    const greekGirls = await deckTotal(page);
    expect(greekGirls).toBeGreaterThan(0);

    await toggle(page, /^Nature/).click();
    await page.getByText('A name needs at least one of the chosen categories.').waitFor();
    await expect.poll(() => deckTotal(page)).toBe(greekGirls + (await tagCount(page, /^Nature/)));

    await toggle(page, 'All of').click();
    await page.getByText('A name needs every chosen category.').waitFor();
    // No Greek name in the catalogue is also a nature name.
    await expect.poll(() => deckTotal(page)).toBe(0);
    await page.getByText('No names match these filters.').waitFor();
    expect(await tagCount(page, /^Greece/)).toBe(0);

    await page.reload();
    await toggle(page, /^Greece/).waitFor();
    expect(await toggle(page, 'All of').getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => window.localStorage.getItem('tag-match'))).toBe('"all"');
  });

  it('when the filters leave nothing, the swipe screen says so and widens them on request', async () => {
    const { page } = session;
    await openApp(page, '/tags');
    await toggle(page, /^US & England/).click();
    await toggle(page, /^Greece/).click();
    await toggle(page, /^Nature/).click();
    await toggle(page, 'All of').click();
    await toggle(page, 'Boy').click();
    await expect.poll(() => deckTotal(page)).toBe(0);

    await page.getByRole('link', { name: 'Back to Swipe' }).click();
    await page.getByText('No names left with these filters').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('deck-skeleton').count()).toBe(0);
    await toggle(page, 'Any gender').waitFor();
    await toggle(page, 'All places').waitFor();

    await toggle(page, 'Match any category').click();
    const name = await currentName(page);
    const detail = await fetch(`${session.baseUrl}/api/names/${encodeURIComponent(name)}`).then((response) =>
      response.json(),
    );
    expect(detail.tags).toEqual(expect.arrayContaining([expect.stringMatching(/^(greek|nature)$/)]));
    expect(detail.gender).not.toBe('M');
    expect(await page.evaluate(() => window.localStorage.getItem('tag-match'))).toBe('"any"');
  });
});

describe('filters in Dutch', () => {
  const session = usePhoneSession({ locale: 'nl-NL' });

  it('deals Dutch names by default and heads the gender toggles with "Geslacht"', async () => {
    const { page } = session;
    await openApp(page, '/tags');
    await page.getByRole('heading', { name: 'Geslacht', exact: true }).waitFor();
    await toggle(page, /^Nederland/).waitFor();
    expect(await toggle(page, /^Nederland/).getAttribute('aria-pressed')).toBe('true');
    expect(await toggle(page, /^VS & Engeland/).getAttribute('aria-pressed')).toBe('false');
    await toggle(page, 'Allemaal').waitFor();
  });
});
