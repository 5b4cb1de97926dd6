import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import { sleep } from './processes';
import { deviceId } from './seed';
import { ourUrl, RABBIT_HEADERS, RABBIT_URL, StompClient } from './stomp-client';
import { summarise } from './stats';
import type { Latency } from './stats';

export interface MatchRounds {
  /** Ports of the instances partner A and partner B connect to (the same port for one instance). */
  portA: number;
  portB: number;
  /** Seeded family whose partners have voted on no name of `nameIds`. */
  family: number;
  nameIds: string[];
  rounds: number;
}

function waitFor(client: StompClient, destination: string): () => Promise<number> {
  const waiting: ((at: number) => void)[] = [];
  client.subscribe(destination, () => waiting.shift()?.(performance.now()));
  return () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no MESSAGE on ${destination}`)), 10_000);
      waiting.push((at) => {
        clearTimeout(timer);
        resolve(at);
      });
    });
}

/** Rounds start at most this often, below the server's 50 frames/s per session. */
const ROUND_GAP_MS = 25;

/** Partner A likes a name (receipt), then B likes it: B's SEND → A's MESSAGE on /user/queue/name-approved. */
export async function measureMatchLatency(load: MatchRounds): Promise<Latency> {
  const a = await StompClient.connect({ url: ourUrl(load.portA, deviceId(load.family * 2)) });
  const b = await StompClient.connect({ url: ourUrl(load.portB, deviceId(load.family * 2 + 1)) });
  const nextMatch = waitFor(a, USER_DESTINATIONS.nameApproved);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const samples: number[] = [];
  for (let round = 0; round < load.rounds; round++) {
    const roundStart = performance.now();
    const nameId = load.nameIds[round % load.nameIds.length] ?? '';
    await a.sendWithReceipt(APP_DESTINATIONS.vote, JSON.stringify({ nameId, approved: true }));
    const matched = nextMatch();
    const sentAt = performance.now();
    b.send(APP_DESTINATIONS.vote, JSON.stringify({ nameId, approved: true }));
    samples.push((await matched) - sentAt);
    await sleep(roundStart + ROUND_GAP_MS - performance.now());
  }
  a.close();
  b.close();
  return summarise(samples);
}

/** The reference: RabbitMQ Web-STOMP, B SENDs a body of the same size to a queue A subscribes to. */
export async function measureRabbitRoundTrip(rounds: number): Promise<Latency> {
  const queue = `/queue/bench-match-${process.pid}`;
  const a = await StompClient.connect({ url: RABBIT_URL, headers: RABBIT_HEADERS });
  const b = await StompClient.connect({ url: RABBIT_URL, headers: RABBIT_HEADERS });
  const next = waitFor(a, queue);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const received = next();
    const sentAt = performance.now();
    b.send(queue, JSON.stringify({ name: 'Emma' }));
    samples.push((await received) - sentAt);
    await sleep(ROUND_GAP_MS);
  }
  a.close();
  b.close();
  return summarise(samples);
}
