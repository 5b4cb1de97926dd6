import { randomUUID } from 'node:crypto';
import { REALTIME_LIMITS } from '@name-swiper/contract/constants';
import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { ErrorMessage, InviteMessage } from '@name-swiper/contract/realtime';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientOptions } from 'ws';
import type { ListeningApp } from '../../test/listening-app';
import { startListeningApp } from '../../test/listening-app';
import type { StompTestClient } from '../../test/stomp-test-client';
import { connectStompClient } from '../../test/stomp-test-client';
import { VoteOutbox } from '../../test/vote-outbox';
import { DEFAULT_WRITE_BUDGETS } from './write-limiter';
import type { WriteBudgets } from './write-limiter';

/** How the web app paces its vote outbox (web/src/api/realtime/vote-sender.ts). */
const CLIENT_PACE = {
  maxInFlight: REALTIME_LIMITS.maxUnacknowledged / 2,
  pace: {
    perSecond: Math.floor(REALTIME_LIMITS.framesPerSecond * 0.8),
    burst: REALTIME_LIMITS.frameBurst / 2,
  },
};
/** Devices of one family behind one address that may all resend a backlog at once without meeting the budget. */
const FAMILY_DEVICES = 4;

let server: ListeningApp | undefined;
let clients: StompTestClient[] = [];
afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
  clients = [];
  await server?.close();
  server = undefined;
});

async function start(writeBudgets: WriteBudgets): Promise<ListeningApp> {
  server = await startListeningApp({ realtime: { writeBudgets } });
  return server;
}

async function connect(app: ListeningApp, socket: ClientOptions = {}): Promise<StompTestClient> {
  const client = await connectStompClient(app.wsUrl, randomUUID(), socket);
  clients.push(client);
  return client;
}

async function nameIds(app: ListeningApp, count: number): Promise<string[]> {
  const response = await fetch(`${app.baseUrl}/api/names/unvoted?deviceId=${randomUUID()}&limit=${count}`);
  const names = (await response.json()) as { id: string }[];
  return names.map((name) => name.id);
}

/** Publishes every vote at once and collects RECEIPTs and the ERROR that ends the session, if one comes. */
async function flood(
  client: StompTestClient,
  names: string[],
): Promise<{ receipts: number; error?: string }> {
  let receipts = 0;
  const ended = new Promise<string | undefined>((resolve) => {
    client.client.onStompError = (frame) => resolve(frame.headers.message);
    setTimeout(() => resolve(undefined), 2_000);
  });
  names.forEach((nameId, index) => {
    const receipt = `flood-${index}`;
    client.client.watchForReceipt(receipt, () => {
      receipts++;
    });
    client.client.publish({
      destination: APP_DESTINATIONS.vote,
      body: JSON.stringify({ nameId, approved: true }),
      headers: { receipt, 'content-type': 'application/json' },
    });
  });
  const error = await ended;
  return error === undefined ? { receipts } : { receipts, error };
}

