import { randomUUID } from 'node:crypto';
import { INVITE_CODE_ALPHABET } from '@name-swiper/contract/constants';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IsolatedDatabase } from '../../test/isolated-app';
import { createIsolatedDatabase } from '../../test/isolated-app';
import { createMemoryTokenBuckets } from '../limits/memory-token-buckets';
import { DomainError } from './domain-error';
import {
  ADDRESS_GUESSES,
  DEVICE_GUESSES,
  InviteGuard,
  PREFIX_GUESSES,
  SUSPECT_ADDRESS_ATTEMPTS,
} from './invite-guard';
import { createInvite, tryInviteCode } from './invites';

// Its own database: the tests choose invite codes, which must not collide with other files' codes.
let isolated: IsolatedDatabase;
beforeAll(async () => {
  isolated = await createIsolatedDatabase();
});
afterAll(() => isolated.close());
const db = () => isolated.database.db;
/** The guard's buckets live in this process; each test gets fresh ones. */
let guard = new InviteGuard(createMemoryTokenBuckets());
beforeEach(() => {
  guard = new InviteGuard(createMemoryTokenBuckets());
});

type Outcome = 'joined' | string;

async function tryJoin(deviceId: string, input: string, now: number, address?: string): Promise<Outcome> {
  try {
    await tryInviteCode(db(), guard, { deviceId, input, ...(address === undefined ? {} : { address }) }, now);
    return 'joined';
  } catch (error) {
    if (error instanceof DomainError) {
      return error.code;
    }
    throw error;
  }
}

/** An invite of a new family whose code starts with `prefix` (codes are random; the test needs a chosen one). */
async function inviteWithPrefix(prefix: string, now: number): Promise<string> {
  const code = await createInvite(db(), randomUUID(), now);
  const chosen = `${prefix}${code.slice(prefix.length)}`;
  await db().updateTable('invites').set({ code: chosen }).where('code', '=', code).execute();
  return chosen;
}

/** The n-th code with `prefix` in alphabet order, skipping `except`. */
function* codesWithPrefix(prefix: string, except: string): Generator<string> {
  const alphabet = INVITE_CODE_ALPHABET;
  const base = alphabet.length;
  for (let n = 0; ; n++) {
    let suffix = '';
    let rest = n;
    for (let i = 0; i < 4; i++) {
      suffix = `${alphabet[rest % base] ?? ''}${suffix}`;
      rest = Math.floor(rest / base);
    }
    const code = `${prefix}${suffix}`;
    if (code !== except) {
      yield code;
    }
  }
}

function tally(outcomes: Outcome[]): Map<Outcome, number> {
  const counts = new Map<Outcome, number>();
  for (const outcome of outcomes) {
    counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  }
  return counts;
}

async function inBatches<T>(count: number, size: number, run: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, offset) => run(start + offset));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

describe('a brute-force run against one invite code', () => {
  it('joins nothing in 10,000 guesses from 500 devices, while parents still join during and after', async () => {
    const now = Date.now();
    const target = await inviteWithPrefix('K7', now);
    const prefix = target.slice(0, 2);
    const guesses = codesWithPrefix(prefix, target);
    const attackers = Array.from({ length: 500 }, () => randomUUID());
    const GUESSES = 10_000;
    const RIGHT_GUESS_AT = 5_000;
    const codes = Array.from({ length: GUESSES }, (_, index) =>
      index === RIGHT_GUESS_AT ? target : (guesses.next().value ?? ''),
    );
    let joinedDuring: Outcome | undefined;
    const outcomes = await inBatches(GUESSES, 25, async (index) => {
      const outcome = await tryJoin(attackers[index % attackers.length] ?? '', codes[index] ?? '', now);
      if (index === RIGHT_GUESS_AT + 1) {
        // A parent with a clean record types the real code mid-attack, on the attacked prefix.
        joinedDuring = await tryJoin(randomUUID(), target, now);
      }
      return outcome;
    });

    const counts = tally(outcomes);
    expect(counts.get('joined') ?? 0).toBe(0);
    expect(outcomes[RIGHT_GUESS_AT]).toBe('too-many-attempts');
    expect(counts.get('too-many-attempts') ?? 0).toBeGreaterThanOrEqual(GUESSES * 0.9);
    expect(joinedDuring).toBe('joined');

    const later = await inviteWithPrefix(prefix, now + 60_000);
    expect(await tryJoin(randomUUID(), later, now + 60_000)).toBe('joined');
  }, 300_000);

  it('refuses guessers on one address once it has tried too often, whatever device and prefix they use', async () => {
    const now = Date.now();
    const target = await inviteWithPrefix('QW', now);
    const alphabet = INVITE_CODE_ALPHABET;
    // Spread over all prefixes, so that none gets hot: the per-IP limit alone must stop them.
    const spread = (index: number) =>
      `${alphabet[index % alphabet.length] ?? ''}${alphabet[(index * 7) % alphabet.length] ?? ''}2345`;
    const outcomes = await inBatches(1_000, 25, (index) =>
      tryJoin(randomUUID(), index === 900 ? target : spread(index), now, '203.0.113.66'),
    );
    const counts = tally(outcomes);
    expect(counts.get('joined') ?? 0).toBe(0);
    expect(counts.get('invite-not-found') ?? 0).toBe(ADDRESS_GUESSES.burst);
    expect(outcomes[900]).toBe('too-many-attempts');
    expect(await tryJoin(randomUUID(), target, now, '198.51.100.12')).toBe('joined');
  }, 120_000);
});

