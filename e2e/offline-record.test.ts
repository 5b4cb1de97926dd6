import { describe, expect, it } from 'vitest';
import { currentName, serverVotes, waitForCardChange } from './support/app';
import { openApp } from './support/browser';
import {
  controlNetwork,
  historyRows,
  storedOutbox,
  waitForServiceWorker,
  withoutAds,
} from './support/offline';
import { usePhoneSession } from './support/phone-session';

const session = usePhoneSession();

describe('the device keeps its own record of its votes (issue 19)', () => {
  it('after an offline reload History lists the votes made offline, the deck deals none of them again, and a second vote is a change', async () => {
    const { page, context, baseUrl } = session;
    await withoutAds(context);
    const network = await controlNetwork(page, context);
    await openApp(page, '/baby');
    await waitForServiceWorker(page);
    await network.setOnline(false);
    await page.getByTestId('offline-banner').waitFor();

    // Three quick likes: each key press as soon as a name is on top.
    const liked: string[] = [];
    for (let i = 0; i < 3; i++) {
      liked.push(await currentName(page));
      await waitForCardChange(page, () => page.keyboard.press('ArrowRight'));
    }
    await expect.poll(() => storedOutbox(page)).toHaveLength(3);

    await page.reload();
    await page.getByTestId('offline-banner').waitFor();
    const dealt: string[] = [];
    for (let i = 0; i < 6; i++) {
      dealt.push(await currentName(page));
      await waitForCardChange(page, () => page.keyboard.press('ArrowLeft'));
    }
    expect(dealt.filter((name) => liked.includes(name))).toEqual([]);

    await page.goto('/history');
    await expect.poll(() => historyRows(page)).toHaveLength(9);
    const rows = await historyRows(page);
    expect(rows.filter((row) => liked.includes(row.name)).map((row) => row.vote)).toEqual([
      'Like',
      'Like',
      'Like',
    ]);
    expect(rows.filter((row) => dealt.includes(row.name)).every((row) => row.vote === 'Dislike')).toBe(true);

    const changed = liked[0] ?? '';
    await page.getByRole('button', { name: `Dislike ${changed}` }).click();
    await expect
      .poll(async () => (await historyRows(page)).find((row) => row.name === changed))
      .toEqual({ name: changed, vote: 'Dislike', note: 'Changed, was liked' });
    expect(await storedOutbox(page)).toHaveLength(9);

    await network.setOnline(true);
    const votes = await serverVotes(page, baseUrl, (list) => list.length === 9, 20_000);
    expect(Object.fromEntries(votes.map((vote) => [vote.name, vote.approved]))).toEqual(
      Object.fromEntries([
        ...dealt.map((name) => [name, false]),
        ...liked.map((name) => [name, name !== changed]),
      ]),
    );
    await expect.poll(() => storedOutbox(page), { timeout: 10_000 }).toEqual([]);
  });

  it('a reload offline after a single earlier visit deals from the deck that visit left', async () => {
    const { page, context } = session;
    await openApp(page, '/baby');
    const first = await currentName(page);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-banner').waitFor();
    expect(await page.getByText('The name list is empty!').count()).toBe(0);
    expect(await currentName(page)).toBe(first);
  });
});
