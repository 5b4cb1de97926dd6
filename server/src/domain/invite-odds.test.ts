import fs from 'node:fs';
import path from 'node:path';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@name-swiper/contract/constants';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { ADDRESS_GUESSES, DEVICE_GUESSES } from './invite-guard';

const DAY_S = 24 * 60 * 60;
/** The live codes docs/security.md assumes. */
const LIVE_CODES = 1_000;

/** The most attempts a budget lets through in a day: the burst, then the refill. */
function attemptsPerDay(budget: { burst: number; perSecond: number }): number {
  return budget.burst + budget.perSecond * DAY_S;
}

/** The figure docs/security.md states for one address guessing all day. */
function documentedHitsPerDay(): number {
  const text = fs.readFileSync(path.join(repoRoot, 'docs/security.md'), 'utf8');
  const match = /one\s+address\s+expects\s+([\d.]+)\s+successful\s+guesses\s+a\s+day/.exec(text);
  if (match?.[1] === undefined) {
    throw new Error('docs/security.md no longer states the expected successful guesses a day');
  }
  return Number(match[1]);
}

describe('the odds of guessing a live invite code', () => {
  it('stay below the figure docs/security.md documents, from one address guessing all day', () => {
    const codes = INVITE_CODE_ALPHABET.length ** INVITE_CODE_LENGTH;
    expect(codes).toBe(887_503_681);
    // Device ids are free, so a guesser's devices never run out before its address does.
    expect(attemptsPerDay(DEVICE_GUESSES)).toBeLessThan(attemptsPerDay(ADDRESS_GUESSES));
    const hitsPerDay = (attemptsPerDay(ADDRESS_GUESSES) * LIVE_CODES) / codes;
    expect(hitsPerDay).toBeLessThan(documentedHitsPerDay());
  });
});
