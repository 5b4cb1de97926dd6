import { afterEach, describe, expect, it, vi } from 'vitest';
import { getName } from '../../api/get-name';
import { requestFirstName } from './first-name-request';
import { nameInPath } from './name-param';

const ZOE = {
  id: 'zoe',
  name: 'Zoë',
  gender: 'F',
  tags: [],
  popularIn: [],
  originLanguages: [],
  countries: [],
  variants: ['Zoe'],
  equivalents: [],
  nicknames: [],
  nameDays: [],
  pronunciations: [],
  popularity: [],
};

describe("a name page's first request", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the name from the address as the name page does', () => {
    expect(nameInPath('/name/Emma')).toBe('Emma');
    expect(nameInPath('/name/Zo%C3%AB')).toBe('Zoë');
    expect(nameInPath('/name/a%3Db%26c')).toBe('a=b&c');
    expect(nameInPath('/name/100%')).toBe('100%');
    expect(nameInPath('/matches')).toBeUndefined();
    expect(nameInPath('/name/')).toBeUndefined();
  });

  it('is the answer the page then shows, asked for once', async () => {
    const fetch = vi.fn<(input: RequestInfo | URL) => Promise<Response>>(async () => Response.json(ZOE));
    vi.stubGlobal('fetch', fetch);
    requestFirstName('/name/Zo%C3%AB');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await getName('Zoë')).toMatchObject({ name: 'Zoë' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not sent from other screens', () => {
    const fetch = vi.fn(async () => Response.json(ZOE));
    vi.stubGlobal('fetch', fetch);
    requestFirstName('/');
    requestFirstName('/history');
    expect(fetch).not.toHaveBeenCalled();
  });
});
