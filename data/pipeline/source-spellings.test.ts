import { describe, expect, it } from 'vitest';
import { apostropheToAccent, istatSpellings } from './source-spellings';

describe('ISTAT spellings', () => {
  it("turns a final vowel + apostrophe into the accented vowel: Nicolo' is Nicolò", () => {
    expect(apostropheToAccent("Nicolo'")).toBe('Nicolò');
    expect(apostropheToAccent("NICOLO'")).toBe('NICOLÒ');
    expect(apostropheToAccent('Nicolo')).toBeUndefined();
    expect(apostropheToAccent("D'Artagnan")).toBeUndefined();
  });

  it('also maps the bare spelling of the years before 2011 to the accented name', () => {
    expect(istatSpellings(['Nicolo', "Nicolo'", 'Francesco'])).toEqual(
      new Map([
        ["Nicolo'", 'Nicolò'],
        ['Nicolo', 'Nicolò'],
      ]),
    );
  });
});
