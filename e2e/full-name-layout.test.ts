import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentCard, currentName } from './support/app';
import { openApp } from './support/browser';
import { usePhoneSession } from './support/phone-session';

const LONG_LAST_NAME = 'van der Heijden-Brouwer';

interface FullNameLayout {
  /** Lines the first name, the last name and the whole name take. */
  firstLines: number;
  lastLines: number;
  lines: number;
  firstSize: number;
  lastSize: number;
  /** How far the last name reaches past its line's left or right edge (0 when inside). */
  overflow: number;
}

/** Measures a full name as it is laid out: the lines its parts are on, their sizes, and whether it stays inside. */
async function layoutOf(fullName: Locator, lastName: string): Promise<FullNameLayout> {
  return fullName.evaluate((root, last) => {
    const text = root.textContent ?? '';
    const lastStart = text.lastIndexOf(last);
    /** A range over the characters [start, end) of the root's text, across its text nodes. */
    const rangeOf = (start: number, end: number) => {
      const range = document.createRange();
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      let offset = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0;
        if (start >= offset && start <= offset + length) {
          range.setStart(node, start - offset);
        }
        if (end >= offset && end <= offset + length) {
          range.setEnd(node, end - offset);
          break;
        }
        offset += length;
      }
      return range;
    };
    /** Text boxes whose middles fall within one another's heights are on one line, whatever their sizes. */
    const linesOf = (range: Range) => {
      const lines: { top: number; bottom: number }[] = [];
      for (const rect of Array.from(range.getClientRects()).filter((box) => box.width > 1)) {
        const middle = (rect.top + rect.bottom) / 2;
        const line = lines.find((known) => known.top <= middle && middle <= known.bottom);
        if (line) {
          line.top = Math.min(line.top, rect.top);
          line.bottom = Math.max(line.bottom, rect.bottom);
        } else {
          lines.push({ top: rect.top, bottom: rect.bottom });
        }
      }
      return lines.length;
    };
    const first = rangeOf(0, lastStart > 0 ? text.slice(0, lastStart).trimEnd().length : text.length);
    const lastName = rangeOf(lastStart, lastStart + last.length);
    let line = root.parentElement;
    while (line && getComputedStyle(line).display === 'inline') {
      line = line.parentElement;
    }
    const room = (line ?? root).getBoundingClientRect();
    const box = lastName.getBoundingClientRect();
    const sizeOf = (range: Range) => {
      const node = range.startContainer.parentElement ?? root;
      return parseFloat(getComputedStyle(node).fontSize);
    };
    return {
      firstLines: linesOf(first),
      lastLines: linesOf(lastName),
      lines: linesOf(rangeOf(0, text.length)),
      firstSize: sizeOf(first),
      lastSize: sizeOf(lastName),
      overflow: Math.max(0, room.left - box.left, box.right - room.right),
    };
  }, lastName);
}

/** The whole name kept in one piece: the last name on one line inside its box, smaller than the first name. */
function expectWhole(layout: FullNameLayout, label: string): void {
  expect(layout.lastLines, `${label}: lines of the last name`).toBe(1);
  expect(layout.firstLines, `${label}: lines of the first name`).toBe(1);
  expect(layout.lines, `${label}: lines of the full name`).toBeLessThanOrEqual(2);
  expect(layout.overflow, `${label}: last name past its line`).toBeLessThanOrEqual(0.5);
  expect(layout.lastSize, `${label}: last name smaller than the first`).toBeLessThan(layout.firstSize);
}

async function openWith(page: Page, path: string, lastName: string, font: string, language = 'en') {
  await page.addInitScript(
    (stored) => {
      window.localStorage.setItem('user-last-name', stored.lastName);
      window.localStorage.setItem('font-preference', stored.font);
      window.localStorage.setItem('language', stored.language);
    },
    { lastName, font, language },
  );
  await openApp(page, path);
  await page.evaluate(() => document.fonts.ready);
}

describe('issue 31 item 6: full names that keep the last name whole', () => {
  const session = usePhoneSession();

  it('"Amina de Vries" on her page at 1280 px keeps "de Vries" together', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openWith(page, '/name/Amina', 'de Vries', 'rounded');
    const heading = page.getByRole('heading', { level: 1 }).getByTestId('full-name');
    await heading.waitFor();
    const layout = await layoutOf(heading, 'de Vries');
    expectWhole(layout, 'Amina at 1280 px');
    expect(layout.lines).toBe(1);
  });

  it.each([320, 390, 1280])(
    'a long particled last name in Poppins at %i px: on the name page, in its studio and on the card',
    async (width) => {
      const { page } = session;
      await page.setViewportSize({ width, height: 800 });
      await openWith(page, '/name/Ibrahim', LONG_LAST_NAME, 'standard');
      const heading = page.getByRole('heading', { level: 1 }).getByTestId('full-name');
      await heading.waitFor();
      expectWhole(await layoutOf(heading, LONG_LAST_NAME), `Ibrahim's page at ${width} px`);
      const studioName = page.getByTestId('studio-full-name');
      await studioName.waitFor();
      expectWhole(await layoutOf(studioName, LONG_LAST_NAME), `the studio at ${width} px`);

      await openApp(page, '/baby');
      const name = await currentName(page);
      expectWhole(
        await layoutOf(currentCard(page).getByTestId('full-name'), LONG_LAST_NAME),
        `${name}'s card at ${width} px`,
      );
    },
  );

  it('the Dutch list view at 320 px: every name on at most two lines, its buttons inside the row', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 320, height: 800 });
    await openWith(page, '/baby', LONG_LAST_NAME, 'rounded', 'nl');
    await currentName(page);
    await page.getByRole('button', { name: 'Naar lijstweergave' }).click();
    const rows = page.getByTestId('name-row');
    await rows.first().waitFor();
    for (const row of (await rows.all()).slice(0, 8)) {
      const name = row.getByTestId('full-name');
      expectWhole(await layoutOf(name, LONG_LAST_NAME), `row ${await name.textContent()}`);
      const outside = await row.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return Array.from(element.querySelectorAll('button, a'))
          .map((control) => control.getBoundingClientRect())
          .filter((control) => control.left < box.left || control.right > box.right).length;
      });
      expect(outside).toBe(0);
    }
  });
});
