import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from './support/browser';
import { familyMembers, pair, saveOwnName } from './support/together';
import { usePhones } from './support/phones';

const phones = usePhones();

/** A name saved on one phone shows on the other well before anyone would think of reloading. */
const LIVE_MS = 3_000;

const memberTexts = (page: Page) => familyMembers(page).allTextContents();

describe("a partner's name", () => {
  it('follows on the other phone, live, when it is saved and when it is changed', async () => {
    const { page: sanne } = await phones.phone();
    const { page: joris } = await phones.phone();
    await openApp(sanne, '/together');
    await openApp(joris, '/together');
    await pair(sanne, joris);
    await expect.poll(() => memberTexts(joris)).toEqual(['You', 'Your partner']);

    await saveOwnName(sanne, 'Sanne');
    await expect.poll(() => memberTexts(joris), { timeout: LIVE_MS }).toEqual(['You', 'Sanne']);
    await saveOwnName(joris, 'Joris');
    await expect.poll(() => memberTexts(sanne), { timeout: LIVE_MS }).toEqual(['SanneYou', 'Joris']);

    // Away from Together and back, without a reload: the name heard live is the one shown.
    await openApp(sanne, '/baby');
    await sanne.getByRole('button', { name: 'Open menu' }).click();
    await sanne.getByRole('link', { name: /Together/ }).click();
    await expect.poll(() => memberTexts(sanne)).toEqual(['SanneYou', 'Joris']);

    await saveOwnName(sanne, 'Sanne B');
    await expect.poll(() => memberTexts(joris), { timeout: LIVE_MS }).toEqual(['JorisYou', 'Sanne B']);
  });

  it('alone, the code to share and the field for theirs are never on screen together', async () => {
    const { page } = await phones.phone();
    await openApp(page, '/together');
    const field = page.getByRole('textbox', { name: 'Invite code' });
    await field.waitFor();
    await page.getByRole('button', { name: 'Get invite code' }).click();
    await page.getByTestId('invite-code').waitFor();
    expect(await field.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Get invite code' }).count()).toBe(0);
    await page.getByRole('button', { name: 'I have a code instead' }).click();
    await field.waitFor();
    expect(await page.getByTestId('invite-code').count()).toBe(0);
  });
});