describe('the limits one by one', () => {
  it(`refuses a device after ${DEVICE_GUESSES.burst} failures, on any prefix`, async () => {
    const now = Date.now();
    const guesser = randomUUID();
    for (let i = 0; i < DEVICE_GUESSES.burst; i++) {
      expect(await tryJoin(guesser, `M${i}BCDE`.replace(/[01]/g, '2'), now)).toBe('invite-not-found');
    }
    expect(await tryJoin(guesser, await inviteWithPrefix('NP', now), now)).toBe('too-many-attempts');
  });

  it('lets a device with a typo retry while the prefix is cold, and refuses it once the prefix is hot', async () => {
    const now = Date.now();
    const code = await inviteWithPrefix('XR', now);
    const parent = randomUUID();
    expect(await tryJoin(parent, 'XRZZZZ', now)).toBe('invite-not-found');
    for (let i = 0; i < PREFIX_GUESSES.burst; i++) {
      expect(await tryJoin(randomUUID(), 'XR2222', now)).toBe('invite-not-found');
    }
    expect(await tryJoin(parent, code, now)).toBe('too-many-attempts');
    expect(await tryJoin(randomUUID(), code, now)).toBe('joined');
  });

  it(`refuses an IP with ${SUSPECT_ADDRESS_ATTEMPTS} failures on a hot prefix, not on a cold one`, async () => {
    const now = Date.now();
    const ip = '192.0.2.44';
    for (let i = 0; i < SUSPECT_ADDRESS_ATTEMPTS; i++) {
      expect(await tryJoin(randomUUID(), 'YT3333', now, ip)).toBe('invite-not-found');
    }
    expect(await tryJoin(randomUUID(), await inviteWithPrefix('YU', now), now, ip)).toBe('joined');
    for (let i = 0; i < PREFIX_GUESSES.burst; i++) {
      await tryJoin(randomUUID(), 'YV4444', now);
    }
    expect(await tryJoin(randomUUID(), await inviteWithPrefix('YV', now), now, ip)).toBe('too-many-attempts');
  });

  it('gives a device its budget back within a quarter of an hour', async () => {
    const now = Date.now();
    const guesser = randomUUID();
    for (let i = 0; i < DEVICE_GUESSES.burst; i++) {
      await tryJoin(guesser, 'HJ5678', now);
    }
    expect(await tryJoin(guesser, 'HJ5678', now)).toBe('too-many-attempts');
    const later = now + 15 * 60 * 1000 + 1;
    expect(await tryJoin(guesser, await inviteWithPrefix('HK', later), later)).toBe('joined');
  });

  it('never looks up a malformed code, and does not count it against a prefix', async () => {
    const now = Date.now();
    for (let i = 0; i < PREFIX_GUESSES.burst; i++) {
      expect(await tryJoin(randomUUID(), `PZ\u0000${i}`, now)).toBe('invite-not-found');
    }
    const parent = randomUUID();
    expect(await tryJoin(parent, 'PZ22', now)).toBe('invite-not-found');
    expect(await tryJoin(parent, await inviteWithPrefix('PZ', now), now)).toBe('joined');
  });
});
