import { describe, expect, it } from 'vitest';
import type { MatchMember } from './match-rule';
import { isMatch } from './match-rule';

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