describe('STOMP votes per client address', () => {
  it('refuses votes over the budget with an ERROR and a close, whichever device sends them, and not other addresses', async () => {
    const app = await start({ ...DEFAULT_WRITE_BUDGETS, votes: { perSecond: 5, burst: 10 } });
    const names = await nameIds(app, 40);
    const first = await flood(await connect(app), names.slice(0, 30));
    expect(first.error).toBe('Too many votes from this address');
    expect(first.receipts).toBeGreaterThanOrEqual(10);
    expect(first.receipts).toBeLessThanOrEqual(13);

    const sameAddress = await flood(await connect(app), names.slice(30, 35));
    expect(sameAddress.error).toBe('Too many votes from this address');

    const elsewhere = await connect(app, { localAddress: '127.0.0.2' });
    for (const nameId of names.slice(35, 40)) {
      await elsewhere.send(APP_DESTINATIONS.vote, { nameId, approved: false });
    }
  });

  it(`lets ${FAMILY_DEVICES} devices behind one address resend backlogs at the web app's full pace`, async () => {
    const familyBurst = FAMILY_DEVICES * CLIENT_PACE.pace.burst;
    expect(DEFAULT_WRITE_BUDGETS.votes.perSecond).toBeGreaterThanOrEqual(
      FAMILY_DEVICES * CLIENT_PACE.pace.perSecond,
    );
    expect(DEFAULT_WRITE_BUDGETS.votes.burst).toBeGreaterThanOrEqual(familyBurst);
    // Only the clients' opening bursts together, so that after them the rate alone must carry the votes.
    const app = await start({
      ...DEFAULT_WRITE_BUDGETS,
      votes: { perSecond: DEFAULT_WRITE_BUDGETS.votes.perSecond, burst: familyBurst },
    });
    const devices = await Promise.all(Array.from({ length: FAMILY_DEVICES }, () => connect(app)));
    const errors: string[] = [];
    const outboxes = await Promise.all(
      devices.map(async (device) => {
        device.client.onStompError = (frame) => errors.push(frame.headers.message ?? '');
        const outbox = new VoteOutbox(device.client, CLIENT_PACE);
        for (const nameId of await nameIds(app, 120)) {
          outbox.add({ kind: 'vote', nameId, approved: true });
        }
        return outbox;
      }),
    );
    const deadline = Date.now() + 15_000;
    while (outboxes.some((outbox) => outbox.pending > 0) && errors.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    outboxes.forEach((outbox) => outbox.stop());
    expect(errors).toEqual([]);
    expect(outboxes.map((outbox) => outbox.acknowledged.length)).toEqual(devices.map(() => 120));
  }, 30_000);
});

describe('STOMP family changes per client address', () => {
  it('answers invite requests over the budget with too-many-requests, whichever device asks', async () => {
    const app = await start({ ...DEFAULT_WRITE_BUDGETS, familyChanges: { perSecond: 0.01, burst: 2 } });
    const anna = await connect(app);
    const bram = await connect(app);
    for (const device of [anna, bram]) {
      await device.send(APP_DESTINATIONS.invite, {});
      expect(await device.next<InviteMessage>(USER_DESTINATIONS.invite)).toMatchObject({
        code: expect.any(String),
      });
    }
    await anna.send(APP_DESTINATIONS.invite, {});
    expect(await anna.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'too-many-requests',
    });
    const elsewhere = await connect(app, { localAddress: '127.0.0.2' });
    await elsewhere.send(APP_DESTINATIONS.invite, {});
    expect(await elsewhere.next<InviteMessage>(USER_DESTINATIONS.invite)).toMatchObject({
      code: expect.any(String),
    });
  });
});

describe('STOMP family changes per family', () => {
  it("answers a family's changes over its own budget with too-many-requests, from whichever address its members use", async () => {
    // Issue 30: three members from 16 addresses added 992 names in 20 s; each address's budget alone allowed it.
    const app = await start({
      ...DEFAULT_WRITE_BUDGETS,
      familyChanges: { perSecond: 0.01, burst: 100 },
      familyChangesPerFamily: { perSecond: 0.01, burst: 4 },
    });
    const anna = await connect(app, { localAddress: '127.0.0.1' });
    const bram = await connect(app, { localAddress: '127.0.0.2' });
    await anna.send(APP_DESTINATIONS.invite, {});
    const { code } = await anna.next<InviteMessage>(USER_DESTINATIONS.invite);
    await bram.send(APP_DESTINATIONS.accept, { inviteCode: code });
    await anna.next(USER_DESTINATIONS.family);
    for (const [index, member] of [anna, bram, anna].entries()) {
      await member.send(APP_DESTINATIONS.addFamilyName, { name: `Qzandra${'abc'.charAt(index)}` });
    }
    await bram.send(APP_DESTINATIONS.addFamilyName, { name: 'Qzandrad' });
    expect(await bram.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'too-many-requests',
    });
    const listed = await fetch(`${app.baseUrl}/api/family/names?deviceId=${anna.deviceId}`);
    const added = ((await listed.json()) as { names: { name: string }[] }).names.map((item) => item.name);
    expect(added).toEqual(['Qzandraa', 'Qzandrab', 'Qzandrac']);
    // The invite and three names spent the family's four; its first address is refused too.
    const carla = await connect(app, { localAddress: '127.0.0.3' });
    await anna.send(APP_DESTINATIONS.invite, {});
    const second = await anna.next<InviteMessage | ErrorMessage>(USER_DESTINATIONS.errors);
    expect(second).toMatchObject({ code: 'too-many-requests' });
    // Another family is not held back by this one.
    await carla.send(APP_DESTINATIONS.addFamilyName, { name: 'Qzandrix' });
    expect((await carla.next<{ names: unknown[] }>(USER_DESTINATIONS.familyNames)).names).toHaveLength(1);
  });
});
