import type { Page } from 'playwright-core';

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
