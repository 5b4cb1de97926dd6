import { randomUUID } from 'node:crypto';
import { nameItemSchema } from '@name-swiper/contract/names';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currentCard, deviceIdOf, serverVotes } from './support/app';
import { openApp } from './support/browser';
import { usePhoneSession } from './support/phone-session';

const session = usePhoneSession();

const names = z.array(nameItemSchema);
const endingIn = (letter: string) => (item: { name: string }) => item.name.endsWith(letter);

/** The server's plain popularity order for a device that has not voted (`filters`: more query parameters). */
async function popularNames(baseUrl: string, filters = ''): Promise<z.infer<typeof names>> {
  const response = await fetch(
    `${baseUrl}/api/names/unvoted?deviceId=${randomUUID()}&limit=200&learn=false${filters}`,
  );
  return names.parse(await response.json());
}

describe('the learned deck (decision 64)', () => {
  it('after liking 20 names ending in -a and disliking 20 ending in -o, the next 30 cards hold more -a names than popularity order', async () => {
    const { page, baseUrl } = session;
    const liked = (await popularNames(baseUrl)).filter(endingIn('a')).slice(0, 20);
    // Names ending in -o are commonest among Italian and Spanish boys.
    const disliked = (await popularNames(baseUrl, '&tags=italian&tags=spanish&genders=M'))
      .filter(endingIn('o'))
      .slice(0, 20);
    expect(liked).toHaveLength(20);
    expect(disliked).toHaveLength(20);

    // Votes through the app's own buttons on each name's page, as someone who looked the names up would (the
    // deck is not opened before, so no deck dealt before the votes is kept on the phone).
    for (const [list, button] of [
      [liked, 'Like'],
      [disliked, 'Dislike'],
    ] as const) {
      for (const { name } of list) {
        await openApp(page, `/name/${encodeURIComponent(name)}`);
        const vote = page.getByRole('button', { name: button, exact: true });
        await vote.click();
        await expect.poll(() => vote.getAttribute('aria-pressed')).toBe('true');
      }
    }
    await serverVotes(page, baseUrl, (votes) => votes.length === 40, 20_000);
    const deviceId = await deviceIdOf(page);

    const dealt = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/names/unvoted',
    );
    await openApp(page, '/baby');
    const learned = names.parse(await (await dealt).json()).slice(0, 30);
    const plain = names.parse(
      await (
        await fetch(`${baseUrl}/api/names/unvoted?deviceId=${deviceId}&tags=english&limit=30&learn=false`)
      ).json(),
    );
    expect(learned).toHaveLength(30);
    expect(learned.filter(endingIn('a')).length).toBeGreaterThan(plain.filter(endingIn('a')).length);

    // The first card says which of my likes it resembles.
    const because = (await currentCard(page).getByTestId('card-because').textContent()) ?? '';
    const likedNames = liked.map((item) => item.name);
    const reasons = /^Like (.+?)(?: and (.+))?$/.exec(because);
    expect(reasons, because).not.toBeNull();
    for (const reason of (reasons ?? []).slice(1).filter((name) => name !== undefined)) {
      expect(likedNames).toContain(reason);
    }

    // Learning off in Settings: the deck is the popularity order again, without reasons.
    await openApp(page, '/settings');
    await page.getByRole('switch', { name: /Learn from my votes/ }).click();
    expect(await page.evaluate(() => window.localStorage.getItem('learned-order'))).toBe('false');
    const again = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/names/unvoted',
    );
    await openApp(page, '/baby');
    const popularAgain = names.parse(await (await again).json());
    expect(popularAgain.slice(0, 30).map((item) => item.id)).toEqual(plain.map((item) => item.id));
    expect(await currentCard(page).getByTestId('card-because').count()).toBe(0);
  }, 240_000);
});
