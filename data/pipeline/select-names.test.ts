import { describe, expect, it } from 'vitest';
import { assignTags, dictionaryTags, originText } from './assign-tags';
import { dictionaryLookup, foldAccents } from './read-dictionary';
import type { DictionaryEntry } from './read-dictionary';
import { compareRank, compareText, isTruncationSuspect, pickSpelling, rankScoreOf } from './select-names';

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
  const none = {
    dictionaryClasses: new Map<string, number>(),
    fakerLocales: new Set<string>(),
    nature: false,
  };

  it('combines statistics, dictionary, faker and the nature list', () => {
    const { tags, places } = assignTags({
      recent: new Map([
        ['nl', { births: 500, share: 0.004 }],
        ['us', { births: 5, share: 1e-7 }],
      ]),
      dictionaryClasses: new Map([['Greece', 0]]),
      fakerLocales: new Set(['es']),
      nature: true,
    });
    expect(tags).toEqual(['greek', 'nature', 'netherlands', 'spanish']);
    // NL 0.4 % (log2 -1.3) before Greece class 0 (log2 -1.5); faker has no level and comes last.
    expect(places).toEqual(['netherlands', 'greek', 'spanish']);
    expect(originText(places)).toBe('Dutch, Greek, Spanish');
  });

  it('gives a tag only where the name is within a few log2 steps of its strongest place', () => {
    // Thomas-like: common in French births and German population, a small class in Greece.
    const thomas = assignTags({
      ...none,
      recent: new Map([
        ['fr', { births: 100_000, share: 0.005 }],
        ['ew', { births: 3_000, share: 0.0002 }],
      ]),
      dictionaryClasses: new Map([
        ['Germany', 0],
        ['Greece', -3],
      ]),
    });
    expect(thomas.tags).toEqual(['french', 'german']);
    // A high class that is the name's strongest place counts; a tiny one never does.
    const georgios = assignTags({
      ...none,
      recent: new Map(),
      dictionaryClasses: new Map([
        ['Greece', 2],
        ['Great Britain', -8],
      ]),
    });
    expect(georgios.tags).toEqual(['greek']);
    expect(originText(georgios.places)).toBe('Greek');
    // Below the absolute minimum even when it is the strongest place.
    expect(
      assignTags({ ...none, recent: new Map(), dictionaryClasses: new Map([['Spain', -6]]) }).tags,
    ).toEqual([]);
  });

  it('falls back to the country with the highest share when nothing else applies', () => {
    const { tags, places } = assignTags({
      ...none,
      recent: new Map([
        ['us', { births: 30, share: 3e-7 }],
        ['be', { births: 8, share: 3e-6 }],
      ]),
    });
    expect(tags).toEqual(['belgian']);
    expect(originText(places)).toBe('Belgian');
  });

  it('names at most three places, strongest first', () => {
    expect(originText(['french', 'belgian', 'german', 'netherlands', 'english'])).toBe(
      'French, Belgian, German',
    );
    expect(originText(['english', 'irish'])).toBe('English, Irish');
  });
});

describe('dictionaryTags', () => {
  it("measures columns against the name's own strongest class by default, with an absolute minimum", () => {
    // Italy is 3 steps below Spain; Greece is below the minimum class -4.
    expect(
      dictionaryTags(
        new Map([
          ['Spain', -3],
          ['France', -4],
          ['Italy', -6],
          ['Greece', -5],
        ]),
      ),
    ).toEqual(
      new Map([
        ['spanish', -4.5],
        ['french', -5.5],
      ]),
    );
  });
});

describe('rank score', () => {
  it("caps every country's share so one country cannot carry a name", () => {
    expect(rankScoreOf([0.017, 0, 0.0001])).toBeCloseTo(0.0031, 10);
    expect(rankScoreOf([0.006, 0.005, 0.004, 0.002])).toBeCloseTo(0.011, 10);
    const names = [
      { key: 'francesco', score: 0.02, rankScore: 0.0031 },
      { key: 'emma', score: 0.03, rankScore: 0.011 },
      { key: 'anna', score: 0.03, rankScore: 0.011 },
    ];
    expect(names.sort(compareRank).map((n) => n.key)).toEqual(['anna', 'emma', 'francesco']);
  });
});
