import { describe, expect, it } from 'vitest';
import { assignTags, originText } from './assign-tags';
import { dictionaryLookup, foldAccents } from './read-dictionary';
import type { DictionaryEntry } from './read-dictionary';
import { compareText, isTruncationSuspect, pickSpelling } from './select-names';

describe('pickSpelling', () => {
  it('takes the most frequent spelling, ties by code point, and tidies it', () => {
    expect(
      pickSpelling(
        new Map([
          ['Flora', 100],
          ['FLora', 2],
        ]),
      ),
    ).toBe('Flora');
    expect(pickSpelling(new Map([['lise', 9]]))).toBe('Lise');
    expect(
      pickSpelling(
        new Map([
          ['McKenzie', 5],
          ['Mckenzie', 5],
        ]),
      ),
    ).toBe('McKenzie');
    expect(pickSpelling(new Map())).toBeUndefined();
  });
});

describe('isTruncationSuspect', () => {
  it('flags 15-character names recorded by the US alone', () => {
    expect(isTruncationSuspect('christopherjame', ['us'])).toBe(true);
    expect(isTruncationSuspect('christopherjame', ['us', 'ew'])).toBe(false);
    expect(isTruncationSuspect('christopher', ['us'])).toBe(false);
  });
});

describe('compareText', () => {
  it('orders by code units, independent of locale', () => {
    expect(['b', 'É', 'a', 'Z'].sort(compareText)).toEqual(['Z', 'a', 'b', 'É']);
  });
});

describe('dictionaryLookup', () => {
  const entry = (spelling: string, classes: [string, number][]): DictionaryEntry => ({
    spelling,
    genders: ['F'],
    classes: new Map(classes),
  });
  const lookup = dictionaryLookup(
    new Map([
      ['sofia', entry('Sofia', [['Greece', 0]])],
      ['sofía', entry('Sofía', [['Spain', -1]])],
      ['leo', entry('Leo', [['Great Britain', -3]])],
    ]),
  );

  it('lets an unaccented name borrow its accented spellings', () => {
    expect(lookup('sofia')?.classes).toEqual(
      new Map([
        ['Greece', 0],
        ['Spain', -1],
      ]),
    );
    expect(foldAccents('sofía')).toBe('sofia');
  });

  it('never lets an accented name borrow from the unaccented one', () => {
    expect(lookup('léo')).toBeUndefined();
    expect(lookup('sofía')?.classes).toEqual(new Map([['Spain', -1]]));
  });
});

describe('assignTags and originText', () => {
  it('combines statistics, dictionary, faker and the nature list', () => {
    const tags = assignTags({
      recent: new Map([
        ['nl', { births: 500, share: 0.001 }],
        ['us', { births: 5, share: 1e-7 }],
      ]),
      dictionaryClasses: new Map([['Greece', -4]]),
      fakerLocales: new Set(['nl']),
      nature: true,
    });
    expect(tags).toEqual(['greek', 'nature', 'netherlands']);
    expect(originText(tags)).toBe('Dutch, Greek');
  });

  it('falls back to the country with the highest share when nothing else applies', () => {
    const tags = assignTags({
      recent: new Map([
        ['us', { births: 30, share: 3e-7 }],
        ['be', { births: 8, share: 3e-6 }],
      ]),
      dictionaryClasses: new Map(),
      fakerLocales: new Set(),
      nature: false,
    });
    expect(tags).toEqual(['belgian']);
    expect(originText(tags)).toBe('Belgian');
  });
});
