import type { Answer } from '@name-swiper/contract/decide-order';
import { describe, expect, it } from 'vitest';
import type { Pair, RatedName } from './choose-pair';
import { choosePair, pairKey } from './choose-pair';

const rated = (ordinals: Record<string, number>): RatedName[] =>
  Object.entries(ordinals).map(([nameId, ordinal]) => ({ nameId, ordinal }));

const key = (pair: Pair | undefined) => (pair === undefined ? undefined : pairKey(pair));

describe('choosePair', () => {
  it('asks about the two names whose ratings are closest', () => {
    const names = rated({ ada: 10, bo: 2, cas: 9.5, dex: -4 });
    expect(key(choosePair(names, [], undefined))).toBe(pairKey(['ada', 'cas']));
  });

  it('never asks a pair already answered, even a closer one', () => {
    const names = rated({ ada: 10, bo: 2, cas: 9.5, dex: -30 });
    expect(key(choosePair(names, [['cas', 'ada']], undefined))).toBe(pairKey(['bo', 'cas']));
  });

  it('never asks a pair that a chain of answers already settles, and has no question once all are settled', () => {
    const names = rated({ ada: 0, bo: 0, cas: 0 });
    const answers: Answer[] = [
      ['ada', 'bo'],
      ['bo', 'cas'],
    ];
    expect(choosePair(names, answers, undefined)).toBeUndefined();
    for (let i = 0; i < 20; i += 1) {
      expect(key(choosePair(names, [['ada', 'bo']], undefined))).not.toBe(pairKey(['ada', 'bo']));
    }
  });

  it('with equal ratings, prefers the names compared least', () => {
    const names = rated({ ada: 0, bo: 0, cas: 0, dex: 0, eva: 0 });
    const answers: Answer[] = [
      ['bo', 'ada'],
      ['cas', 'ada'],
    ];
    const chosen = choosePair(names, answers, undefined);
    expect(chosen).not.toContain('ada');
  });

  it('does not ask the same pair twice in a row while another is open, and asks a skipped last pair again', () => {
    const names = rated({ ada: 10, bo: -20, cas: 9.9 });
    for (let i = 0; i < 20; i += 1) {
      const chosen = choosePair(names, [], ['cas', 'ada']);
      expect(key(chosen)).not.toBe(pairKey(['ada', 'cas']));
    }
    expect(key(choosePair(rated({ ada: 0, bo: 0 }), [], ['bo', 'ada']))).toBe(pairKey(['ada', 'bo']));
  });

  it('has no question with fewer than two names', () => {
    expect(choosePair(rated({ ada: 0 }), [], undefined)).toBeUndefined();
  });

  it('breaks ties with the random source, and may show either name on the left', () => {
    const names = rated({ ada: 0, bo: 0, cas: 0 });
    const seen = new Set<string>();
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 60; i += 1) {
      seen.add((choosePair(names, [], undefined, random) ?? []).join(' '));
    }
    expect(seen.size).toBeGreaterThan(3);
  });
});
