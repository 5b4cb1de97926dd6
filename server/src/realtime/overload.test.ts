import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { REALTIME_LIMITS } from '@name-swiper/contract/constants';
import { APP_DESTINATIONS } from '@name-swiper/contract/realtime';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServerProcess } from '../../test/server-process';
import { onFreePort } from '../../test/free-port';
import { startServerProcess } from '../../test/server-process';
import type { ScratchLocation } from '../../test/test-database';
import { createScratchDatabase, dropScratchDatabase, openScratchDatabase } from '../../test/test-database';
import { TokenBucket } from '@name-swiper/stomp-server';

const SESSIONS = 100;
/** Below the published 50 frames/s per session, as in issue 20's measurement. */
const FRAMES_PER_SECOND = 38;
const SENDING_MS = 6_000;
const RECEIPTS_WITHIN_MS = 60_000;

let location: ScratchLocation;
let server: ServerProcess | undefined;
let nameIds: string[] = [];

beforeAll(async () => {
  location = await createScratchDatabase();
  server = await onFreePort((port) => startServerProcess(location, port));
  const handle = openScratchDatabase(location);
  nameIds = (
    await handle.db
      .selectFrom('names')
      .select('id')
      .where('active', '=', 1)
      .orderBy('id')
      .limit(500)
      .execute()
  ).map((row) => row.id);
  await handle.close();
}, 120_000);

afterAll(async () => {
  await server?.kill();
  await dropScratchDatabase(location);
});

/** One session sending votes open-loop at a fixed rate, whether or not receipts come back. */
class VotingSession {
  readonly errors: string[] = [];
  readonly latencies: number[] = [];
  closedWith: number | undefined;
  sent = 0;
  /** The client keeps to the published limits by its own clock, even when its own event loop runs late. */
  private readonly allowance = new TokenBucket({
    perSecond: REALTIME_LIMITS.framesPerSecond,
    burst: REALTIME_LIMITS.frameBurst,
  });
  private readonly sentAt = new Map<string, number>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => this.receive(data.toString('utf8')));
    socket.on('close', (code) => {
      this.closedWith = code;
    });
  }

  /** Each session from its own loopback address: the per-address socket and write budgets are not under test. */
  static async open(running: ServerProcess, index: number): Promise<VotingSession> {
    const socket = new WebSocket(running.wsUrl(randomUUID()), ['v12.stomp'], {
      localAddress: `127.20.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    });
    const session = new VotingSession(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const connected = new Promise((resolve) => socket.once('message', resolve));
    socket.send('CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0');
    await connected;
    return session;
  }

  get acknowledged(): number {
    return this.latencies.length;
  }

  /** Sends the vote if the published limits allow it now. */
  vote(nameId: string): boolean {
    if (!this.allowance.take()) {
      return false;
    }
    const receipt = String(this.sent);
    this.sent += 1;
    this.sentAt.set(receipt, performance.now());
    const body = JSON.stringify({ nameId, approved: this.sent % 3 !== 0 });
    this.socket.send(`SEND\ndestination:${APP_DESTINATIONS.vote}\nreceipt:${receipt}\n\n${body}\0`);
    return true;
  }

  close(): void {
    this.socket.close();
  }

  private receive(data: string): void {
    for (const frame of data.split('\0')) {
      const receipt = /^RECEIPT\nreceipt-id:(.*)$/m.exec(frame.trimStart())?.[1];
      const sentAt = receipt === undefined ? undefined : this.sentAt.get(receipt);
      if (sentAt !== undefined) {
        this.latencies.push(performance.now() - sentAt);
      } else if (frame.trimStart().startsWith('ERROR')) {
        this.errors.push(frame);
      }
    }
  }
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

it('acknowledges every vote of 100 sessions at 38 frames/s each, slowing them down rather than dropping one', async () => {
  const running = server;
  if (!running) {
    throw new Error('no server');
  }
  const sessions = await Promise.all(
    Array.from({ length: SESSIONS }, (_, index) => VotingSession.open(running, index)),
  );
  const startedAt = performance.now();
  while (performance.now() - startedAt < SENDING_MS) {
    const due = Math.floor(((performance.now() - startedAt) / 1000) * FRAMES_PER_SECOND);
    sessions.forEach((session, index) => {
      let sending = session.sent < due;
      while (sending) {
        sending =
          session.vote(nameIds[(index * 7 + session.sent) % nameIds.length] ?? '') && session.sent < due;
      }
    });
    await sleep(5);
  }
  const sent = sessions.reduce((sum, session) => sum + session.sent, 0);
  const deadline = performance.now() + RECEIPTS_WITHIN_MS;
  const acknowledged = () => sessions.reduce((sum, session) => sum + session.acknowledged, 0);
  while (acknowledged() < sent && performance.now() < deadline) {
    if (sessions.some((session) => session.errors.length > 0 || session.closedWith !== undefined)) {
      break;
    }
    await sleep(20);
  }
  const latencies = sessions.flatMap((session) => session.latencies);
  console.info(
    `overload: ${acknowledged()} of ${sent} votes acknowledged in ${Math.round(performance.now() - startedAt)} ms;`,
    `receipt p50 ${Math.round(percentile(latencies, 0.5))} p99 ${Math.round(percentile(latencies, 0.99))} ms`,
  );
  expect(sessions.flatMap((session) => session.errors)).toEqual([]);
  expect(sessions.filter((session) => session.closedWith !== undefined)).toHaveLength(0);
  expect(acknowledged()).toBe(sent);
  sessions.forEach((session) => session.close());
}, 180_000);
