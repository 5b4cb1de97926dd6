import { randomUUID } from 'node:crypto';
import { APP_DESTINATIONS } from '@name-swiper/contract/realtime';
import { nameItemSchema } from '@name-swiper/contract/names';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pairOverStomp, setDeviceName } from '../test/pairing';
import type { StompTestClient } from '../test/stomp-test-client';
import { connectStompClient } from '../test/stomp-test-client';
import type { Instance } from './two-instances';
import { machineRedisUrl, startInstance } from './two-instances';

const keyPrefix = `test-${randomUUID().slice(0, 8)}:`;
let clients: StompTestClient[] = [];
afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
  clients = [];
});

async function deck(instance: Instance, deviceId: string, limit = 20): Promise<string[]> {
  const response = await fetch(`${instance.baseUrl}/api/names/unvoted?deviceId=${deviceId}&limit=${limit}`);
  expect(response.status).toBe(200);
  return nameItemSchema
    .array()
    .parse(await response.json())
    .map((name) => name.id);
}

describe('the per-device vote cache over two instances', () => {
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

  it("leaves a name voted on one instance out of the other's next deck, after both cached the device", async () => {
    const device = await connectStompClient(first.wsUrl);
    clients.push(device);
    const [liked, disliked] = await deck(first, device.deviceId);
    expect(await deck(second, device.deviceId)).toContain(liked);
    await device.send(APP_DESTINATIONS.vote, { nameId: liked, approved: true });
    expect(await deck(second, device.deviceId)).not.toContain(liked);
    await device.send(APP_DESTINATIONS.vote, { nameId: disliked, approved: false });
    await device.send(APP_DESTINATIONS.unvote, { nameId: liked });
    const after = await deck(second, device.deviceId);
    expect(after).toContain(liked);
    expect(after).not.toContain(disliked);
  });

  it("deals the partner's likes on the other instance as soon as two devices pair on one", async () => {
    const anna = await connectStompClient(first.wsUrl);
    const bram = await connectStompClient(first.wsUrl);
    clients.push(anna, bram);
    await setDeviceName(first.baseUrl, anna.deviceId, 'Anna');
    await setDeviceName(first.baseUrl, bram.deviceId, 'Bram');
    const bramsDeck = await deck(second, bram.deviceId, 60);
    const rare =
      (await deck(first, anna.deviceId, 100)).findLast((nameId) => !bramsDeck.includes(nameId)) ?? '';
    await anna.send(APP_DESTINATIONS.vote, { nameId: rare, approved: true });
    expect(await deck(second, bram.deviceId, 60)).toEqual(bramsDeck);
    await pairOverStomp(anna, bram);
    expect(await deck(second, bram.deviceId, 60)).toContain(rare);
  });
});
