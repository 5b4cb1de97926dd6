import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { REALTIME_LIMITS } from '@name-swiper/contract/constants';
import { voteSchema } from '@name-swiper/contract/votes';
import { Client } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import { z } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { castVote } from '../domain/votes';
import type { ServerProcess } from '../../test/server-process';
import { onFreePort } from '../../test/free-port';
import { startServerProcess } from '../../test/server-process';
import type { ScratchLocation } from '../../test/test-database';
import { createScratchDatabase, dropScratchDatabase, openScratchDatabase } from '../../test/test-database';
import { VoteLedger, storedVotes } from '../../test/vote-ledger';
import type { VoteAction } from '../../test/vote-outbox';
import { VoteOutbox } from '../../test/vote-outbox';

const NAME_COUNT = 1_000;
/** Crash points, as actions acknowledged to both devices together. */
const KILL_AFTER_ACKNOWLEDGED = [500, 1_300];

let location: ScratchLocation;
let port: number;
let server: ServerProcess | undefined;
const clients: Client[] = [];
let nameIds: string[] = [];

beforeAll(async () => {
  location = await createScratchDatabase();
  // The first start loads the catalogue into the empty database; restarts take the same port.
  server = await onFreePort((free) => startServerProcess(location, free));
  port = server.port;
  nameIds = await withDatabase(async (db) => {
    const rows = await db
      .selectFrom('names')
      .select('id')
      .where('active', '=', 1)
      .orderBy('id')
      .limit(NAME_COUNT)
      .execute();
    return rows.map((row) => row.id);
  });
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.deactivate()));
  await server?.kill();
  await dropScratchDatabase(location);
});

async function withDatabase<T>(
  work: (db: ReturnType<typeof openScratchDatabase>['db']) => Promise<T>,
): Promise<T> {
  const handle = openScratchDatabase(location);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** Waits for `condition`; fails with `describe()` rather than hanging until the test's timeout. */
async function until(condition: () => boolean, describe: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) {
      throw new Error(`timed out: ${describe()}`);
    }
    await sleep(5);
  }
}

/** One device: a @stomp/stompjs client as a Node app would run it, with an outbox that resends on (re)connect. */
class SwipingDevice {
  readonly deviceId = randomUUID();
  readonly ledger = new VoteLedger();
  readonly outbox: VoteOutbox;
  /** Actions stored before the client started (they count as acknowledged). */
  private readonly seeded: VoteAction[] = [];

  constructor() {
    const url = `ws://127.0.0.1:${port}/api/ws?deviceUuid=${this.deviceId}`;
    const client = new Client({
      webSocketFactory: () => new WebSocket(url, ['v12.stomp', 'v11.stomp', 'v10.stomp']),
      reconnectDelay: 100,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
    });
    // Paced below the server's per-session limits, with room for CONNECT and heart-beats, as the web app must.
    this.outbox = new VoteOutbox(client, {
      maxInFlight: REALTIME_LIMITS.maxUnacknowledged / 2,
      pace: { perSecond: REALTIME_LIMITS.framesPerSecond * 0.8, burst: REALTIME_LIMITS.frameBurst * 0.8 },
    });
    client.onConnect = () => this.outbox.resendAll();
    clients.push(client);
    client.activate();
  }

  async seed(actions: readonly VoteAction[]): Promise<void> {
    await withDatabase((db) =>
      Promise.all(
        actions.flatMap((action) =>
          action.kind === 'vote' ? [castVote(db, this.deviceId, action.nameId, action.approved)] : [],
        ),
      ),
    );
    this.seeded.push(...actions.map((action) => this.ledger.record(action)));
  }

  get acknowledged(): VoteAction[] {
    return [...this.seeded, ...this.outbox.acknowledged];
  }

  /** Swipes at a user's pace (faster than the outbox may send, so a backlog builds up). */
  async swipe(actions: readonly VoteAction[]): Promise<void> {
    for (const [index, action] of actions.entries()) {
      this.outbox.add(this.ledger.record(action));
      if (index % 20 === 19) {
        await sleep(10);
      }
    }
    await until(
      () => this.outbox.pending === 0,
      () => this.outbox.describe(),
    );
  }

