import { describe, expect, it } from 'vitest';
import type { MatchMember } from './match-rule';
import { isMatch, likedSpellings, matchesOf, matchingGroups, matchName } from './match-rule';

const parent = (deviceId: string, userId: string | null = null): MatchMember => ({
  deviceId,
  userId,
  role: 'parent',
});
const supporter = (deviceId: string): MatchMember => ({ deviceId, userId: null, role: 'supporter' });

describe('the match rule: a match is a name every parent likes', () => {
  const family = [parent('anna'), parent('bram'), supporter('oma')];

  it('needs both parents; a supporter neither makes nor blocks it', () => {
    expect(isMatch(family, new Set(['anna', 'oma']))).toBe(false);
    expect(isMatch(family, new Set(['anna', 'bram']))).toBe(true);
    expect(isMatch(family, new Set(['anna', 'bram', 'oma']))).toBe(true);
  });

  it('needs every parent of three or four', () => {
    const four = [...family, parent('carla'), parent('dirk')];
    expect(isMatch(four, new Set(['anna', 'bram', 'carla']))).toBe(false);
    expect(isMatch(four, new Set(['anna', 'bram', 'carla', 'dirk']))).toBe(true);
  });

  it('counts a parent once across the devices of their account', () => {
    const tablet = [parent('anna-phone', 'anna'), parent('anna-tablet', 'anna'), parent('bram')];
    expect(isMatch(tablet, new Set(['anna-tablet', 'bram']))).toBe(true);
    expect(isMatch(tablet, new Set(['anna-phone', 'anna-tablet']))).toBe(false);
  });

  it('makes no match with fewer than two parents, whoever likes it', () => {
    expect(isMatch([parent('anna'), supporter('oma')], new Set(['anna', 'oma']))).toBe(false);
    expect(isMatch([parent('anna')], new Set(['anna']))).toBe(false);
  });

  it('keeps a match made before roles while two parents like it', () => {
    const three = [parent('anna'), parent('bram'), parent('carla')];
    expect(isMatch(three, new Set(['anna', 'bram']), true)).toBe(true);
    expect(isMatch(three, new Set(['anna', 'bram']), false)).toBe(false);
    expect(isMatch(three, new Set(['anna']), true)).toBe(false);
  });
});

describe('the match rule with spelling groups: every parent likes one of the spellings', () => {
  const family = [parent('anna'), parent('bram'), supporter('oma')];
  const like = (deviceId: string, nameId: string, name: string, rank: number) => ({
    deviceId,
    nameId,
    group: 'zoe',
    name,
    rank,
  });

  it('makes a match when the parents like different spellings, named by both', () => {
    const likes = [like('bram', 'zoe-umlaut', 'Zoë', 3), like('anna', 'zoe', 'Zoe', 1)];
    const matches = matchingGroups(family, likes);
    expect([...matches.keys()]).toEqual(['zoe']);
    expect(matchName(matches.get('zoe') ?? [])).toBe('Zoe / Zoë');
    expect(likedSpellings(matches.get('zoe') ?? [])).toEqual(['Zoe', 'Zoë']);
  });

  it("never counts a supporter's spelling, for the match or for its name", () => {
    expect(
      matchingGroups(family, [like('anna', 'zoe', 'Zoe', 1), like('oma', 'zoe-umlaut', 'Zoë', 3)]).size,
    ).toBe(0);
    const matches = matchingGroups(family, [
      like('anna', 'zoe', 'Zoe', 1),
      like('bram', 'zoe', 'Zoe', 1),
      like('oma', 'zoe-umlaut', 'Zoë', 3),
    ]);
    expect(matchName(matches.get('zoe') ?? [])).toBe('Zoe');
  });

  it('keeps an any-two match of a group while two parents like a spelling of it', () => {
    const three = [...family, parent('carla')];
    const likes = [like('anna', 'zoe', 'Zoe', 1), like('bram', 'zoe-umlaut', 'Zoë', 3)];
    expect(matchingGroups(three, likes).size).toBe(0);
    expect(matchingGroups(three, likes, new Set(['zoe'])).size).toBe(1);
  });

  it('tells a device the matches it likes a spelling of', () => {
    const four = [...family, parent('anna-tablet', 'anna')].map((member) =>
      member.deviceId === 'anna' ? { ...member, userId: 'anna' } : member,
    );
    const matches = matchingGroups(four, [like('anna', 'zoe', 'Zoe', 1), like('bram', 'zoe', 'Zoe', 1)]);
    expect(matchesOf('bram', matches).size).toBe(1);
    expect(matchesOf('anna-tablet', matches).size).toBe(0);
  });
});
