import { describe, expect, it } from 'vitest';
import { openApp } from './support/browser';
import { usePhoneSession } from './support/phone-session';

const session = usePhoneSession();

describe('name detail', () => {
  it('Emma: her real popularity curves, no watermark; France can be shown', async () => {
    const { page } = session;
    await openApp(page, '/name/Emma');
    await page.getByRole('heading', { level: 1, name: 'Emma' }).waitFor();
    const chart = page.getByTestId('popularity-chart');
    await chart.waitFor();
    expect(await chart.getAttribute('data-dummy')).toBe('false');
    expect(await page.getByTestId('chart-watermark').count()).toBe(0);
    const lines = chart.getByTestId('chart-line');
    const countries = await lines.evaluateAll((paths) =>
      paths.map((path) => path.getAttribute('data-country')),
    );
    expect(countries).toContain('nl');
    expect(countries).not.toContain('fr');
    const path = (await chart.locator('[data-country="nl"]').getAttribute('d')) ?? '';
    expect(path.match(/L/g)?.length ?? 0).toBeGreaterThan(20);
    expect((await chart.boundingBox())?.height).toBe(300);

    await chart.getByRole('button', { name: 'France' }).click();
    await expect.poll(() => chart.locator('[data-country="fr"]').count()).toBe(1);
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
