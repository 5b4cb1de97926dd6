import { FONTS } from '@name-swiper/contract/constants';
import type { FontKey } from '@name-swiper/contract/constants';
import { describe, expect, it } from 'vitest';
import { currentCard, currentName } from './support/app';
import { openApp } from './support/browser';
import { usePhones } from './support/phones';

const phones = usePhones();

const FONT_KEYS = Object.keys(FONTS).filter((key): key is FontKey => Object.hasOwn(FONTS, key));

/** What makes a name look the way it does, as the browser draws it. */
function lettering(element: Element) {
  const style = getComputedStyle(element);
  return { family: style.fontFamily, weight: style.fontWeight, style: style.fontStyle };
}

describe('small things a parent notices', () => {
  it("each font's preview in Settings is drawn as the cards draw the name in it", async () => {
    const { page } = await phones.phone();
    for (const font of FONT_KEYS) {
      await openApp(page, '/settings');
      const option = page.locator(`label:has(input[name="font"][value="${font}"])`);
      const preview = await option.locator('span').first().evaluate(lettering);
      await option.click();
      await openApp(page, '/baby');
      await currentName(page);
      const card = await currentCard(page)
        .getByTestId('full-name')
        .locator('span')
        .first()
        .evaluate(lettering);
      expect({ font, ...preview }).toEqual({ font, ...card });
    }
  });

  it('Matches opened for the first time shows its outline at once, not an empty page under the header', async () => {
    const { page } = await phones.phone();
    await openApp(page, '/baby');
    await currentName(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const link = page.getByRole('link', { name: /Matches/ });
    await link.waitFor();
    // Frame by frame from the click: how long after the route changed the main area first showed something.
    const watching = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let changedAt: number | undefined;
          const frame = (now: number) => {
            if (changedAt === undefined && window.location.pathname === '/matches') {
              changedAt = now;
            }
            const main = document.querySelector('main');
            const shown = main?.querySelector('.animate-shimmer, h1:not(.sr-only)') ?? null;
            if (changedAt !== undefined && shown !== null) {
              resolve(now - changedAt);
              return;
            }
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
    await link.click();
    expect(await watching).toBeLessThan(50);
    await page.getByRole('heading', { level: 1, name: 'Matches' }).waitFor();
  });
});
