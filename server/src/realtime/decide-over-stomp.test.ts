import { randomUUID } from 'node:crypto';
import type { DecideState } from '@name-swiper/contract/decide';
import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { ErrorMessage } from '@name-swiper/contract/realtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ListeningApp } from '../../test/listening-app';
import { startListeningApp } from '../../test/listening-app';
import { matchOverStomp, pairOverStomp, setDeviceName } from '../../test/pairing';
import type { StompTestClient } from '../../test/stomp-test-client';
import { connectStompClient } from '../../test/stomp-test-client';
import { DEFAULT_WRITE_BUDGETS } from './write-limiter';

let server: ListeningApp;
let clients: StompTestClient[] = [];

beforeAll(async () => {
  // One answer per address, then one every 100 s: enough for the other tests, which each answer at most once.
  server = await startListeningApp({
    realtime: { writeBudgets: { ...DEFAULT_WRITE_BUDGETS, comparisons: { perSecond: 0.01, burst: 1 } } },
  });
});
afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
  clients = [];
});
afterAll(() => server.close());

/** Each couple comes from an address of its own, with a budget of its own. */
let addresses = 1;

async function connect(localAddress: string) {
  const client = await connectStompClient(server.wsUrl, randomUUID(), { localAddress });
  clients.push(client);
  return client;
}

/** Anna and Bram, paired and matched on Emma, Liam and Noah. */
async function matchedCouple() {
  addresses += 1;
  const address = `127.0.0.${addresses}`;
  const anna = await connect(address);
  const bram = await connect(address);
  await setDeviceName(server.baseUrl, anna.deviceId, 'Anna');
  await setDeviceName(server.baseUrl, bram.deviceId, 'Bram');
  await pairOverStomp(anna, bram);
  for (const [nameId, name] of [
    ['emma', 'Emma'],
    ['liam', 'Liam'],
    ['noah', 'Noah'],
  ] as const) {
    await matchOverStomp(anna, bram, nameId, name);
  }
  return { anna, bram };
}

async function getDecide(deviceId: string) {
  return fetch(`${server.baseUrl}/api/decide?deviceId=${deviceId}`);
}

describe('Decide over STOMP and REST', () => {
  it('sends both partners their own view of the new rankings when one answers, as GET /decide has them', async () => {
    const { anna, bram } = await matchedCouple();
    await anna.send(APP_DESTINATIONS.compare, { winnerId: 'noah', loserId: 'emma' });

    const toAnna = await anna.next<DecideState>(USER_DESTINATIONS.decide);
    const toBram = await bram.next<DecideState>(USER_DESTINATIONS.decide);
    expect(toAnna.rankings.map((ranking) => [ranking.member, ranking.you, ranking.comparisons])).toEqual([
      ['Anna', true, 1],
      ['Bram', false, 0],
    ]);
    expect(toBram.rankings.map((ranking) => [ranking.member, ranking.you, ranking.comparisons])).toEqual([
      ['Bram', true, 0],
      ['Anna', false, 1],
    ]);
    expect(toBram.ours[0]?.nameId).toBe('noah');
    expect(toAnna.comparedPairs).toEqual([['noah', 'emma']]);
    expect(toBram.comparedPairs).toEqual([]);

    const response = await getDecide(bram.deviceId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(toBram);
  });

  it('answers a comparison with a name that is not a match on /user/queue/errors and stores nothing', async () => {
    const { anna, bram } = await matchedCouple();
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'olivia', approved: true });
    await anna.send(APP_DESTINATIONS.compare, { winnerId: 'olivia', loserId: 'emma' });
    expect(await anna.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({ code: 'not-a-match' });
    await anna.send(APP_DESTINATIONS.compare, { winnerId: 'emma', loserId: 'emma' });
    expect(await anna.next<ErrorMessage>(USER_DESTINATIONS.errors)).toEqual({
      code: 'invalid-message',
      message: 'Invalid message: loserId: must name two different names.',
    });
    await anna.send(APP_DESTINATIONS.compare, { winnerId: 'emma' });
    expect(await anna.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'invalid-message',
    });
    expect(await bram.receivesWithin(USER_DESTINATIONS.decide, 200)).toBe(false);
    const state = (await (await getDecide(anna.deviceId)).json()) as DecideState;
    expect(state.rankings.map((ranking) => ranking.comparisons)).toEqual([0, 0]);
  });

  it('answers comparisons over the budget of the address with too-many-requests', async () => {
    const { anna, bram } = await matchedCouple();
    await anna.send(APP_DESTINATIONS.compare, { winnerId: 'noah', loserId: 'emma' });
    await anna.next<DecideState>(USER_DESTINATIONS.decide);
    await bram.send(APP_DESTINATIONS.compare, { winnerId: 'liam', loserId: 'emma' });
    expect(await bram.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'too-many-requests',
    });
    const state = (await (await getDecide(bram.deviceId)).json()) as DecideState;
    expect(state.rankings.map((ranking) => ranking.comparisons)).toEqual([0, 1]);
  });

  it('refuses a malformed device id on GET /decide with a problem', async () => {
    const response = await getDecide('not-a-uuid');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({ code: 'invalid-request' });
  });
});
