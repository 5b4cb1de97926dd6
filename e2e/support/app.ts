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

/**
 * Waits until nothing on the screen moves: no CSS transition or animation and no Web Animation (the cards'
 * fly-out and entry run as those) still running, and where the deck is shown, the cards at rest: the card that
 * left is gone and the one on top stands upright in place at full opacity (a card at rest has no transform).
 * With `replacing`, also until a card with another key than that one is on top.
 */
export async function waitForStillScreen(page: Page, replacing?: string): Promise<void> {
  await page.waitForFunction(
    (previousKey) => {
      if (document.getAnimations().some((animation) => animation.playState === 'running')) {
        return false;
      }
      const stack = document.querySelector('[data-testid="card-stack"]');
      if (stack === null) {
        return previousKey === undefined;
      }
      const card = stack.querySelector('[data-testid="current-card"]');
      if (card === null || card.getAttribute('data-card-key') === previousKey) {
        return false;
      }
      const style = getComputedStyle(card);
      return (
        stack.querySelector('[data-testid="leaving-card"]') === null &&
        style.transform === 'none' &&
        style.opacity === '1'
      );
    },
    replacing,
    { timeout: 10_000 },
  );
}

/** Runs `action` (a vote or an undo) and waits until another card is on top and the cards are at rest. */
export async function waitForCardChange(page: Page, action: () => Promise<void>): Promise<void> {
  const previousKey = await currentCard(page).getAttribute('data-card-key');
  if (previousKey === null) {
    throw new Error('No current card to replace');
  }
  await action();
  await waitForStillScreen(page, previousKey);
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
export function dragCard(page: Page, dx: number): Promise<void> {
  return dragCardBy(page, dx, 0);
}

/** Drags the current card by `dx` sideways and `dy` down (negative: up) with the mouse, in small steps. */
export async function dragCardBy(page: Page, dx: number, dy: number): Promise<void> {
  const box = await currentCard(page).boundingBox();
  if (!box) {
    throw new Error('No current card to drag');
  }
  // Whole pixels, so that the pointer ends exactly `dx`, `dy` from where it went down.
  const startX = Math.round(box.x + box.width / 2);
  const startY = Math.round(box.y + box.height * 0.7);
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX + dx / 2, startY + dy / 2, { steps: 8 });
  await page.mouse.move(startX + dx, startY + dy, { steps: 8 });
  await page.mouse.up();
}

/** What moved on the screen after a pointer was let go, until it was still again. */
export interface Release {
  /** Each running CSS transition and Web Animation seen: the test id of the element it moves, and its duration. */
  animations: { testId: string; durationMs: number }[];
  /** From the pointer's release to the first frame with nothing running and the cards at rest. */
  stillAfterMs: number;
}

/**
 * Runs `gesture` (a drag) and watches the screen from the moment the pointer is let go, frame by frame, until nothing
 * runs and the card on top rests upright in place with no card leaving.
 */
export async function watchRelease(page: Page, gesture: () => Promise<void>): Promise<Release> {
  await page.evaluate(() => {
    const watched = new Promise<Release>((resolve) => {
      window.addEventListener(
        'pointerup',
        (event) => {
          const seen = new Map<string, { testId: string; durationMs: number }>();
          const frame = (now: number) => {
            const running = document.getAnimations().filter((animation) => animation.playState === 'running');
            for (const animation of running) {
              const effect = animation.effect as KeyframeEffect | null;
              const target = effect?.target as HTMLElement | null | undefined;
              const testId = target?.closest('[data-testid]')?.getAttribute('data-testid') ?? '?';
              const durationMs = Number(effect?.getTiming().duration ?? 0);
              seen.set(`${testId} ${durationMs}`, { testId, durationMs });
            }
            const card = document.querySelector<HTMLElement>('[data-testid="current-card"]');
            const still =
              running.length === 0 &&
              document.querySelector('[data-testid="leaving-card"]') === null &&
              card !== null &&
              getComputedStyle(card).transform === 'none';
            if (still) {
              resolve({ animations: [...seen.values()], stillAfterMs: now - event.timeStamp });
            } else {
              requestAnimationFrame(frame);
            }
          };
          requestAnimationFrame(frame);
        },
        { once: true, capture: true },
      );
    });
    (window as unknown as { watchedRelease: Promise<Release> }).watchedRelease = watched;
  });
  await gesture();
  return page.evaluate(() => (window as unknown as { watchedRelease: Promise<Release> }).watchedRelease);
}
