import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentName, dragCard, waitForCardChange } from './support/app';
import type { ContextOptions } from './support/browser';
import { openApp } from './support/browser';
import { usePhoneSession } from './support/phone-session';

interface CardFrame {
  position: string;
  name: string;
  opacity: number;
  backgroundAlpha: number;
  rect: { left: number; right: number; top: number; bottom: number };
}

/** Starts recording, every frame, each card of the stack in paint order (bottom first). */
async function recordFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frames: CardFrame[][] = [];
    const target = window as unknown as { cardFrames: CardFrame[][]; recording: boolean };
    target.cardFrames = frames;
    target.recording = true;
    const alphaOf = (color: string) => {
      const parts = /rgba?\(([^)]+)\)/.exec(color)?.[1]?.split(/[\s,/]+/) ?? [];
      return parts.length > 3 ? Number(parts[3]) : 1;
    };
    const record = () => {
      const cards = Array.from(
        document.querySelectorAll<HTMLElement>('[data-testid="card-stack"] > article'),
      );
      const painted = cards
        .map((card, order) => ({ card, order, z: Number(getComputedStyle(card).zIndex) || 0 }))
        .sort((a, b) => a.z - b.z || a.order - b.order);
      frames.push(
        painted.map(({ card }) => {
          const style = getComputedStyle(card);
          const { left, right, top, bottom } = card.getBoundingClientRect();
          return {
            position: card.dataset.testid ?? '',
            name: card.getAttribute('aria-label') ?? '',
            opacity: Number(style.opacity),
            backgroundAlpha: alphaOf(style.backgroundColor),
            rect: { left, right, top, bottom },
          };
        }),
      );
      if (target.recording) {
        requestAnimationFrame(record);
      }
    };
    requestAnimationFrame(record);
  });
}

async function stopRecording(page: Page): Promise<CardFrame[][]> {
  return page.evaluate(() => {
    const target = window as unknown as { cardFrames: CardFrame[][]; recording: boolean };
    target.recording = false;
    return target.cardFrames;
  });
}

const overlaps = (a: CardFrame['rect'], b: CardFrame['rect']) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * What of another card shows through the card on top, frame by frame: the top card is not fully opaque (the card
 * behind shows through it), or a card over it is see-through where they overlap (both names at once).
 */
function seeThrough(frames: CardFrame[][]): string[] {
  const found: string[] = [];
  frames.forEach((cards, frame) => {
    const topIndex = cards.findIndex((card) => card.position === 'current-card');
    const top = cards[topIndex];
    if (!top) {
      return;
    }
    const seeThroughTop = top.opacity < 1 || top.backgroundAlpha < 1;
    for (const below of cards.slice(0, topIndex)) {
      if (seeThroughTop && overlaps(below.rect, top.rect)) {
        found.push(`frame ${frame}: ${top.name} on top at opacity ${top.opacity} over ${below.name}`);
      }
    }
    for (const above of cards.slice(topIndex + 1)) {
      if (above.opacity > 0 && above.opacity < 1 && overlaps(above.rect, top.rect)) {
        found.push(`frame ${frame}: ${above.name} at opacity ${above.opacity} over ${top.name}`);
      }
    }
  });
  return found;
}

async function framesOf(page: Page, action: () => Promise<void>): Promise<CardFrame[][]> {
  await recordFrames(page);
  await waitForCardChange(page, action);
  return stopRecording(page);
}

/** Each theme and motion setting at another width: the fly-out's distance follows the card's size. */
const SETTINGS: [string, ContextOptions, number][] = [
  ['light, 390 px', { colorScheme: 'light' }, 390],
  ['dark, 1280 px', { colorScheme: 'dark' }, 1280],
  ['reduced motion, 320 px', { reducedMotion: 'reduce' }, 320],
];

describe.each(SETTINGS)(
  'issue 31 item 4: the card on top hides the one behind it (%s)',
  (_, options, width) => {
    const session = usePhoneSession(options);

    it('in every frame of a vote by button, key and drag and of an undo', async () => {
      const { page } = session;
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript(() => window.localStorage.setItem('font-preference', 'standard'));
      await openApp(page, '/baby');
      await currentName(page);
      const like = page.getByRole('button', { name: 'Like', exact: true });
      const actions: [string, () => Promise<void>][] = [
        ['like button', () => like.click()],
        ['← key', () => page.keyboard.press('ArrowLeft')],
        ['drag', () => dragCard(page, 160)],
        ['undo', () => page.getByRole('button', { name: 'Undo' }).click()],
      ];
      for (const [label, action] of actions) {
        const frames = await framesOf(page, action);
        expect(frames.length, label).toBeGreaterThan(0);
        expect(seeThrough(frames), label).toEqual([]);
      }
    });
  },
);
