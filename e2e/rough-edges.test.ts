import fs from 'node:fs';
import path from 'node:path';
import type { FontKey } from '@name-swiper/contract/constants';
import { FONTS } from '@name-swiper/contract/constants';
import type { Locator, Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentCard, currentName, serverVotes, waitForStillScreen } from './support/app';
import { newPhone, openApp } from './support/browser';
import { usePhoneSession } from './support/phone-session';
import { repoRoot } from './support/server';
import { familyMembers, inviteCode, saveOwnName } from './support/together';

const session = usePhoneSession();
/** Two phones pairing, or many screens in Dutch: slower than one screen, the more so on a busy machine. */
const LONG_TEST_MS = 120_000;

async function rememberBeforeLoad(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) {
      window.localStorage.setItem(key, value);
    }
  }, entries);
}

/** Every word of the element's text, with the number of lines it takes and whether it sticks out. */
function wordLayout(element: Locator) {
  return element.evaluate((root) => {
    const bounds = root.getBoundingClientRect();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const words: { word: string; lines: number; overflows: boolean }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
        words.push({
          word: match[0],
          lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
          overflows: rects.some((rect) => rect.right > bounds.right + 0.5 || rect.left < bounds.left - 0.5),
        });
      }
    }
    return words;
  });
}

describe('6. long names on the detail screen', () => {
  it.each(Object.keys(FONTS) as FontKey[])(
    'at 320 px in the %s font, Oluwatobiloba Vandenberghe never breaks inside a word',
    async (font) => {
      const { page } = session;
      await page.setViewportSize({ width: 320, height: 700 });
      await rememberBeforeLoad(page, { 'font-preference': font, 'user-last-name': 'Vandenberghe' });
      await openApp(page, '/name/Oluwatobiloba');
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.nameFont)).toBe(font);
      await expect
        .poll(() => wordLayout(heading))
        .toEqual([
          { word: 'Oluwatobiloba', lines: 1, overflows: false },
          { word: 'Vandenberghe', lines: 1, overflows: false },
        ]);
    },
  );
});

describe('7. no votes while the Loading overlay covers the card', () => {
  it('arrow keys and the vote buttons do nothing until the connection is up', async () => {
    const { page, baseUrl } = session;
    let held: WebSocketRoute | undefined;
    // The first socket gets no answer (the app waits with 'Loading...'); the next one reaches the server.
    await page.routeWebSocket(/\/api\/ws/, (socket) => {
      if (held === undefined) {
        held = socket;
        return;
      }
      socket.connectToServer();
    });
    await page.goto('/baby');
    const overlay = page.getByTestId('connection-overlay');
    await overlay.waitFor();
    const first = await currentName(page);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('button', { name: 'Like', exact: true }).focus();
    await page.keyboard.press('Enter');
    const box = await page.getByRole('button', { name: 'Dislike', exact: true }).boundingBox();
    if (box) {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    }
    expect(await overlay.count()).toBe(1);
    expect(await currentName(page)).toBe(first);

    await held?.close();
    await overlay.waitFor({ state: 'detached', timeout: 20_000 });
    expect(await currentName(page)).toBe(first);
    expect(await serverVotes(page, baseUrl)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await serverVotes(page, baseUrl, (votes) => votes.length === 1);
  });
});

/** Records what the page would say instead of saying it; the device has Italian, French, Dutch and English voices. */
async function recordSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    Object.assign(window, { spoken });
    const voices = ['it-IT', 'fr-FR', 'nl-NL', 'en-GB'].map((lang) => ({ lang, name: lang }));
    window.speechSynthesis.getVoices = () => voices as unknown as SpeechSynthesisVoice[];
    window.speechSynthesis.speak = (utterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang });
    };
  });
}

function spoken(page: Page) {
  return page.evaluate(() => Reflect.get(window, 'spoken') as { text: string; lang: string }[]);
}

describe("10. a name is pronounced in its main country's language", () => {
  it('Francesco in Italian, Corentin in French, and Lucía, with no Spanish voice here, in the UI language', async () => {
    const { page } = session;
    await recordSpeech(page);
    await rememberBeforeLoad(page, { language: 'nl' });
    const said = [];
    // Corentin is popular in France and Wallonia only: no place of the parent's language says it otherwise (Amélie,
    // also given in Flanders, is said the Flemish way to a Dutch parent, decision 75).
    for (const name of ['Francesco', 'Corentin', 'Lucía']) {
      await openApp(page, `/name/${name}`);
      await page.getByRole('button', { name: `Uitspraak van ${name} beluisteren` }).click();
      said.push(...(await spoken(page)));
    }
    expect(said).toEqual([
      { text: 'Francesco', lang: 'it-IT' },
      { text: 'Corentin', lang: 'fr-FR' },
      { text: 'Lucía', lang: 'nl-NL' },
    ]);
  });

  it('the card and the list view pronounce a name in its own language too', async () => {
    const { page, baseUrl } = session;
    await recordSpeech(page);
    // A deck of two known names, as the server describes them.
    const deck = await Promise.all(
      ['Francesco', 'Corentin'].map(async (name) => {
        const { id, gender, tags, origin, popularIn, originLanguages } = await (
          await fetch(`${baseUrl}/api/names/${encodeURIComponent(name)}`)
        ).json();
        return { id, name, gender, tags, origin, popularIn, originLanguages };
      }),
    );
    await page.route(/\/api\/names\/unvoted\?/, (route) => route.fulfill({ json: deck }));
    await openApp(page, '/baby');
    await currentCard(page).getByRole('button', { name: 'Pronounce Francesco' }).click();
    await page.getByRole('button', { name: 'Switch to list view' }).click();
    await page.getByRole('button', { name: 'Pronounce Corentin' }).click();
    expect(await spoken(page)).toEqual([
      { text: 'Francesco', lang: 'it-IT' },
      { text: 'Corentin', lang: 'fr-FR' },
    ]);
  });
});

