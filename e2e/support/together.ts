import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { deviceIdOf } from './app';
import { openApp } from './browser';
import type { Phones } from './phones';

export function familyMembers(page: Page) {
  return page.getByTestId('family-member');
}

/** Saves the device's display name on the Together page. */
export async function saveOwnName(page: Page, name: string): Promise<void> {
  await page.getByLabel('Set or update your name here.').fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Name saved successfully!').waitFor();
}

/** Asks for an invite code on the Together page and answers it once it has arrived. */
export async function inviteCode(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Get invite code' }).click();
  const code = page.getByTestId('invite-code');
  await code.waitFor();
  return ((await code.textContent()) ?? '').trim();
}

/** A partner's phone on the Together page, with its name saved. */
export async function namedPartner(phones: Phones, name: string): Promise<Page> {
  const { page } = await phones.phone();
  await openApp(page, '/together');
  await saveOwnName(page, name);
  return page;
}

/** Joins the second phone to the first one's family with an invite code typed in, and waits for both members. */
export async function pair(anna: Page, bram: Page): Promise<void> {
  const code = await inviteCode(anna);
  await bram.getByRole('textbox', { name: 'Invite code' }).pressSequentially(code);
  await expect.poll(() => familyMembers(anna).count()).toBe(2);
}

/** The names the server still has for this device to celebrate: each one comes up as a match overlay. */
export async function toCelebrate(baseUrl: string, page: Page): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/matches/to-celebrate?deviceId=${await deviceIdOf(page)}`);
  const { matches } = (await response.json()) as { matches: { name: string }[] };
  return matches.map((match) => match.name);
}

/** Closes the overlay of every match the server has for this device to celebrate, until it has none left. */
export async function closeMatchOverlays(baseUrl: string, page: Page): Promise<void> {
  const overlay = page.getByRole('dialog', { name: "It's a match!" });
  for (
    let waiting = await toCelebrate(baseUrl, page);
    waiting.length > 0;
    waiting = await toCelebrate(baseUrl, page)
  ) {
    await overlay.waitFor({ timeout: 10_000 });
    const shown = await overlay.getByTestId('match-name').textContent();
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => toCelebrate(baseUrl, page)).not.toContain(shown);
  }
}
