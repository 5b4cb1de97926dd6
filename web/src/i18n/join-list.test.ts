import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { joinList } from './join-list';

const LISTS = [['Denmark'], ['Denmark', 'Norway'], ['Denmark', 'Norway', 'Sweden'], ['A', 'B', 'C', 'D']];

describe('joinList', () => {
  it.each(['en', 'nl'])('says a list in %s as Intl.ListFormat does, with "and" and with "or"', (language) => {
    const t = i18n.getFixedT(language);
    for (const items of LISTS) {
      expect(joinList(t, items)).toBe(new Intl.ListFormat(language, { type: 'conjunction' }).format(items));
      expect(joinList(t, items, 'or')).toBe(
        new Intl.ListFormat(language, { type: 'disjunction' }).format(items),
      );
    }
  });

  it('says nothing for no items', () => {
    expect(joinList(i18n.getFixedT('en'), [])).toBe('');
  });
});
