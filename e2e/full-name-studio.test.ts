import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from './support/browser';
import { usePhoneSession } from './support/phone-session';

const session = usePhoneSession();

/** Sets the device's last name (the Settings value, user-last-name) and opens a name's studio. */
async function openStudio(page: Page, name: string, lastName: string): Promise<Locator> {
  await openApp(page, '/settings');
  await page.evaluate((value) => window.localStorage.setItem('user-last-name', value), lastName);
  await openApp(page, `/name/${name}`);
  await page.getByRole('heading', { level: 1, name: new RegExp(`^${name}`) }).waitFor();
  const studio = page.locator('section', { has: page.getByRole('heading', { name: 'Full-name studio' }) });
  await studio.waitFor();
  return studio;
}

describe('full-name studio (issue 22)', () => {
  it('warns about initials that spell a word, shows syllables and nicknames with the last name', async () => {
    const { page } = session;
    let studio = await openStudio(page, 'Ava', 'Smith');
    await expect.poll(() => studio.getByTestId('studio-full-name').textContent()).toBe('Ava Smith');
    await expect.poll(() => studio.getByTestId('initials-warning').count()).toBe(0);

    await studio.getByLabel('Middle name').fill('Sophie');
    await expect.poll(() => studio.getByTestId('studio-full-name').textContent()).toBe('Ava Sophie Smith');
    await expect
      .poll(() => studio.getByTestId('initials-warning').textContent())
      .toBe('A.S.S. spells a word in English that classmates could tease about.');
    const syllables = studio.getByTestId('studio-syllables');
    expect(await syllables.textContent()).toContain('So·phie');
    expect(await syllables.textContent()).toContain('2 syllables');
    expect(await syllables.textContent()).toContain('1 syllable');

    studio = await openStudio(page, 'Elizabeth', 'Smith');
    const nicknames = studio.getByTestId('studio-nicknames');
    await nicknames.getByText('Liz Smith', { exact: true }).waitFor();
  });

  it('splits the first name by its pronunciation, says what is estimated and stresses no particle (issue 31)', async () => {
    const { page } = session;
    const studio = await openStudio(page, 'Noah', 'van der Heijden');
    const words = studio.getByTestId('studio-syllables').getByRole('listitem');
    await expect
      .poll(() => words.allTextContents())
      .toEqual([
        'No·ah 2 syllables',
        'van 1 syllable · estimated',
        'der 1 syllable · estimated',
        'Heij·den 2 syllables · estimated',
      ]);
    expect(await words.locator('strong').allTextContents()).toEqual(['No', 'Heij']);
  });

  it('notes names that run together, rhyme or start alike', async () => {
    const { page } = session;
    const flow = async (name: string, lastName: string) =>
      (await openStudio(page, name, lastName)).getByTestId('studio-flow').textContent();

    expect(await flow('Mia', 'Anders')).toContain(
      'Mia ends with the sound Anders starts with, so the two run together.',
    );
    expect(await flow('Jason', 'Mason')).toContain('Jason and Mason rhyme.');
    expect(await flow('Mia', 'Miller')).toContain('Mia and Miller start with the same sound.');
    expect(await flow('Emma', 'Jansen')).toContain('No sounds run together');
  });

  it('shows the candidate beside the brothers and sisters listed in Settings', async () => {
    const { page } = session;
    await openApp(page, '/settings');
    for (const sibling of ['Dorothy', 'Max']) {
      await page.getByPlaceholder("A child's name").fill(sibling);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
    }
    await page.getByRole('list', { name: 'Brothers and sisters' }).getByText('Max').waitFor();

    const studio = await openStudio(page, 'Mia', 'Jansen');
    const rows = studio.getByTestId('studio-sibling');
    await expect.poll(() => rows.count()).toBe(2);
    const dorothy = rows.filter({ hasText: 'Dorothy' });
    await dorothy
      .getByText(
        /^In the US, Mia was given most in the 20\d0s and Dorothy in the 19\d0s: a generation apart\.$/,
      )
      .waitFor();
    expect(await rows.filter({ hasText: 'Max' }).textContent()).toContain(
      'Both start with M: post and monograms get mixed up.',
    );
  });
});