type Resource = Record<string, unknown>;
const readJson = (file: string): Resource =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'web/src/i18n', file), 'utf8'));

function group(resource: Resource, ...keys: string[]): Resource {
  return keys.reduce<Resource>((node, key) => {
    const child = node[key];
    return typeof child === 'object' && child !== null ? (child as Resource) : {};
  }, resource);
}

/** English data labels (genders, places, countries, trends, tags) whose Dutch text is another word. */
function englishOnlyLabels(): string[] {
  const en = readJson('en.json');
  const nl = readJson('nl.json');
  const groups = [['gender'], ['place'], ['name', 'countries'], ['name', 'trend'], ['tags', 'names']];
  return groups.flatMap((keys) => {
    const english = group(en, ...keys);
    const dutch = group(nl, ...keys);
    return Object.entries(english)
      .filter(([key, text]) => typeof text === 'string' && text !== dutch[key] && !text.includes('{{'))
      .map(([, text]) => String(text));
  });
}

/** The catalogue's English origin, unless Dutch names its language with the same word (Hindi, Swahili). */
function englishOnlyOrigin(detail: { origin?: string; originLanguages?: string[] }): string[] {
  const dutch = new Intl.DisplayNames('nl', { type: 'language' });
  const sameInDutch = (detail.originLanguages ?? []).some(
    (code) => /^[a-z]{2,3}$/.test(code) && dutch.of(code) === detail.origin,
  );
  return detail.origin === undefined || sameInDutch ? [] : [detail.origin];
}

function englishIn(text: string, labels: string[]): string[] {
  return labels.filter((label) =>
    new RegExp(`(^|[^\\p{L}])${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text),
  );
}

describe('11. every data label in the Dutch UI is Dutch', () => {
  it(
    'name detail, card, history and matches show no English genders, places, trends, tags or origins',
    async () => {
      const { page, baseUrl } = session;
      await rememberBeforeLoad(page, { language: 'nl' });
      const labels = englishOnlyLabels();
      for (const name of ['Emma', 'Mia', 'Andrea', 'Francesco', 'Noah']) {
        const detail = await (await fetch(`${baseUrl}/api/names/${name}`)).json();
        await openApp(page, `/name/${name}`);
        await page.getByTestId('popularity-chart').waitFor();
        const text = await page.locator('main').innerText();
        expect(englishIn(text, [...labels, ...englishOnlyOrigin(detail)]), name).toEqual([]);
      }
      await openApp(page, '/name/Emma');
      await page.getByText('Germaans', { exact: true }).waitFor();

      // The card: its origin line reads as the detail screen's origin does.
      await openApp(page, '/baby');
      let origin = currentCard(page).getByText(/^Herkomst: /);
      for (let swipes = 0; (await origin.count()) === 0 && swipes < 15; swipes += 1) {
        await page.keyboard.press('ArrowLeft');
        await waitForStillScreen(page);
        origin = currentCard(page).getByText(/^Herkomst: /);
      }
      const name = await currentName(page);
      const cardOrigin = ((await origin.textContent()) ?? '').replace(/^Herkomst: /, '');
      const cardText = await currentCard(page).innerText();
      const detail = await (await fetch(`${baseUrl}/api/names/${encodeURIComponent(name)}`)).json();
      expect(englishIn(cardText, [...labels, ...englishOnlyOrigin(detail)])).toEqual([]);
      await page.keyboard.press('ArrowRight');
      await serverVotes(page, baseUrl, (votes) => votes.some((vote) => vote.name === name));

      await openApp(page, '/history');
      await page.getByTestId('vote-row').first().waitFor();
      expect(englishIn(await page.locator('main').innerText(), labels)).toEqual([]);
      await openApp(page, '/matches');
      expect(englishIn(await page.locator('main').innerText(), labels)).toEqual([]);

      await openApp(page, `/name/${encodeURIComponent(name)}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const detailOrigin = page.locator('dt', { hasText: 'Herkomst' }).locator('xpath=following-sibling::dd');
      expect(await detailOrigin.innerText()).toBe(cardOrigin);
    },
    LONG_TEST_MS,
  );
});

