import type { Vote } from '@name-swiper/contract/votes';
import type { Locator, Page } from 'playwright-core';

export function currentCard(page: Page): Locator {
  return page.getByTestId('current-card');
}

/** The first name on the current card (without the last name), once a name card is on top. */
export async function currentName(page: Page): Promise<string> {
  const name = currentCard(page).getByTestId('card-name').locator('span > span').first();
  await name.waitFor({ timeout: 15_000 });
  return (await name.textContent()) ?? '';
}

export async function deviceIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => window.localStorage.getItem('local_uuid'));
  if (!id) {
    throw new Error('The app has not created its device id');
  }
  return id;
}

/** The device's votes as the server has them (waits until `predicate` holds, for votes still on their way). */
export async function serverVotes(
  page: Page,
  baseUrl: string,
  predicate: (votes: Vote[]) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<Vote[]> {
  const deviceId = await deviceIdOf(page);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/votes?deviceId=${deviceId}`);
    const votes: Vote[] = await response.json();
    if (predicate(votes) || Date.now() > deadline) {
      return votes;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Drags the current card horizontally by `dx` pixels with the mouse, in small steps like a hand would. */
export async function dragCard(page: Page, dx: number): Promise<void> {
  const box = await currentCard(page).boundingBox();
  if (!box) {
    throw new Error('No current card to drag');
  }
  const startX = box.x + box.width / 2;
  const startY = box.y + box.height * 0.7;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX + dx / 2, startY, { steps: 8 });
  await page.mouse.move(startX + dx, startY, { steps: 8 });
  await page.mouse.up();
}
