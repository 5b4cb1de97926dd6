import { describe, expect, it } from 'vitest';
import { languageName, originOf } from './etymology';

describe('originOf', () => {
  it('shortens ISO language names', () => {
    expect(languageName('Ancient Greek (to 1453)')).toBe('Ancient Greek');
    expect(languageName('Germanic languages')).toBe('Germanic');
    expect(languageName('Egyptian (Ancient)')).toBe('Ancient Egyptian');
  });

  it('leaves out the languages the name is used in when another origin remains', () => {
    const elizabeth = originOf({
      origin: [
        { code: 'en', name: 'English' },
        { code: 'he', name: 'Hebrew' },
      ],
      usedIn: new Set(['en']),
    });
    expect(elizabeth).toEqual({ text: 'Hebrew', codes: ['he'] });
    expect(originOf({ origin: [{ code: 'en', name: 'English' }], usedIn: new Set(['en']) }).text).toBe(
      'English',
    );
    expect(originOf(undefined)).toEqual({ text: '', codes: [] });
  });
});
