import { randomUUID } from 'node:crypto';
import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { Family } from '@name-swiper/contract/family';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { matchOverStomp, pairOverStomp, setDeviceName } from '../test/pairing';
import type { StompTestClient } from '../test/stomp-test-client';
import { connectStompClient } from '../test/stomp-test-client';
import type { RedisProcess } from './redis-process';
import { startRedisProcess } from './redis-process';
import type { Instance } from './two-instances';
import { machineRedisUrl, startInstance } from './two-instances';

/** This run's own keys in the machine Redis. */
const keyPrefix = `test-${randomUUID().slice(0, 8)}:`;
let clients: StompTestClient[] = [];
afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
  clients = [];
});

async function deviceOn(instance: Instance, name: string): Promise<StompTestClient> {
  const client = await connectStompClient(instance.wsUrl);
  clients.push(client);
  await setDeviceName(instance.baseUrl, client.deviceId, name);
  return client;
}

describe('two instances sharing one database and the machine Redis', () => {
  let first: Instance;
  let second: Instance;
  beforeAll(async () => {
    first = await startInstance(machineRedisUrl(), keyPrefix);
    second = await startInstance(machineRedisUrl(), keyPrefix);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('pairs partners on different instances (invite made on one, accepted on the other) and tells both of the match', async () => {
    const anna = await deviceOn(first, 'Anna');
    const bram = await deviceOn(second, 'Bram');
    await pairOverStomp(anna, bram);
    await matchOverStomp(anna, bram, 'emma', 'Emma');
    const matches = await fetch(`${second.baseUrl}/api/votes/matches?deviceId=${anna.deviceId}`);
    expect(await matches.json()).toMatchObject([{ nameId: 'emma' }]);
  });

  it('sends the new member lists to both instances when a partner leaves', async () => {
    const anna = await deviceOn(first, 'Anna');
    const bram = await deviceOn(second, 'Bram');
    await pairOverStomp(anna, bram);
    await anna.send(APP_DESTINATIONS.leave, {});
    expect(await anna.next<Family>(USER_DESTINATIONS.family)).toEqual({ members: ['Anna'] });
    expect(await bram.next<Family>(USER_DESTINATIONS.family)).toEqual({ members: ['Bram'] });
  });

  it('reaches a device on every instance it is connected to', async () => {
    const here = await deviceOn(first, 'Anna');
    const there = await connectStompClient(second.wsUrl, here.deviceId);
    clients.push(there);
    await here.send(APP_DESTINATIONS.invite, {});
    const code = await here.next(USER_DESTINATIONS.invite);
    expect(await there.next(USER_DESTINATIONS.invite)).toEqual(code);
  });

  it('reports ready with the bus up', async () => {
    const ready = await fetch(`${first.baseUrl}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ok',
      database: 'up',
      bus: 'up',
      catalogue: 'loaded',
      failed: [],
    });
  });
});

describe('a Redis restart', () => {
  let redis: RedisProcess;
  let first: Instance;
  let second: Instance;
  beforeAll(async () => {
    redis = await startRedisProcess();
    first = await startInstance(redis.url, keyPrefix);
    second = await startInstance(redis.url, keyPrefix);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await redis.stop();
  });

  async function waitForReady(instance: Instance, status: number): Promise<void> {
    for (let attempt = 0; attempt < 100; attempt++) {
      if ((await fetch(`${instance.baseUrl}/api/ready`)).status === status) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`instance never became ${status}`);
  }

  it('is not ready while Redis is down but stays live, keeps local delivery, and delivers across instances again after it returns', async () => {
    const anna = await deviceOn(first, 'Anna');
    const bram = await deviceOn(second, 'Bram');
    await pairOverStomp(anna, bram);

    await redis.stop();
    await waitForReady(first, 503);
    const ready = await fetch(`${first.baseUrl}/api/health/ready`);
    expect(await ready.json()).toMatchObject({ status: 'unavailable', bus: 'down', failed: ['bus'] });
    expect((await fetch(`${first.baseUrl}/api/health/live`)).status).toBe(200);
    await anna.send(APP_DESTINATIONS.invite, {});
    expect(await anna.next(USER_DESTINATIONS.invite)).toMatchObject({ code: expect.any(String) });

    await redis.start();
    await waitForReady(first, 200);
    await waitForReady(second, 200);
    await matchOverStomp(anna, bram, 'noah', 'Noah');
  });
});
