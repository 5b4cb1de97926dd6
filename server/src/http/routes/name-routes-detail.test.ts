import fs from 'node:fs/promises';
import { nameDetailSchema, nameItemSchema } from '@name-swiper/contract/names';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadCatalogue } from '../../catalogue/load-catalogue';
import { makeCatalogueDir, SMALL_CATALOGUE, writeCatalogueFolder } from '../../../test/catalogue-fixture';
import type { IsolatedApp } from '../../../test/isolated-app';
import { createIsolatedApp } from '../../../test/isolated-app';
import { newDeviceId } from '../../../test/test-app';

let isolated: IsolatedApp;
let dir: string;
beforeAll(async () => {
  dir = await makeCatalogueDir();
  await writeCatalogueFolder(dir, SMALL_CATALOGUE);
  isolated = await createIsolatedApp();
  await loadCatalogue(isolated.database, dir);
});
afterAll(async () => {
  await isolated.close();
  await fs.rm(dir, { recursive: true, force: true });
});

async function detail(name: string) {
  const response = await isolated.app.inject(`/api/names/${encodeURIComponent(name)}`);
  expect(response.statusCode).toBe(200);
  return nameDetailSchema.parse(response.json());
}

describe('GET /api/names/{name} on a small catalogue', () => {
  it('gives the gender and the "1 in N" per country, most recent births first, and where the name is popular', async () => {
    const andrea = await detail('andrea');
    expect(andrea).toMatchObject({
      name: 'Andrea',
      gender: 'N',
      origin: 'Ancient Greek',
      originLanguages: ['grc'],
      meaning: 'manly',
      popularIn: ['it', 'us', 'fr'],
    });
    expect(andrea.countries).toEqual([
      {
        country: 'it',
        recentBirths: 20343,
        femaleShare: 0.0022,
        gender: 'M',
        latestYear: 2010,
        latestRank: 9,
        peakYear: 2010,
        trend: 'steady',
        oneIn: { n: 110 },
      },
      {
        country: 'us',
        recentBirths: 1260,
        femaleShare: 0.9921,
        gender: 'F',
        latestYear: 2010,
        latestRank: 412,
        peakYear: 2009,
        trend: 'falling',
        oneIn: { n: 5800, sex: 'F', atLeast: true },
      },
    ]);
  });

  it('gives the series per sex, with null for a year without a figure', async () => {
    const { popularity } = await detail('Andrea');
    expect(popularity).toEqual([
      { country: 'it', sex: 'F', firstYear: 2007, counts: [10, 12, null, 11] },
      { country: 'it', sex: 'M', firstYear: 2007, counts: [5000, 5100, null, 5200] },
      { country: 'us', sex: 'F', firstYear: 2007, counts: [300, 320, 330, 310] },
    ]);
  });

  it('leaves out the figures a country does not have', async () => {
    const { countries } = await detail('Beth');
    expect(countries).toEqual([{ country: 'us', recentBirths: 40, latestYear: 2001, peakYear: 2000 }]);
  });

  it('links spelling variants, equivalents, nicknames and name days', async () => {
    expect(await detail('ZOË')).toMatchObject({ variants: ['Zoe', 'Zoé'], equivalents: [], nicknames: [] });
    expect(await detail('Elizabeth')).toMatchObject({
      variants: [],
      equivalents: ['Elisabeth'],
      nicknames: ['Beth'],
      nameDays: [
        { country: 'cz', month: 11, day: 19 },
        { country: 'hu', month: 11, day: 19 },
      ],
    });
  });

  it('answers a name the catalogue has no figures for with empty lists', async () => {
    expect(await detail('Zoé')).toEqual({
      id: 'zoé',
      name: 'Zoé',
      gender: 'F',
      tags: [],
      popularIn: ['fr', 'be'],
      originLanguages: [],
      countries: [],
      variants: ['Zoe', 'Zoë'],
      equivalents: [],
      nicknames: [],
      nameDays: [],
      popularity: [],
      pronunciations: [],
    });
  });

  it('carries the pronunciations with their syllables, so the studio can split the name', async () => {
    expect((await detail('noah')).pronunciations).toEqual([
      { language: 'en-GB', ipa: 'n ə ʊ ə', syllables: 2 },
      { language: 'en-US', ipa: 'n o ʊ ə', syllables: 2 },
    ]);
  });
});

describe('GET /api/names/unvoted on a small catalogue', () => {
  it('gives every card the places where its name is popular and its origin languages', async () => {
    const response = await isolated.app.inject(`/api/names/unvoted?deviceId=${newDeviceId()}&tags=greek`);
    expect(response.statusCode).toBe(200);
    expect(z.array(nameItemSchema).parse(response.json())).toEqual([
      {
        id: 'zoe',
        name: 'Zoe',
        gender: 'F',
        tags: ['english', 'greek'],
        origin: 'Ancient Greek',
        popularIn: ['us', 'ew'],
        originLanguages: ['grc'],
      },
    ]);
  });
});
