import { nameDetailSchema, nameItemSchema } from '@name-swiper/contract/names';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currentName } from './support/app';
import { openApp } from './support/browser';
import { usePhoneSession } from './support/phone-session';

const session = usePhoneSession();

/** The deck's total at the top of the Filters screen; 0 when it says nothing matches. */
async function deckTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('deck-total').textContent()) ?? '';
  return /^(No names|Geen namen)/.test(text) ? 0 : Number(/(\d+)/.exec(text)?.[1] ?? Number.NaN);
}

/** The number on the US & England toggle ("US & England 95 left"). */
async function englishCount(page: Page): Promise<number> {
  const text = (await page.getByRole('button', { name: /^US & England/ }).textContent()) ?? '';
  return Number(/(\d+) left/.exec(text)?.[1] ?? Number.NaN);
}

const inGroup = (page: Page, group: string, name: string | RegExp) =>
  page
    .getByRole('group', { name: group, exact: true })
    .getByRole('button', { name, exact: typeof name === 'string' });

const folded = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');

describe('more filters', () => {
  it('a length, an era, unisex only and a first letter each narrow the deck and its counts, survive a reload, in Dutch too', async () => {
    const { page, baseUrl } = session;
    await openApp(page, '/tags');
    await page.getByRole('button', { name: /^US & England/ }).waitFor();
    await expect.poll(() => deckTotal(page)).toBeGreaterThan(0);
    let total = await deckTotal(page);

    /** Clicks a choice and waits until the deck total and the US & England count both fall, to the same number. */
    const narrows = async (choice: () => Promise<void>) => {
      await choice();
      await expect.poll(() => deckTotal(page)).toBeLessThan(total);
      await expect.poll(async () => (await englishCount(page)) === (await deckTotal(page))).toBe(true);
      total = await deckTotal(page);
      expect(total).toBeGreaterThan(0);
    };
    await narrows(() => inGroup(page, 'Length', /^Short/).click());
    await narrows(() => inGroup(page, 'Era', /^Modern/).click());
    await narrows(() => inGroup(page, 'Gender', 'Unisex only').click());
    await page.getByText('Only names given to boys and girls alike.').waitFor();
    await narrows(() => inGroup(page, 'First letter', 'N').click());

    const dealt = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/names/unvoted',
    );
    await page.getByRole('link', { name: 'Back to Swipe' }).click();
    const names = z.array(nameItemSchema).parse(await (await dealt).json());
    expect(names.length).toBe(total);
    for (const { name, gender, tags } of names) {
      expect(folded(name), name).toMatch(/^n\p{L}{0,3}$/u);
      expect(gender, name).toBe('N');
      expect(tags, name).toContain('english');
      const detail = nameDetailSchema.parse(
        await fetch(`${baseUrl}/api/names/${encodeURIComponent(name)}`).then((response) => response.json()),
      );
      expect(
        detail.countries.some((country) => country.peakYear >= 1990),
        name,
      ).toBe(true);
    }
    expect(names.map((item) => item.name)).toContain(await currentName(page));

    await page.goto('/tags');
    await page.getByRole('button', { name: /^US & England/ }).waitFor();
    for (const [group, name] of [
      ['Length', /^Short/],
      ['Era', /^Modern/],
      ['Gender', 'Unisex only'],
      ['First letter', 'N'],
    ] as const) {
      expect(await inGroup(page, group, name).getAttribute('aria-pressed'), group).toBe('true');
    }
    expect(await inGroup(page, 'Length', /^Long/).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => deckTotal(page)).toBe(total);
    expect(
      await page.evaluate(() =>
        ['selected-lengths', 'selected-eras', 'selected-initials', 'unisex-only'].map((key) =>
          window.localStorage.getItem(key),
        ),
      ),
    ).toEqual(['["short"]', '["modern"]', '["n"]', 'true']);

    await page.evaluate(() => window.localStorage.setItem('language', 'nl'));
    await page.reload();
    await page.getByRole('heading', { name: 'Lengte', exact: true }).waitFor();
    for (const [group, name] of [
      ['Lengte', /^Kort tot 4 letters/],
      ['Tijd', /^Modern het populairst sinds 1990/],
      ['Geslacht', 'Alleen uniseks'],
      ['Beginletter', 'N'],
    ] as const) {
      expect(await inGroup(page, group, name).getAttribute('aria-pressed'), group).toBe('true');
    }
    expect(await inGroup(page, 'Tijd', /^In opkomst/).getAttribute('aria-pressed')).toBe('false');
    // Without a category chosen by hand, Dutch starts from the names popular in the Netherlands.
    await expect.poll(() => deckTotal(page)).toBeGreaterThan(0);
    await page.getByText(/^Nog \d+ namen? om te swipen$/).waitFor();
  });

  it('a combination that leaves nothing gives the empty deck, which offers to drop the new filters', async () => {
    const { page } = session;
    await openApp(page, '/tags');
    await inGroup(page, 'Gender', 'Unisex only').click();
    await inGroup(page, 'Gender', 'Neutral').click();
    await expect.poll(() => deckTotal(page)).toBe(0);
    await page.getByText('No names match these filters.').waitFor();

    await page.getByRole('link', { name: 'Back to Swipe' }).click();
    await page.getByText('No names left with these filters').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Not only unisex', exact: true }).click();
    expect(folded(await currentName(page)).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.localStorage.getItem('unisex-only'))).toBe('false');
  });
});
