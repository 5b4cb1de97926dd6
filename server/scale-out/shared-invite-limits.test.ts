import { randomUUID } from 'node:crypto';
import { INVITE_CODE_ALPHABET } from '@name-swiper/contract/constants';
import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { ErrorMessage } from '@name-swiper/contract/realtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_GUESSES } from '../src/domain/invite-guard';
import type { StompTestClient } from '../test/stomp-test-client';
import { connectStompClient } from '../test/stomp-test-client';
import type { Instance } from './two-instances';
import { machineRedisUrl, startInstance } from './two-instances';

const DEVICES = 16;
const GUESSES_PER_DEVICE = 4;

const keyPrefix = `test-${randomUUID().slice(0, 8)}:`;
let instances: Instance[] = [];
let clients: StompTestClient[] = [];

beforeAll(async () => {
  instances = [
    await startInstance(machineRedisUrl(), keyPrefix),
    await startInstance(machineRedisUrl(), keyPrefix),
  ];
});
afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
  clients = [];
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
});

function randomCode(): string {
  return Array.from(
    { length: 6 },
    () => INVITE_CODE_ALPHABET[Math.floor(Math.random() * INVITE_CODE_ALPHABET.length)] ?? 'A',
  ).join('');
}

describe('invite guesses from one address spread over two instances', () => {
  it(`are counted together in Redis: at most ${ADDRESS_GUESSES.burst} are looked up`, async () => {
    const attackers: StompTestClient[] = [];
    for (let index = 0; index < DEVICES; index++) {
      const instance = instances[index % instances.length];
      if (instance) {
        attackers.push(await connectStompClient(instance.wsUrl));
      }
    }
    clients.push(...attackers);
    const outcomes = await Promise.all(
      attackers.map(async (attacker) => {
        const codes: string[] = [];
        for (let i = 0; i < GUESSES_PER_DEVICE; i++) {
          await attacker.send(APP_DESTINATIONS.accept, { inviteCode: randomCode() });
          codes.push((await attacker.next<ErrorMessage>(USER_DESTINATIONS.errors)).code);
        }
        return codes;
      }),
    );
    const looked = outcomes.flat().filter((code) => code !== 'too-many-attempts');
    expect(looked.length).toBe(ADDRESS_GUESSES.burst);
  }, 60_000);
});
