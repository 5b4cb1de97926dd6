import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentName, serverVotes } from './support/app';
import { openApp } from './support/browser';
import { familyMembers, inviteCode, saveOwnName } from './support/together';
import { usePhones } from './support/phones';

const phones = usePhones();
const { baseUrl } = phones;

/** A partner's phone: a fresh device on its own browser context. */
async function partner(path: string): Promise<Page> {
  const { page } = await phones.phone();
  await openApp(page, path);
  return page;
}

const memberTexts = (page: Page) => familyMembers(page).allTextContents();

describe('two partners', () => {
  it('join with an invite code, match on a name both like, see it in Matches, and part again', async () => {
    const anna = await partner('/together');
    const bram = await partner('/together');
    await saveOwnName(anna, 'Anna');
    await saveOwnName(bram, 'Bram');
    await anna.getByText(/You are on your own for now/).waitFor();

    const code = await inviteCode(anna);
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    // Typing the sixth character joins without pressing anything.
    await bram.getByRole('textbox', { name: 'Invite code' }).pressSequentially(code.toLowerCase());
    await expect.poll(() => memberTexts(anna)).toEqual(['AnnaYou', 'Bram']);
    await expect.poll(() => memberTexts(bram)).toEqual(['BramYou', 'Anna']);
    expect(await anna.getByTestId('invite-code').count()).toBe(0);

    await openApp(anna, '/baby');
    const name = await currentName(anna);
    await anna.getByRole('button', { name: 'Like', exact: true }).click();
    await serverVotes(anna, baseUrl, (votes) => votes.some((vote) => vote.name === name && vote.approved));

    await bram.getByRole('button', { name: 'Open menu' }).click();
    await bram.getByRole('searchbox', { name: 'Search for a name' }).fill(name);
    await bram.keyboard.press('Enter');
    await bram.getByRole('heading', { level: 1, name }).waitFor();
    await bram.getByRole('button', { name: 'Like', exact: true }).click();

    for (const page of [anna, bram]) {
      const overlay = page.getByRole('dialog', { name: "It's a match!" });
      await overlay.waitFor({ timeout: 10_000 });
      expect(await overlay.getByTestId('match-name').textContent()).toBe(name);
      // The confetti falls on a canvas of its own while the burst lasts, hidden from screen readers.
      await page.locator('body > canvas[aria-hidden="true"]').waitFor({ state: 'attached', timeout: 5000 });
      await overlay.getByRole('button', { name: 'Close' }).click();
      await overlay.waitFor({ state: 'detached' });
    }

    await bram.getByRole('button', { name: 'Open menu' }).click();
    await bram.getByRole('link', { name: /Matches/ }).click();
    const stats = bram.getByTestId('match-stats');
    await expect.poll(() => stats.locator('dd').allTextContents()).toEqual(['1', '1', '1']);
    // The rows come from their own request, which may land after the stats.
    await expect
      .poll(() => bram.getByTestId('vote-row').allTextContents(), { timeout: 5000 })
      .toEqual([expect.stringContaining(name)]);
    expect(await bram.getByLabel('1 match', { exact: true }).count()).toBe(1);

    await openApp(anna, '/together');
    await bram.getByRole('button', { name: 'Open menu' }).click();
    await bram.getByRole('link', { name: /Together/ }).click();
    await bram.getByRole('button', { name: 'Leave family' }).click();
    await bram.getByRole('button', { name: 'Confirm' }).click();
    for (const page of [anna, bram]) {
      await expect.poll(() => familyMembers(page).count()).toBe(0);
      await page.getByText(/You are on your own for now/).waitFor();
    }
  });

  it('joins through a shared invite link: the link names the inviter and joins on Confirm', async () => {
    const anna = await partner('/together');
    const bram = await partner('/');
    await saveOwnName(anna, 'Anna');
    await anna.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await inviteCode(anna);
    // No Web Share API in headless Chromium: 'Share invite' copies the link.
    await anna.getByRole('button', { name: 'Share invite' }).click();
    await anna.getByText('Copied!').waitFor();
    const link = await anna.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/together\?code=[A-Z2-9]{6}&from=Anna$/);

    await bram.goto(link);
    await bram.getByRole('alertdialog').getByText("Join Anna's family?").waitFor();
    await bram.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => memberTexts(anna)).toEqual(['AnnaYou', 'Your partner']);
    await expect.poll(() => memberTexts(bram)).toEqual(['You', 'Anna']);
    await bram.getByText(/Add your name below/).waitFor();
  });

  it('an invite code that does not exist gets its message', async () => {
    const page = await partner('/together');
    await page.getByRole('textbox', { name: 'Invite code' }).pressSequentially('ZZZZZ2');
    await page.getByText('That invite code does not exist. Check the code and try again.').waitFor();
  });
});
