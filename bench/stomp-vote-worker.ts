import fs from 'node:fs';
import { APP_DESTINATIONS } from '@name-swiper/contract/realtime';
import { sleep } from './processes';
import { deviceId } from './seed';
import { ourUrl, StompClient } from './stomp-client';

/**
 * One load process of the STOMP vote benchmark:
 * `stomp-vote-worker.ts <port> <first device> <clients> <seconds> <votes/s per client> <name ids file>`.
 * Each client is its own seeded device and session, votes through the catalogue with a receipt per vote,
 * one vote in flight and at most `votes/s` per second (below the server's frame limit). Prints one JSON line.
 */
const [port = '8080', first = '0', clients = '1', seconds = '5', rate = '10', namesFile = ''] =
  process.argv.slice(2);
const nameIds: unknown = JSON.parse(fs.readFileSync(namesFile, 'utf8'));
const names = Array.isArray(nameIds) ? nameIds.map(String) : [];
const gapMs = 1000 / Number(rate);

const sessions = await Promise.all(
  Array.from({ length: Number(clients) }, (_, index) =>
    StompClient.connect({ url: ourUrl(Number(port), deviceId(Number(first) + index)) }),
  ),
);
const latencies: number[] = [];
let failures = 0;
const start = performance.now();
const end = start + Number(seconds) * 1000;

async function voteLoop(client: StompClient, index: number): Promise<void> {
  await sleep(Math.random() * gapMs);
  for (let vote = 0; performance.now() < end; vote++) {
    const sentAt = performance.now();
    const nameId = names[(index * 131 + vote) % names.length] ?? '';
    try {
      await client.sendWithReceipt(
        APP_DESTINATIONS.vote,
        JSON.stringify({ nameId, approved: vote % 3 !== 0 }),
      );
      latencies.push(performance.now() - sentAt);
    } catch {
      failures += 1;
    }
    await sleep(Math.max(0, sentAt + gapMs - performance.now()));
  }
}

await Promise.all(sessions.map((client, index) => voteLoop(client, Number(first) + index)));
const elapsed = (performance.now() - start) / 1000;
for (const client of sessions) {
  client.close();
}
console.log(
  JSON.stringify({ elapsed, failures, latencies: latencies.map((value) => Math.round(value * 100) / 100) }),
);
process.exit(0);
