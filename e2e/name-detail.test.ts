import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from './support/browser';
import { usePhoneSession } from './support/phone-session';

const session = usePhoneSession();

/** Opens a name's detail page and waits for its chart. */
async function openChart(page: Page, name: string) {
  await openApp(page, `/name/${name}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  const chart = page.getByTestId('popularity-chart');
  await chart.waitFor();
  return chart;
}

async function drawnCountries(page: Page): Promise<(string | null)[]> {
  return page
    .getByTestId('chart-line')
    .evaluateAll((paths) =>
      paths
        .filter((path) => /L/.test(path.getAttribute('d') ?? ''))
        .map((path) => path.dataset.country ?? null),
    );
}

/** The chart, its legend wrapped onto several rows at 390 px, stays inside its card. */
async function expectInsideItsCard(page: Page) {
  const chart = page.getByTestId('popularity-chart');
  const card = page.locator('section', { has: chart });
  const [chartBox, cardBox] = await Promise.all([chart.boundingBox(), card.boundingBox()]);
  expect(chartBox && cardBox).toBeTruthy();
  if (chartBox && cardBox) {
    expect(chartBox.y + chartBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
    expect(chartBox.x + chartBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  }
}

describe('name detail', () => {
  it('Emma: every country with data drawn, 300 px high, inside its card; France can be hidden', async () => {
    const { page } = session;
    const chart = await openChart(page, 'Emma');
    const countries = await drawnCountries(page);
    expect(countries).toEqual(expect.arrayContaining(['nl', 'fr', 'us', 'ew']));
    const path = (await chart.locator('[data-country="nl"]').getAttribute('d')) ?? '';
    expect(path.match(/L/g)?.length ?? 0).toBeGreaterThan(20);
    expect((await chart.getByTestId('chart-drawing').boundingBox())?.height).toBe(300);
    await expectInsideItsCard(page);

    await chart.getByRole('button', { name: 'France' }).click();
    await expect.poll(() => chart.locator('[data-country="fr"]').count()).toBe(0);
  });

  it("in Dutch with the Netherlands selected, the card and the page name the parent's places first (issue 31)", async () => {
    const { page } = session;
    await openApp(page, '/settings');
    await page.evaluate(() => {
      window.localStorage.setItem('language', 'nl');
      window.localStorage.setItem('selected-tags', JSON.stringify(['netherlands']));
    });
    await openApp(page, '/');
    await expect
      .poll(() => page.getByTestId('card-places').first().textContent())
      .toMatch(/^Populair in Nederland/);

    const chart = await openChart(page, 'Emma');
    const chips = await chart
      .getByRole('group', { name: 'Landen in de grafiek' })
      .getByRole('button')
      .allTextContents();
    // The Dutch-speaking places first (issue 32: Flanders beside Belgium), then by Emma's rank there.
    expect(chips.slice(0, 3)).toEqual(['Nederland', 'België (Vlaanderen)', 'België']);
    await page.getByText(/^Nederland, Vlaanderen, België, Noorwegen/).waitFor();
  });

  it('Callum: a boy everywhere, with a non-empty chart and his rank per country', async () => {
    const { page } = session;
    await openChart(page, 'Callum');
    expect(await drawnCountries(page)).toEqual(expect.arrayContaining(['ew']));
    await expect.poll(() => page.getByText(/^♂\s*Male$/).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('country-genders').count()).toBe(0);
    expect(
      await page
        .getByTestId('country-stats')
        .getByRole('row', { name: /England & Wales/ })
        .count(),
    ).toBe(1);
  });

  it('Andrea: a boy in Italy, a girl in the US, and a chart with both sexes', async () => {
    const { page } = session;
    const chart = await openChart(page, 'Andrea');
    const genders = (await page.getByTestId('country-genders').textContent()) ?? '';
    const groups = genders.split(/, (?=(?:boy's name|girl's name|unisex) in )/);
    expect(groups.find((group) => group.startsWith("boy's name in"))).toContain('Italy');
    expect(groups.find((group) => group.startsWith("girl's name in"))).toContain('the US');
    expect(await drawnCountries(page)).toEqual(expect.arrayContaining(['it', 'us']));
    await chart.getByRole('button', { name: 'Girls' }).click();
    await expect.poll(() => chart.getAttribute('data-view')).toBe('F');
    expect((await drawnCountries(page)).length).toBeGreaterThan(0);
    await expectInsideItsCard(page);
  });

  it('Francesco: the legend wraps and the chart stays inside its card', async () => {
    const { page } = session;
    await openChart(page, 'Francesco');
    expect((await drawnCountries(page)).length).toBeGreaterThan(0);
    await expectInsideItsCard(page);
  });

  it('share copies the link to the clipboard where there is no share sheet', async () => {
    const { page, context } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
    await openApp(page, '/name/Noah');
    const alert = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await page.getByRole('button', { name: 'Share Noah' }).click();
    expect(await alert).toBe('Link copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${session.baseUrl}/name/Noah`);
  });
});
