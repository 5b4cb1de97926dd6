import { describe, expect, it } from 'vitest';
import { linkNames } from './link-names';
import type { LinkedName } from './link-names';

const names: LinkedName[] = [
  { key: 'zoe', name: 'Zoe', gender: 'F' },
  { key: 'zoé', name: 'Zoé', gender: 'F' },
  { key: 'zoë', name: 'Zoë', gender: 'F' },
  { key: 'mar', name: 'Mar', gender: 'F' },
  { key: 'már', name: 'Már', gender: 'M' },
  { key: 'john', name: 'John', gender: 'M' },
  { key: 'jack', name: 'Jack', gender: 'M' },
  { key: 'jan', name: 'Jan', gender: 'M' },
  { key: 'alexander', name: 'Alexander', gender: 'M' },
  { key: 'aaron', name: 'Aaron', gender: 'M' },
  { key: 'erin', name: 'Erin', gender: 'F' },
];

describe('linkNames', () => {
  const links = linkNames(
    names,
    [
      { from: 'jan', to: 'john', relation: 'equivalent' },
      { from: 'alexander', to: 'jan', relation: 'equivalent' },
      { from: 'zoe', to: 'zoë', relation: 'equivalent' },
      { from: 'mark', to: 'mar', relation: 'equivalent' },
    ],
    [
      { name: 'john', nickname: 'jack' },
      { name: 'aaron', nickname: 'erin' },
    ],
  );
  const of = (name: string): string[] =>
    links.filter((l) => l.name === name).map((l) => `${l.relation} ${l.other}`);

  it('links Zoe, Zoé and Zoë as variants both ways, once per pair', () => {
    expect(of('Zoe')).toEqual(['variant Zoé', 'variant Zoë']);
    expect(of('Zoë')).toEqual(['variant Zoe', 'variant Zoé']);
  });

  it('does not link Mar and Már, whose genders disagree', () => {
    expect(of('Mar')).toEqual([]);
  });

  it('uses direct Wiktionary links only, never their chain', () => {
    expect(of('John')).toEqual(['equivalent Jan', 'nickname Jack']);
    expect(of('Alexander')).toEqual(['equivalent Jan']);
  });

  it('drops nicknames between a boy and a girl, and names outside the catalogue', () => {
    expect(of('Aaron')).toEqual([]);
    expect(links.some((l) => l.other === 'Mark')).toBe(false);
  });
});
