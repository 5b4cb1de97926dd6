import { DATA_SOURCES } from '@name-swiper/contract/credits';
import { describe, expect, it } from 'vitest';
import { openApp } from './support/browser';
import { usePhoneSession } from './support/phone-session';

const session = usePhoneSession();

describe('credits', () => {
  it('Settings leads to the credits, which name every data source', async () => {
    const { page } = session;
    await openApp(page, '/settings');
    await page.getByRole('link', { name: /Credits and licences/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Credits' }).waitFor();
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(DATA_SOURCES.filter((source) => !headings.includes(source.name))).toEqual([]);
  });
});
