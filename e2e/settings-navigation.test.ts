import { describe, expect, it } from 'vitest';
import { currentCard, currentName } from './support/app';
import { openApp } from './support/browser';
import { usePhoneSession } from './support/phone-session';

const session = usePhoneSession();

const nameFontOf = (page: typeof session.page) =>
  currentCard(page)
    .getByTestId('card-name')
    .evaluate(
      (element) => getComputedStyle(element.querySelector('[data-testid="full-name"]') ?? element).fontFamily,
    );

describe('settings', () => {
  it('the last name appears after the name on the card', async () => {
    const { page } = session;
    await openApp(page, '/settings');
    await page.getByPlaceholder('Your last name').fill('  van der Berg  ');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved!').waitFor();
    await page.getByRole('link', { name: 'Go to swipe' }).click();
    const first = await currentName(page);
    expect(await currentCard(page).getByTestId('card-name').textContent()).toBe(`${first} van der Berg`);
  });

  it('the font choice applies to the names and is remembered', async () => {
    const { page } = session;
    await openApp(page, '/baby');
    await currentName(page);
    expect(await nameFontOf(page)).toContain('Nunito');
    await page.goto('/settings');
    await page.getByText('Handwritten').click();
    await page.goto('/baby');
    await currentName(page);
    expect(await nameFontOf(page)).toContain('Pacifico');
    expect(await page.evaluate(() => window.localStorage.getItem('font-preference'))).toBe('handwritten');
  });

  it('switching to Dutch translates the app at once and is remembered', async () => {
    const { page } = session;
    await openApp(page, '/settings');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('nl');
    await page.getByRole('heading', { name: 'Instellingen' }).waitFor();
    await page.goto('/baby');
    await page.getByRole('button', { name: 'Ongedaan maken' }).waitFor();
    expect(await page.getByRole('button', { name: 'Menu openen' }).count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
  });
});

describe('navigation', () => {
  it('an unknown route shows the 404 page with a way home', async () => {
    const { page } = session;
    await openApp(page, '/this/does/not/exist');
    await page.getByText("Sorry, we can't find that page.").waitFor();
    expect(await page.getByText('404', { exact: true }).count()).toBe(1);
    await page.getByRole('link', { name: 'Go back home' }).click();
    await currentName(page);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('the sidebar search opens the name page and closes the sidebar; an empty search does nothing', async () => {
    const { page } = session;
    await openApp(page, '/history');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const search = page.getByRole('searchbox', { name: 'Search for a name' });
    await search.fill('   ');
    await search.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/history');
    await search.fill('  Zoë ');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/name/Zo%C3%AB');
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    // The closed sidebar is inert and hidden from the accessibility tree, so read the field directly.
    expect(await page.locator('input[type="search"]').inputValue()).toBe('');
  });

  it('the menu links lead to each screen and the page scrolls to the top', async () => {
    const { page } = session;
    await openApp(page, '/tags');
    await page.mouse.wheel(0, 2000);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: /Settings/ }).click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
