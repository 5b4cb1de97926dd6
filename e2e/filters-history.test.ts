import { describe, expect, it } from 'vitest';
import { currentCard, currentName, serverVotes, waitForCardChange } from './support/app';
import { openApp } from './support/browser';
import { usePhoneSession } from './support/phone-session';

const session = usePhoneSession();

describe('filters', () => {
  it('Greek girls only: the deck deals only Greek girl names, and the choice survives a reload', async () => {
    const { page, baseUrl } = session;
    await openApp(page, '/baby');
    await currentName(page);
    await page.getByRole('link', { name: 'Filters' }).click();
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    await page.getByRole('button', { name: /^US & England/ }).click();
    await page.getByRole('button', { name: /^Greece/ }).click();
    await page.getByRole('button', { name: 'Boy', exact: true }).click();
    await page.getByRole('button', { name: 'Neutral', exact: true }).click();
    expect(await page.getByRole('button', { name: /^Greece/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Girl', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.getByRole('button', { name: /^Greece/ }).textContent()).toMatch(/\d+ left/);

    await page.getByRole('link', { name: 'Back to Swipe' }).click();
    for (let card = 0; card < 3; card += 1) {
      const name = await currentName(page);
      const greek = await fetch(`${baseUrl}/api/names/${encodeURIComponent(name)}`).then((response) =>
        response.json(),
      );
      expect(greek).toMatchObject({ gender: 'F', tags: expect.arrayContaining(['greek']) });
      expect(await currentCard(page).textContent()).toContain('Female');
      await waitForCardChange(page, () => page.keyboard.press('ArrowRight'));
    }

    await page.reload();
    await page.goto('/tags');
    await page.getByRole('button', { name: /^Greece/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Greece/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: /^US & England/ }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(await page.getByRole('button', { name: 'Boy', exact: true }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});

describe('history', () => {
  it('lists the votes newest first, filters them by chip and changes a vote', async () => {
    const { page, baseUrl } = session;
    await openApp(page, '/baby');
    const liked = await currentName(page);
    await waitForCardChange(page, () => page.keyboard.press('ArrowRight'));
    const disliked = await currentName(page);
    await page.keyboard.press('ArrowLeft');
    await serverVotes(page, baseUrl, (votes) => votes.length === 2);

    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.getByRole('link', { name: /Votes/ }).textContent()).toContain('1');
    await page.getByRole('link', { name: /Votes/ }).click();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    const rows = page.getByTestId('vote-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).locator('a').textContent()).toBe(disliked);
    expect(await rows.nth(1).locator('a').textContent()).toBe(liked);

    await page.getByRole('button', { name: 'Likes', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.nth(0).locator('a').textContent()).toBe(liked);
    await page.getByRole('button', { name: 'Dislikes', exact: true }).click();
    await expect
      .poll(async () => (await rows.count()) === 1 && (await rows.nth(0).locator('a').textContent()))
      .toBe(disliked);

    await page.getByRole('button', { name: `Like ${disliked}`, exact: true }).click();
    expect(
      await page.getByRole('button', { name: `Like ${disliked}`, exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    const votes = await serverVotes(page, baseUrl, (list) => list.every((vote) => vote.approved));
    expect(votes.map((vote) => vote.approved)).toEqual([true, true]);
    await page.getByRole('button', { name: 'Dislikes', exact: true }).click();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('button', { name: 'Dislikes', exact: true }).click();
    await page.getByText('No history yet.').waitFor();
  });
});
