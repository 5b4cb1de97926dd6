import { randomUUID } from 'node:crypto';
import type { PartnerLikeMessage } from '@name-swiper/contract/realtime';
import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
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

  it('follows a maybe and a love across instances: the maybe leaves the deck there, the love is dealt marked there', async () => {
    const anna = await connectStompClient(first.wsUrl);
    const bram = await connectStompClient(second.wsUrl);
    clients.push(anna, bram);
    await setDeviceName(first.baseUrl, anna.deviceId, 'Anna');
    await setDeviceName(first.baseUrl, bram.deviceId, 'Bram');
    const [put, loved] = await deck(first, anna.deviceId);
    expect(await deck(second, anna.deviceId)).toContain(put);
    await anna.send(APP_DESTINATIONS.vote, { nameId: put, approved: false, feeling: 'maybe' });
    expect(await deck(second, anna.deviceId)).not.toContain(put);

    await pairOverStomp(anna, bram);
    await anna.send(APP_DESTINATIONS.vote, { nameId: loved, approved: true, feeling: 'love' });
    const dealt = await bram.next<PartnerLikeMessage>(USER_DESTINATIONS.partnerLike);
    expect(dealt.name).toMatchObject({ id: loved, lovedBy: ['Anna'] });
    const response = await fetch(`${second.baseUrl}/api/names/unvoted?deviceId=${bram.deviceId}&limit=20`);
    const cards = nameItemSchema.array().parse(await response.json());
    expect(cards.slice(0, 3).find((card) => card.id === loved)?.lovedBy).toEqual(['Anna']);
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
