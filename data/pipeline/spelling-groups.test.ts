import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsv } from './csv';
import { spellingGroups } from './spelling-groups';
import type { GroupedName } from './spelling-groups';
import { spellingKey } from './spelling-key';

describe('spellingGroups', () => {
  const names: GroupedName[] = [
    { name: 'Zoe', gender: 'F' },
    { name: 'Sophie', gender: 'F' },
    { name: 'Zoé', gender: 'F' },
    { name: 'Sophia', gender: 'F' },
    { name: 'Zoë', gender: 'F' },
    { name: 'Zooey', gender: 'F' },
    { name: 'Andrea', gender: 'N' },
    { name: 'Andréa', gender: 'F' },
  ];
  const variant = (name: string, other: string) => [
    { name, relation: 'variant' as const, other },
    { name: other, relation: 'variant' as const, other: name },
  ];
  const births: Record<string, Record<string, number>> = {
    us: { Zoe: 900, Zoé: 10, Zoë: 30 },
    fr: { Zoe: 40, Zoé: 5000, Zoë: 60 },
    nl: { Zoë: 700 },
  };
  const groups = spellingGroups(
    names,
    [
      ...variant('Zoe', 'Zoé'),
      ...variant('Zoé', 'Zoë'),
      ...variant('Zoë', 'Zooey'),
      ...variant('Sophie', 'Sophia'),
      ...variant('Andrea', 'Andréa'),
      { name: 'Zoe', relation: 'equivalent', other: 'Sophie' },
    ],
    ['us', 'fr', 'nl', 'be'],
    (name, place) => births[place]?.[name] ?? 0,
  );

  it('groups linked spellings with one key and gender, named by the first in deck order', () => {
    expect(groups.map((g) => `${g.name}:${g.group}`)).toEqual(['Zoe:Zoe', 'Zoé:Zoe', 'Zoë:Zoe']);
  });

  it('says where each spelling is the most given, and nothing for a place without births', () => {
    expect(groups.map((g) => g.mostGivenIn)).toEqual([['us'], ['fr'], ['nl']]);
  });
});

describe('spellings.csv', () => {
  const dataDir = path.resolve(import.meta.dirname, '..');
  const rows = readCsv(readFileSync(path.join(dataDir, 'spellings.csv'), 'utf8'), 'spellings.csv');
  const names = readCsv(readFileSync(path.join(dataDir, 'names.csv'), 'utf8'), 'names.csv').slice(1);
  const genderOf = new Map(names.map(([name = '', gender = '']) => [name, gender]));
  const rankOf = new Map(names.map(([name = ''], rank) => [name, rank]));
  const spellings = rows.slice(1).map(([name = '', group = '', places = '']) => ({
    name,
    group,
    places: places === '' ? [] : places.split('|'),
  }));
  const members = (group: string) => spellings.filter((s) => s.group === group);

  it('has its header and holds each catalogue name at most once, in the order of names.csv', () => {
    expect(rows[0]).toEqual(['name', 'group', 'most_given_in']);
    const ranks = spellings.map((s) => rankOf.get(s.name) ?? -1);
    expect(ranks.every((rank) => rank >= 0)).toBe(true);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(spellings.map((s) => s.name)).size).toBe(spellings.length);
  });

  it('makes Zoe, Zoé and Zoë one group, Zoe the most given in the US and Zoé in France', () => {
    const zoe = members('Zoe');
    expect(zoe.map((s) => s.name)).toEqual(['Zoe', 'Zoé', 'Zoë']);
    expect(zoe.find((s) => s.name === 'Zoe')?.places).toContain('us');
    expect(zoe.find((s) => s.name === 'Zoé')?.places).toContain('fr');
    expect(zoe.find((s) => s.name === 'Zoë')?.places).toEqual(expect.arrayContaining(['nl', 'be-vlg']));
    expect(spellings.some((s) => s.name === 'Zooey' || s.name === 'Zoey')).toBe(false);
  });

  it('groups only spellings of one gender and one spelling key, named by their first', () => {
    for (const group of new Set(spellings.map((s) => s.group))) {
      const spelled = members(group);
      expect(spelled.length, group).toBeGreaterThan(1);
      expect(spelled[0]?.name).toBe(group);
      expect(new Set(spelled.map((s) => genderOf.get(s.name))).size, group).toBe(1);
      expect(new Set(spelled.map((s) => spellingKey(s.name))).size, group).toBe(1);
      const places = spelled.flatMap((s) => s.places);
      expect(new Set(places).size, group).toBe(places.length);
    }
  });

  it('keeps different names linked as variants apart', () => {
    const groupOf = new Map(spellings.map((s) => [s.name, s.group]));
    for (const [a, b] of [
      ['Sophia', 'Sophie'],
      ['Leo', 'Leon'],
      ['Anna', 'Anne'],
    ]) {
      expect(groupOf.get(a ?? '') === undefined || groupOf.get(a ?? '') !== groupOf.get(b ?? '')).toBe(true);
    }
  });
});
