import AxeBuilder from '@axe-core/playwright';
import { FONTS } from '@name-swiper/contract/constants';
import type { FontKey } from '@name-swiper/contract/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentCard, currentName, waitForStillScreen } from './support/app';
import { openApp } from './support/browser';
import { usePhones } from './support/phones';

const phones = usePhones();

const FONT_KEYS = Object.keys(FONTS).filter((key): key is FontKey => Object.hasOwn(FONTS, key));

/** What makes a name look the way it does, as the browser draws it. */
function lettering(element: Element) {
  const style = getComputedStyle(element);
  return { family: style.fontFamily, weight: style.fontWeight, style: style.fontStyle };
}

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function violationsInBothThemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Colours change with a transition, and a vote's cards move.
    await waitForStillScreen(page);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
    found.push(
      ...violations.flatMap((violation) =>
        violation.nodes.map((node) => `${colorScheme} ${violation.id}: ${node.target.join(' ')}`),
      ),
    );
  }
  return found;
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

  it('the filters chip, the partner nudge, the name suggestions and the invite code pass axe in both themes', async () => {
    const { page } = await phones.phone();
    await openApp(page, '/together');
    await page.getByRole('button', { name: 'Get invite code' }).click();
    await page.getByTestId('invite-code').waitFor();
    expect(await violationsInBothThemes(page)).toEqual([]);

    await page.evaluate(() => window.localStorage.setItem('selected-genders', '["F"]'));
    await openApp(page, '/baby');
    await page.getByTestId('filters-on').waitFor();
    // Five votes (the fifth draw is an ad, which is not one) bring the nudge.
    while ((await page.getByTestId('partner-nudge').count()) === 0) {
      const like = currentCard(page).getByRole('button', { name: /^Like/ });
      await (
        (await like.count()) > 0 ? like : page.getByRole('button', { name: 'Like', exact: true })
      ).click();
      await page.waitForTimeout(450);
    }
    expect(await violationsInBothThemes(page)).toEqual([]);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('searchbox', { name: 'Search for a name' }).fill('Em');
    await page.getByRole('list', { name: 'Suggested names' }).waitFor();
    await page.waitForTimeout(400);
    expect(await violationsInBothThemes(page)).toEqual([]);
  });
});
