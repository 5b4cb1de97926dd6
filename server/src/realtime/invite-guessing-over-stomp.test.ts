import { INVITE_CODE_ALPHABET } from '@name-swiper/contract/constants';
import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { ErrorMessage, InviteMessage } from '@name-swiper/contract/realtime';
import type { Family } from '@name-swiper/contract/family';
import { describe, expect, it } from 'vitest';
import { ADDRESS_GUESSES } from '../domain/invite-guard';
import { DEFAULT_SECURITY } from '../http/security/security-config';
import type { ListeningApp } from '../../test/listening-app';
import { startListeningApp } from '../../test/listening-app';
import { useScratchRealtimeServer } from '../../test/scratch-realtime-server';
import type { StompTestClient } from '../../test/stomp-test-client';

/** One attacking address plays this many devices, each making a few guesses: fresh ids must not buy guesses. */
const DEVICES = 24;
const GUESSES_PER_DEVICE = 5;

const realtime = useScratchRealtimeServer();
const connect = realtime.connect;

/** A well-formed code that is (almost surely) nobody's. */
function randomCode(): string {
  return Array.from(
    { length: 6 },
    () => INVITE_CODE_ALPHABET[Math.floor(Math.random() * INVITE_CODE_ALPHABET.length)] ?? 'A',
  ).join('');
}

/** Sends one join and returns the error code it was answered with, or 'joined'. */
async function guess(client: StompTestClient, inviteCode: string): Promise<string> {
  await client.send(APP_DESTINATIONS.accept, { inviteCode });
  // Either answer is published before the RECEIPT, so it is already in the inbox.
  if (await client.receivesWithin(USER_DESTINATIONS.family, 0)) {
    return 'joined';
  }
  return (await client.next<ErrorMessage>(USER_DESTINATIONS.errors)).code;
}

async function liveCode(app: ListeningApp = realtime.server): Promise<string> {
  const anna = await connect({ localAddress: '127.0.0.2' }, app);
  await anna.send(APP_DESTINATIONS.invite, {});
  return (await anna.next<InviteMessage>(USER_DESTINATIONS.invite)).code;
}

describe('invite guessing over STOMP from one address', () => {
  it(`evaluates at most ${ADDRESS_GUESSES.burst} guesses, however many device ids it uses, and refuses the live code among them`, async () => {
    const target = await liveCode();
    const attackers = await Promise.all(
      Array.from({ length: DEVICES }, (_, index) =>
        // Every device claims another forwarded address; no proxy is trusted, so it must not matter.
        connect({ headers: { 'x-forwarded-for': `198.51.100.${index + 1}` } }),
      ),
    );
    const started = performance.now();
    const outcomes = await Promise.all(
      attackers.map(async (attacker, index) => {
        const codes: string[] = [];
        for (let i = 0; i < GUESSES_PER_DEVICE; i++) {
          const isTarget = index === DEVICES - 1 && i === GUESSES_PER_DEVICE - 1;
          codes.push(await guess(attacker, isTarget ? target : randomCode()));
        }
        return codes;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const all = outcomes.flat();
    const evaluated = all.filter((code) => code !== 'too-many-attempts').length;
    console.info(
      `invite guessing over STOMP: ${all.length} guesses from one address in ${seconds.toFixed(2)} s, ` +
        `${evaluated} evaluated (${Math.round((evaluated / seconds) * 60)} per minute while it lasted)`,
    );
    expect(all).not.toContain('joined');
    expect(outcomes.at(-1)?.at(-1)).toBe('too-many-attempts');
    expect(evaluated).toBeLessThanOrEqual(ADDRESS_GUESSES.burst);

    const parent = await connect({ localAddress: '127.0.0.3' });
    await parent.send(APP_DESTINATIONS.accept, { inviteCode: target });
    expect((await parent.next<Family>(USER_DESTINATIONS.family)).members).toHaveLength(2);
  }, 60_000);
});

describe('invite guessing behind a trusted proxy', () => {
  it('counts each forwarded client address on its own', async () => {
    const behindProxy = await startListeningApp({
      database: realtime.location,
      security: { ...DEFAULT_SECURITY, trustProxy: '127.0.0.1' },
    });
    try {
      const forwardedFor = (address: string) => ({ headers: { 'x-forwarded-for': address } });
      const target = await liveCode(behindProxy);
      const answers: string[] = [];
      // Five guesses per device, so that only the address budget can stop them.
      for (let device = 0; device * GUESSES_PER_DEVICE <= ADDRESS_GUESSES.burst; device++) {
        const guesser = await connect(forwardedFor('198.51.100.7'), behindProxy);
        for (let i = 0; i < GUESSES_PER_DEVICE; i++) {
          answers.push(await guess(guesser, randomCode()));
        }
      }
      expect(answers.filter((answer) => answer === 'invite-not-found')).toHaveLength(ADDRESS_GUESSES.burst);
      expect(answers.at(-1)).toBe('too-many-attempts');

      const parent = await connect(forwardedFor('198.51.100.8'), behindProxy);
      expect(await guess(parent, target)).toBe('joined');
    } finally {
      await realtime.closeClients();
      await behindProxy.close();
    }
  }, 60_000);
});