  stored(): Promise<Map<string, boolean>> {
    return withDatabase((db) => storedVotes(db, this.deviceId));
  }

  async storedOverRest(): Promise<Map<string, boolean>> {
    const response = await fetch(`${server?.baseUrl ?? ''}/api/votes?deviceId=${this.deviceId}`);
    const votes = z.array(voteSchema).parse(await response.json());
    return new Map(votes.map((vote) => [vote.nameId, vote.approved]));
  }
}

interface CrashReport {
  acknowledged: number;
  stored: number;
  contradictions: string[];
}

/** SIGKILLs the server, checks what survived against every RECEIPT the devices got, and restarts it. */
async function crashAndRestart(devices: readonly SwipingDevice[]): Promise<CrashReport[]> {
  await server?.kill();
  server = undefined;
  const reports: CrashReport[] = [];
  for (const device of devices) {
    const acknowledged = device.acknowledged;
    const stored = await device.stored();
    const contradictions = device.ledger.contradictions(acknowledged, stored);
    reports.push({ acknowledged: acknowledged.length, stored: stored.size, contradictions });
  }
  server = await startServerProcess(location, port);
  return reports;
}

/** One vote per name, and every tenth name voted again with the opposite value a little later. */
function votePlan(): VoteAction[] {
  const plan: VoteAction[] = [];
  nameIds.forEach((nameId, index) => {
    plan.push({ kind: 'vote', nameId, approved: index % 3 !== 0 });
    const earlier = nameIds[index - 5];
    if (earlier !== undefined && index % 10 === 5) {
      plan.push({ kind: 'vote', nameId: earlier, approved: (index - 5) % 3 === 0 });
    }
  });
  return plan;
}

/** Undo of every name; every fourth one is then voted again, as after tapping undo and swiping anew. */
function undoPlan(): VoteAction[] {
  const plan: VoteAction[] = [];
  nameIds.forEach((nameId, index) => {
    plan.push({ kind: 'unvote', nameId });
    if (index % 4 === 0) {
      plan.push({ kind: 'vote', nameId, approved: index % 8 === 0 });
    }
  });
  return plan;
}

it('keeps every acknowledged vote and undo through SIGKILLs and ends with each name stored once', async () => {
  const startedAt = Date.now();
  const voter = new SwipingDevice();
  const undoer = new SwipingDevice();
  await undoer.seed(nameIds.map((nameId) => ({ kind: 'vote', nameId, approved: true })));
  const devices = [voter, undoer];
  const acknowledgedSinceStart = () => voter.outbox.acknowledged.length + undoer.outbox.acknowledged.length;

  const swiping = Promise.all([voter.swipe(votePlan()), undoer.swipe(undoPlan())]);
  const crashes: CrashReport[] = [];
  for (const point of KILL_AFTER_ACKNOWLEDGED) {
    await until(
      () => acknowledgedSinceStart() >= point,
      () => devices.map((device) => device.outbox.describe()).join('; '),
    );
    crashes.push(...(await crashAndRestart(devices)));
  }
  await swiping;

  for (const crash of crashes) {
    expect(crash.contradictions).toEqual([]);
  }
  expect(voter.ledger.expected().size).toBe(NAME_COUNT);
  expect(undoer.ledger.expected().size).toBe(NAME_COUNT / 4);
  for (const device of devices) {
    const expected = device.ledger.expected();
    expect(await device.stored()).toEqual(expected);
    expect(await device.storedOverRest()).toEqual(expected);
    device.outbox.stop();
  }
  console.info(
    `no-vote-lost: ${acknowledgedSinceStart()} actions acknowledged in ${Date.now() - startedAt} ms;`,
    'at each crash (acknowledged/stored, voter then undoer):',
    crashes.map((crash) => `${crash.acknowledged}/${crash.stored}`).join(' '),
  );
}, 240_000);
