import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deviceIdOf, serverVotes } from './support/app';
import { openApp } from './support/browser';
import { familyMembers, namedPartner, pair, toCelebrate } from './support/together';
import { usePhones } from './support/phones';

const phones = usePhones();
const { baseUrl } = phones;

const NAME = 'Olivia';

/** Likes the name on its detail screen and waits until the server has the like. */
async function likeOnDetail(page: Page, name: string): Promise<void> {
  await openApp(page, `/name/${name}`);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await serverVotes(page, baseUrl, (votes) => votes.some((vote) => vote.name === name && vote.approved));
}

const matchOverlay = (page: Page) => page.getByRole('dialog', { name: "It's a match!" });
const listedUnder = (page: Page, section: string) =>
  page.getByRole('list', { name: section }).getByTestId('family-member').allTextContents();
const cheersOn = (page: Page, name: string) =>
  page.getByTestId('vote-row').filter({ hasText: name }).getByTestId('cheer').allTextContents();

describe('two parents and a grandmother on three phones (issue 33 §2, browser test a)', () => {
  it("her like and one parent's make no match; the second parent's makes it on both parents' phones and not hers; the parents see Oma ♥; she sees it once a parent shares", async () => {
    const anna = await namedPartner(phones, 'Anna');
    const bram = await namedPartner(phones, 'Bram');
    const oma = await namedPartner(phones, 'Oma');
    await pair(anna, bram);

    // 'Invite a grandparent' beside 'Get invite code': her code makes her a supporter.
    await anna.getByRole('button', { name: 'Invite a grandparent' }).click();
    await anna.getByText('Code for a grandparent:').waitFor();
    const code = ((await anna.getByTestId('invite-code').textContent()) ?? '').trim();
    await oma.getByRole('textbox', { name: 'Invite code' }).pressSequentially(code);
    for (const page of [anna, bram, oma]) {
      await expect.poll(() => familyMembers(page).count()).toBe(3);
    }
    await expect.poll(() => listedUnder(anna, 'Parents')).toEqual(['AnnaYou', 'Bram']);
    await expect.poll(() => listedUnder(anna, 'Supporters')).toEqual([expect.stringContaining('Oma')]);
    await oma
      .getByText('You cheer Anna and Bram on: they see which names you like, and they decide.')
      .waitFor();
    expect(await oma.getByRole('button', { name: 'Invite a grandparent' }).count()).toBe(0);

    // The grandmother's like and Anna's: no match, for anyone.
    await likeOnDetail(oma, NAME);
    await likeOnDetail(anna, NAME);
    const annaMatches = await fetch(`${baseUrl}/api/votes/matches?deviceId=${await deviceIdOf(anna)}`);
    expect(await annaMatches.json()).toEqual([]);
    expect(await toCelebrate(baseUrl, anna)).toEqual([]);

    // Bram's like makes the match: "It's a match!" on both parents' phones.
    await likeOnDetail(bram, NAME);
    for (const page of [anna, bram]) {
      const overlay = matchOverlay(page);
      await overlay.waitFor({ timeout: 10_000 });
      expect(await overlay.getByTestId('match-name').textContent()).toBe(NAME);
      await overlay.getByRole('button', { name: 'Close' }).click();
      await overlay.waitFor({ state: 'detached' });
    }

    // The parents see who cheers the match on.
    for (const page of [anna, bram]) {
      await openApp(page, '/matches');
      await expect.poll(() => cheersOn(page, NAME)).toEqual([expect.stringContaining('Oma ♥')]);
    }

    // Not shared: the grandmother's Matches says so.
    await openApp(oma, '/matches');
    await oma.getByText('The parents have not shared their matches yet.').waitFor();

    // Anna shares the matches: the grandmother's open Matches lists the match, live.
    await openApp(anna, '/together');
    const share = anna.getByRole('switch', { name: /Share our matches with supporters/ });
    expect(await share.isChecked()).toBe(false);
    // The switch shows the family's state: it turns on once the server has told every member.
    await share.click();
    await expect.poll(() => share.isChecked()).toBe(true);
    await expect
      .poll(() => oma.getByTestId('vote-row').allTextContents(), { timeout: 10_000 })
      .toEqual([expect.stringContaining(NAME)]);
    // The sharing reached her after the match was made: had she been told of the match, its overlay would be up.
    expect(await matchOverlay(oma).count()).toBe(0);
    expect(await toCelebrate(baseUrl, oma)).toEqual([]);
  });
});
