import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentName, serverVotes } from './support/app';
import { launchBrowser, newPhone, openApp } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhone(browser, baseUrl, { locale: 'nl-NL' });
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

/** Word-by-word translations the glossary (web/src/i18n/README.md) replaced, and the formal "u". */
const CALQUES = [
  /vind-ik-leuk/i,
  /\bstemmen\b/i,
  /swipeweergave/i,
  /\bLaatste rang\b/,
  /\bBijnamen\b/,
  /\b(u|uw)\b/,
];

/** What a reader meets on the screen: its text, and the labels a screen reader says. */
function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    document.body.innerText,
    ...Array.from(document.querySelectorAll('[aria-label], [placeholder]')).flatMap((element) => [
      element.getAttribute('aria-label') ?? '',
      element.getAttribute('placeholder') ?? '',
    ]),
  ]);
}

describe('the Dutch app', () => {
  it('counts likes as likes', async () => {
    const page = await context.newPage();
    await openApp(page, '/baby');
    const name = await currentName(page);
    await page.getByRole('button', { name: 'Leuk', exact: true }).click();
    await serverVotes(page, baseUrl, (votes) => votes.some((vote) => vote.name === name));
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await page.getByLabel('1 like', { exact: true }).waitFor();
    await page.close();
  });

  it.each(['/baby', '/history', '/matches', '/together', '/settings', '/tags', '/name/Emma'])(
    '%s reads as written in Dutch, labels included',
    async (path) => {
      const page = await context.newPage();
      await openApp(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const texts = await readableTexts(page);
      for (const calque of CALQUES) {
        expect(
          texts.filter((text) => calque.test(text)),
          `${path}: ${calque}`,
        ).toEqual([]);
      }
      await page.close();
    },
  );
});
