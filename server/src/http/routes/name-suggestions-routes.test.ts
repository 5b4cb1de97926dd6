import fs from 'node:fs/promises';
import { NAME_SUGGESTIONS_MAX_LIMIT, nameSuggestionsSchema } from '@name-swiper/contract/name-suggestions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../catalogue/load-catalogue';
import { makeCatalogueDir, SMALL_CATALOGUE, writeCatalogueFolder } from '../../../test/catalogue-fixture';
import type { IsolatedApp } from '../../../test/isolated-app';
import { createIsolatedApp } from '../../../test/isolated-app';

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

function suggest(query: string) {
  return isolated.app.inject(`/api/name-suggestions?${query}`);
}

async function names(query: string): Promise<string[]> {
  const response = await suggest(query);
  expect(response.statusCode).toBe(200);
  return nameSuggestionsSchema.parse(response.json()).map((suggestion) => suggestion.name);
}

describe('GET /api/name-suggestions', () => {
  it('suggests the names that begin so, whatever the case and accents, most popular first', async () => {
    expect(await names('prefix=Eli')).toEqual(['Elizabeth', 'Elisabeth']);
    expect(await names('prefix=ELIZ')).toEqual(['Elizabeth']);
    expect((await names('prefix=zoe')).sort()).toEqual(['Zoe', 'Zoé', 'Zoë']);
    expect(await names(`prefix=${encodeURIComponent(' Zoë ')}`)).toHaveLength(3);
    expect(await names('prefix=Qx')).toEqual([]);
    const response = await suggest('prefix=andr');
    expect(response.json()).toEqual([{ name: 'Andrea', gender: 'N' }]);
  });

  it('gives at most limit names, and refuses a limit past its cap and an empty prefix', async () => {
    expect(await names('prefix=z&limit=2')).toHaveLength(2);
    for (const query of [
      `prefix=z&limit=${NAME_SUGGESTIONS_MAX_LIMIT + 1}`,
      'prefix=z&limit=0',
      'prefix=z&limit=two',
      'prefix=',
      `prefix=${encodeURIComponent('   ')}`,
      'limit=3',
      `prefix=${'a'.repeat(101)}`,
      `prefix=${encodeURIComponent('Zo\u0007')}`,
    ]) {
      const response = await suggest(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await isolated.app.inject('/api/docs')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toContain('/api/name-suggestions');
  });
});
