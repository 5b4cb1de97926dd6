import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deviceIdOf } from './support/app';
import { openApp } from './support/browser';
import { saveOwnName } from './support/together';
import { usePhones } from './support/phones';

const phones = usePhones();
const { baseUrl } = phones;

async function phone(locale: string): Promise<Page> {
  const { page } = await phones.phone({ locale });
  await openApp(page, '/together');
  return page;
}

async function storedName(page: Page): Promise<string | null> {
  const response = await fetch(`${baseUrl}/api/device/name?deviceId=${await deviceIdOf(page)}`);
  const { name } = (await response.json()) as { name: string | null };
  return name;
}

/** The 'Your name' form, found by its given-name input whatever the language. */
const yourNameForm = (page: Page) =>
  page.locator('form').filter({ has: page.locator('input[autocomplete="given-name"]') });

describe('Your name', () => {
  it('is cleared by saving it empty, and stays cleared after a reload', async () => {
    const page = await phone('en-GB');
    await saveOwnName(page, 'Anna');
    expect(await storedName(page)).toBe('Anna');

    const input = page.getByLabel('Set or update your name here.');
    await input.fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Your name is cleared.').waitFor();
    expect(await page.getByText('Unable to save your name. Please try again.').count()).toBe(0);
    expect(await storedName(page)).toBeNull();

    await openApp(page, '/together');
    await expect.poll(() => input.inputValue()).toBe('');
  });

  it('says so in Dutch', async () => {
    const page = await phone('nl-NL');
    const card = yourNameForm(page);
    await card.getByRole('textbox').fill('Bram');
    await card.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Naam opgeslagen!').waitFor();
    await card.getByRole('textbox').fill('   ');
    await card.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Je naam is gewist.').waitFor();
    expect(await storedName(page)).toBeNull();
  });
});
