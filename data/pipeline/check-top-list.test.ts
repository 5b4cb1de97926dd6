import { describe, expect, it } from 'vitest';
import { checkTopList } from './check-top-list';
import type { ListRow } from './check-top-list';

const list = (counts: number[], year = 2020, female = true): ListRow[] =>
  counts.map((count, i) => ({ year, female, name: `N${i}`, count, line: i + 2 }));

describe('checkTopList', () => {
  it('accepts lists of the right size with counts never increasing', () => {
    expect(() =>
      checkTopList('es.csv', [...list([9, 9, 3]), ...list([5, 4, 4], 2020, false)], 3),
    ).not.toThrow();
  });

  it('fails loudly on a list of the wrong size', () => {
    expect(() => checkTopList('es.csv', list([9, 8]), 3)).toThrow(
      /es.csv: the 2020 F list has 2 names, expected 3/,
    );
  });

  it('fails loudly when a count increases down a list', () => {
    expect(() => checkTopList('es.csv', list([9, 3, 4]), 3)).toThrow(
      /es.csv: line 4: N2 \(4\) has more births/,
    );
  });
});
