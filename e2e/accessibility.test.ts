import AxeBuilder from '@axe-core/playwright';
import { FONTS } from '@name-swiper/contract/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentCard, currentName, serverVotes, waitForStillScreen } from './support/app';
import { openApp } from './support/browser';
import { usePhoneSession } from './support/phone-session';
import { usePhones } from './support/phones';
import { namedPartner, pair } from './support/together';

/** Every route of spec §2.1, and one that matches none (the 404 page). */
const ROUTES = [
  '/',
  '/baby',
  '/history',
  '/matches',
  '/decide',
  '/name/Emma',
  '/together',
  '/settings',
  '/credits',
  '/tags',
  '/login-success',
  '/no-such-page',
];
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const MIN_TARGET_PX = 44;

/** What axe finds on the page, as short readable lines (empty when there is nothing). */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  );
}

/** Opens a route and lets it settle: the realtime connection up, data loaded, animations done. */
async function openSettled(page: Page, route: string): Promise<void> {
  await openApp(page, route);
  if (route === '/login-success') {
    // Without a token the callback logs and returns home (spec §8).
    await page.waitForURL((url) => url.pathname === '/');
  }
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid$="skeleton"], .animate-pulse').length === 0,
  );
  await waitForStillScreen(page);
}

/** Everything a finger can tap: links, buttons, form controls, disclosure summaries and ARIA widgets. */
const TAPPABLE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Tappable elements smaller than 44 × 44 px, links inside running text included (issue 31: "Go to Settings" was 19 px
 * tall); only the visually hidden skip link, until it is focused, is left out.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ min, selector }) => {
      const small: string[] = [];
      for (const control of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        const box = control.getBoundingClientRect();
        const style = getComputedStyle(control);
        if (
          box.width <= 1 ||
          box.height === 0 ||
          style.visibility === 'hidden' ||
          control.closest('[aria-hidden="true"], [inert]')
        ) {
          continue;
        }
        // A checkbox or radio inside its label is as large as the label.
        const label = control instanceof HTMLInputElement ? control.closest('label') : null;
        const target = label?.getBoundingClientRect() ?? box;
        if (target.width < min - 0.5 || target.height < min - 0.5) {
          const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
          small.push(
            `${control.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(target.width)}x${Math.round(target.height)}`,
          );
        }
      }
      return small;
    },
    { min: MIN_TARGET_PX, selector: TAPPABLE },
  );
}

describe('accessibility: axe on every route, light and dark', () => {
  const session = usePhoneSession({ colorScheme: 'light' });
  it.each(ROUTES)('%s has no axe violations in either theme, and 44 px touch targets', async (route) => {
    const { page } = session;
    await openSettled(page, route);
    expect(await axeViolations(page), 'light').toEqual([]);
    expect(await smallTargets(page), 'light').toEqual([]);
    // The theme follows the system setting live, so the same screen is checked again in dark.
    await page.emulateMedia({ colorScheme: 'dark' });
    await waitForStillScreen(page);
    expect(await axeViolations(page), 'dark').toEqual([]);
    expect(await smallTargets(page), 'dark').toEqual([]);
  });
});

/** axe and the touch targets of the screen as it is, in light and then in dark. */
async function expectAccessibleInBothThemes(page: Page, label: string): Promise<void> {
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid$="skeleton"], .animate-pulse').length === 0,
  );
  await waitForStillScreen(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await waitForStillScreen(page);
    expect(await axeViolations(page), `${label}, ${colorScheme}`).toEqual([]);
    expect(await smallTargets(page), `${label}, ${colorScheme}`).toEqual([]);
  }
}

describe('accessibility: the screens with names on them, for a linked couple', () => {
  const phones = usePhones();

  it('Matches with its stats, History and the list view, in both themes', async () => {
    const anna = await namedPartner(phones, 'Anna');
    const bram = await namedPartner(phones, 'Bram');
    await pair(anna, bram);
    for (const page of [anna, bram]) {
      await openApp(page, '/name/Emma');
      await page.getByRole('button', { name: 'Like', exact: true }).click();
      await serverVotes(page, phones.baseUrl, (votes) => votes.some((vote) => vote.name === 'Emma'));
    }
    for (const page of [bram, anna]) {
      const overlay = page.getByRole('dialog', { name: "It's a match!" });
      await overlay.waitFor({ timeout: 10_000 });
      await overlay.getByRole('button', { name: 'Close' }).click();
      await overlay.waitFor({ state: 'detached' });
    }

    await openApp(anna, '/matches');
    await anna.getByTestId('vote-row').first().waitFor();
    await expect.poll(() => anna.getByTestId('match-stats').locator('dd').nth(1).textContent()).toBe('1');
    await expectAccessibleInBothThemes(anna, 'Matches');

    await openApp(anna, '/history');
    await anna.getByTestId('vote-row').first().waitFor();
    await expectAccessibleInBothThemes(anna, 'History');

    await openApp(anna, '/baby');
    await currentName(anna);
    await anna.getByRole('button', { name: 'Switch to list view' }).click();
    await anna.getByTestId('name-row').first().waitFor();
    await expectAccessibleInBothThemes(anna, 'list view');
  }, 120_000);
});

