import { describe, expect, it } from 'vitest';
import { unsettledPairs } from './decide-order';

const NAMES = ['emma', 'liam', 'noah'];

describe('unsettledPairs', () => {
  it('before any answer, is every pair', () => {
    expect(unsettledPairs(NAMES, [])).toEqual([
      ['emma', 'liam'],
      ['emma', 'noah'],
      ['liam', 'noah'],
    ]);
  });

  it('counts a chain of answers: Noah over Liam and Liam over Emma settles Noah over Emma', () => {
    expect(unsettledPairs(NAMES, [['noah', 'liam']])).toEqual([
      ['emma', 'liam'],
      ['emma', 'noah'],
    ]);
    expect(
      unsettledPairs(NAMES, [
        ['noah', 'liam'],
        ['liam', 'emma'],
      ]),
    ).toEqual([]);
  });

  it('leaves a pair open when the answers only say that both beat a third name', () => {
    expect(
      unsettledPairs(NAMES, [
        ['noah', 'emma'],
        ['liam', 'emma'],
      ]),
    ).toEqual([['liam', 'noah']]);
  });

  it('settles a circle of answers (each name both over and under the others) and ignores names no longer ranked', () => {
    const circle: [string, string][] = [
      ['emma', 'liam'],
      ['liam', 'noah'],
      ['noah', 'emma'],
    ];
    expect(unsettledPairs(NAMES, circle)).toEqual([]);
    expect(
      unsettledPairs(
        ['emma', 'noah'],
        [
          ['emma', 'mila'],
          ['mila', 'noah'],
        ],
      ),
    ).toEqual([['emma', 'noah']]);
  });

  it('settles twenty names with the 19 answers that chain them, not all 190 pairs', () => {
    const names = Array.from({ length: 20 }, (_, at) => `n${String(at).padStart(2, '0')}`);
    const neighbours = names.slice(1).map((name, at): [string, string] => [names[at] ?? '', name]);
    expect(unsettledPairs(names, neighbours)).toEqual([]);
    expect(unsettledPairs(names, neighbours.slice(1))).toEqual(names.slice(1).map((name) => ['n00', name]));
  });
});
