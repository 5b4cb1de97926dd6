import { describe, expect, it } from 'vitest';
import en from './en.json';
import nl from './nl.json';
import { joinList } from './join-list';
import { createTranslator } from './translator';

const translators = { en: createTranslator('en', en), nl: createTranslator('nl', nl) };

const LISTS = [['Denmark'], ['Denmark', 'Norway'], ['Denmark', 'Norway', 'Sweden'], ['A', 'B', 'C', 'D']];

describe('joinList', () => {
  it.each(['en', 'nl'] as const)(
    'says a list in %s as Intl.ListFormat does, with "and" and with "or"',
    (language) => {
      const { t } = translators[language];
      for (const items of LISTS) {
        expect(joinList(t, items)).toBe(new Intl.ListFormat(language, { type: 'conjunction' }).format(items));
        expect(joinList(t, items, 'or')).toBe(
          new Intl.ListFormat(language, { type: 'disjunction' }).format(items),
        );
      }
    },
  );

  it('says nothing for no items', () => {
    expect(joinList(translators.en.t, [])).toBe('');
  });
});
