import { describe, expect, it } from 'vitest';
import { openApp } from './support/browser';
import { usePhoneSession } from './support/phone-session';

const session = usePhoneSession();

describe('places and pronunciations (issue 32)', () => {
  it('in Dutch: pick Flanders, get Flemish names, open Noor: its 2025 rank, its Dutch pronunciation, the Netherlands ending in 2014', async () => {
    const { page } = session;
    await openApp(page, '/settings');
    await page.evaluate(() => {
      window.localStorage.setItem('language', 'nl');
      window.localStorage.setItem('selected-tags', JSON.stringify(['netherlands']));
    });

    await openApp(page, '/tags');
    const belgium = page.getByRole('group', { name: 'België', exact: true });
    await belgium.waitFor();
    expect(await belgium.getByRole('button').allTextContents()).toEqual([
      expect.stringMatching(/^België/),
      expect.stringMatching(/^Vlaanderen/),
      expect.stringMatching(/^Wallonië/),
      expect.stringMatching(/^Brussel/),
    ]);
    await belgium.getByRole('button', { name: /^Vlaanderen/ }).click();
    await page.getByRole('button', { name: /^Nederland/ }).click();
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('selected-tags')))
      .toBe(JSON.stringify(['flanders']));

    await openApp(page, '/baby');
    await expect
      .poll(() => page.getByTestId('card-places').first().textContent())
      .toMatch(/^Populair in Vlaanderen/);
    const dealt = await page.evaluate(async () => {
      const deviceId = window.localStorage.getItem('local_uuid') ?? '';
      // Flemish names with an N: the whole of them fits one answer, so Noor is in it whatever the device's shuffle.
      const response = await fetch(
        `/api/names/unvoted?deviceId=${deviceId}&tags=flanders&initials=n&limit=200`,
      );
      return (await response.json()) as { name: string; tags: string[] }[];
    });
    expect(dealt.every((item) => item.tags.includes('flanders'))).toBe(true);
    expect(dealt.map((item) => item.name)).toContain('Noor');

    await openApp(page, '/name/Noor');
    await page.getByRole('heading', { level: 1, name: 'Noor' }).waitFor();
    const stats = page.getByTestId('country-stats');
    await expect
      .poll(() => stats.getByRole('row', { name: /België \(Vlaanderen\)/ }).textContent())
      .toContain('9 (2025)');
    expect(await stats.getByRole('row', { name: /^Nederland/ }).textContent()).toContain('stopt in 2014');
    const dutch = page.getByTestId('pronunciations').locator('li[lang="nl"]');
    expect(await dutch.textContent()).toContain('Nederlands/noːr/');
    await page.getByText('In het Engels en het Nederlands anders uitgesproken.').waitFor();
    const chart = page.getByTestId('popularity-chart');
    await chart.getByTestId('series-end-notes').waitFor();
    expect(await chart.getByTestId('series-end-notes').textContent()).toContain(
      'Nederland: de cijfers stoppen in 2014, het laatste jaar dat de bron publiceert. De lijn stopt daar; de naam daalt niet.',
    );
    expect(await chart.locator('[data-testid="series-end"][data-ended="nl"]').count()).toBe(1);
  });
});