describe('accessibility: colour contrast in every name font', () => {
  const session = usePhoneSession();
  it.each(Object.keys(FONTS))('the swipe deck in the %s font', async (font) => {
    const { page } = session;
    await page.addInitScript((key) => window.localStorage.setItem('font-preference', key), font);
    await openSettled(page, '/baby');
    await currentName(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('accessibility: 320 px wide to desktop', () => {
  const session = usePhoneSession();
  it('no route scrolls sideways at 320 px or at 1280 px', async () => {
    const { page } = session;
    for (const route of ROUTES) {
      await page.setViewportSize({ width: 320, height: 800 });
      await openSettled(page, route);
      for (const width of [320, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await waitForStillScreen(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${route} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  }, 120_000);
});

describe('accessibility: the swipe toolbar at 320 px in Dutch', () => {
  const session = usePhoneSession({ locale: 'nl-NL' });

  it('keeps every control inside its row and each on one line, in the swipe and the list view', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 320, height: 800 });
    await page.addInitScript(() => window.localStorage.setItem('language', 'nl'));
    await openSettled(page, '/baby');
    await currentName(page);
    await page.getByRole('button', { name: 'Naar lijstweergave' }).click();
    const toolbar = page.getByRole('button', { name: 'Ongedaan maken' }).locator('..');
    for (const view of ['list', 'swipe']) {
      const controls = await toolbar.evaluate((row) => {
        const box = row.getBoundingClientRect();
        return Array.from(row.querySelectorAll('a, button')).map((control) => {
          const own = control.getBoundingClientRect();
          return {
            name: control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '',
            outside: Math.round(Math.max(0, box.left - own.left, own.right - box.right)),
            height: Math.round(own.height),
          };
        });
      });
      expect(controls.length, view).toBeGreaterThanOrEqual(3);
      for (const control of controls) {
        expect({ ...control, view }).toEqual({ ...control, view, outside: 0, height: MIN_TARGET_PX });
      }
      await page.getByRole('button', { name: /^Naar (kaart|lijst)weergave$/ }).click();
    }
  });
});

describe('accessibility: the swipe deck by keyboard and screen reader', () => {
  const session = usePhoneSession();

  it('Tab reaches the vote buttons with a visible focus ring; Enter votes and the result is announced', async () => {
    const { page } = session;
    await openSettled(page, '/baby');
    const first = await currentName(page);
    const like = page.getByRole('button', { name: 'Like', exact: true });
    const dislike = page.getByRole('button', { name: 'Dislike', exact: true });
    for (
      let presses = 0;
      presses < 40 && !(await like.evaluate((button) => button === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    expect(await like.evaluate((button) => button === document.activeElement)).toBe(true);
    const ring = await like.evaluate((button) => {
      const style = getComputedStyle(button);
      return {
        visible: button.matches(':focus-visible'),
        outline: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
      };
    });
    expect(ring).toEqual({ visible: true, outline: 'solid', width: 3 });

    await page.keyboard.press('Enter');
    const announcer = page.getByTestId('deck-announcer');
    await expect
      .poll(() => announcer.textContent())
      .toMatch(new RegExp(`^Liked ${first}\\. Now showing .+\\.$`));
    expect(await announcer.getAttribute('aria-live')).toBe('polite');

    const second = await currentName(page);
    await dislike.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => announcer.textContent()).toMatch(new RegExp(`^Disliked ${second}\\.`));
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => announcer.textContent()).toBe(`${second} is back`);
  });

  it('the current card is named for screen readers and the card behind it is hidden from them', async () => {
    const { page } = session;
    await openSettled(page, '/baby');
    const name = await currentName(page);
    expect(await currentCard(page).getAttribute('aria-label')).toBe(name);
    expect(await page.getByTestId('next-card').getAttribute('aria-hidden')).toBe('true');
    expect(await page.getByRole('heading', { level: 1, name: 'Swipe' }).count()).toBe(1);
  });
});

describe('accessibility: prefers-reduced-motion', () => {
  const session = usePhoneSession({ reducedMotion: 'reduce' });

  it('a drag short of the threshold puts the card back without a spring, and CSS animations are off', async () => {
    const { page } = session;
    await openSettled(page, '/baby');
    const name = await currentName(page);
    // Every frame's horizontal offset of the card while it is dragged 50 px and let go: a spring passes through
    // values in between on its way back, a card without motion jumps straight from 50 to 0.
    const offsets = await currentCard(page).evaluateHandle((card) => {
      const recorded: number[] = [];
      const record = () => {
        recorded.push(new DOMMatrix(getComputedStyle(card).transform).m41);
        if (recorded.length < 600) {
          requestAnimationFrame(record);
        }
      };
      requestAnimationFrame(record);
      return recorded;
    });
    // Held at 50 px until a frame shows it there (a busy machine paints few frames), then let go.
    const box = await currentCard(page).boundingBox();
    const [x, y] = [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) * 0.7];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 50, y, { steps: 16 });
    await page.waitForFunction((recorded) => Math.max(...recorded) > 45, offsets, { timeout: 5000 });
    await page.mouse.up();
    // Back in place after the drag: the frames up to here hold any spring there was.
    await page.waitForFunction((recorded) => Math.abs(recorded.at(-1) ?? Number.NaN) < 1, offsets, {
      timeout: 5000,
    });
    const frames = await offsets.jsonValue();
    const afterRelease = frames.slice(frames.lastIndexOf(Math.max(...frames)));
    expect(afterRelease.filter((offset) => offset > 1 && offset < 45)).toEqual([]);
    expect(await currentName(page)).toBe(name);
    const transition = await page
      .getByRole('button', { name: 'Like', exact: true })
      .evaluate((button) => parseFloat(getComputedStyle(button).transitionDuration));
    expect(transition).toBeLessThan(0.001);
  });
});