describe('12. menu, list view, badges, cards and avatar', () => {
  it('marks Swipe as the current page on /', async () => {
    const { page } = session;
    await openApp(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const swipe = page.getByRole('navigation').getByRole('link', { name: 'Swipe', exact: true });
    expect(await swipe.getAttribute('aria-current')).toBe('page');
  });

  it('the list view shows whole names with a short last name and links each to its detail screen', async () => {
    const { page } = session;
    await rememberBeforeLoad(page, { 'user-last-name': 'Jansen' });
    await openApp(page, '/baby');
    await page.getByRole('button', { name: 'Switch to list view' }).click();
    const rows = page.getByTestId('name-row');
    await rows.first().waitFor();
    const names = await rows.evaluateAll((items) =>
      items.map((row) => {
        const link = row.querySelector('a');
        return {
          href: link?.getAttribute('href') ?? null,
          text: link?.textContent ?? '',
          cut: link === null || link.scrollWidth > link.clientWidth,
        };
      }),
    );
    expect(names.length).toBeGreaterThan(5);
    for (const { href, text, cut } of names) {
      expect(text).toMatch(/ Jansen$/);
      expect(href).toBe(`/name/${encodeURIComponent(text.replace(/ Jansen$/, ''))}`);
      expect(cut, text).toBe(false);
    }
    await rows.first().getByRole('link').click();
    await page.waitForURL(/\/name\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it(
    'the Votes and Matches badges stay away at zero; a new match is an alert until Matches is seen',
    async () => {
      const { page, context, baseUrl } = session;
      const menu = page.getByRole('navigation');
      const link = (name: string) => menu.getByRole('link', { name: new RegExp(`^${name}`) });
      await openApp(page, '/together');
      await saveOwnName(page, 'Anna');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect.poll(() => link('Matches').textContent()).toBe('Matches');
      expect(await link('Votes').textContent()).toBe('Votes');
      await page.getByRole('button', { name: 'Collapse menu' }).click();

      const browser = context.browser();
      if (!browser) {
        throw new Error('no browser');
      }
      const partnerContext = await newPhone(browser, baseUrl);
      try {
        const bram = await partnerContext.newPage();
        await openApp(bram, '/together');
        await saveOwnName(bram, 'Bram');
        await bram.getByRole('textbox', { name: 'Invite code' }).pressSequentially(await inviteCode(page));
        await expect.poll(() => familyMembers(page).count()).toBe(2);
        for (const phone of [bram, page]) {
          await openApp(phone, '/name/Emma');
          await phone.getByRole('button', { name: 'Like', exact: true }).click();
          await serverVotes(phone, baseUrl, (votes) => votes.length === 1);
        }
      } finally {
        await partnerContext.close();
      }
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect.poll(() => link('Matches').textContent()).toBe('Matches1');
      expect(await link('Votes').textContent()).toBe('Votes1');
      const badge = (name: string) => link(name).locator('[data-testid="menu-badge"]');
      expect(await badge('Matches').getAttribute('aria-label')).toBe('1 match (1 new)');
      expect(await badge('Votes').getAttribute('aria-label')).toBe('1 like');
      const background = (name: string) =>
        badge(name).evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await background('Matches')).not.toBe(await background('Votes'));

      await link('Matches').click();
      await page.getByTestId('vote-row').first().waitFor();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect.poll(() => badge('Matches').getAttribute('aria-label')).toBe('1 match');
      expect(await background('Matches')).toBe(await background('Votes'));
    },
    LONG_TEST_MS,
  );

  it('the Settings and Together cards end with their inputs, without an empty band', async () => {
    const { page } = session;
    async function bandUnder(input: Locator): Promise<number> {
      return input.evaluate((element) => {
        const card = element.closest('section, .rounded-3xl');
        const style = card ? getComputedStyle(card) : undefined;
        const bottom = card
          ? card.getBoundingClientRect().bottom - parseFloat(style?.paddingBottom ?? '0')
          : 0;
        return bottom - element.getBoundingClientRect().bottom;
      });
    }
    await openApp(page, '/settings');
    expect(await bandUnder(page.getByPlaceholder('Your last name'))).toBeLessThanOrEqual(2);
    await openApp(page, '/together');
    expect(await bandUnder(page.getByLabel('Set or update your name here.'))).toBeLessThanOrEqual(2);
    expect(await bandUnder(page.getByRole('textbox', { name: 'Invite code' }))).toBeLessThanOrEqual(2);
  });

  it('a broken avatar image shows the initials instead', async () => {
    const { page } = session;
    await openApp(page, '/together');
    await page.getByRole('button', { name: 'Sign up with Mock ID' }).click();
    await page.waitForURL((url) => url.pathname === '/together', { timeout: 20_000 });
    const user = page.getByTestId('signed-in-user');
    await user.waitFor();
    await page.evaluate(() => window.localStorage.setItem('userPic', 'http://127.0.0.1:9/missing.png'));
    await page.reload();
    await user.getByText('AV', { exact: true }).waitFor();
    expect(await user.locator('img').count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const profile = page.getByTestId('profile-card');
    await profile.getByText('AV', { exact: true }).waitFor();
    expect(await profile.locator('img').count()).toBe(0);
  });
});
