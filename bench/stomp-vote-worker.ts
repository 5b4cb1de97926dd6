import fs from 'node:fs';
import { APP_DESTINATIONS } from '@name-swiper/contract/realtime';
import { serveSteps } from './load-workers';
import { deviceId } from './seed';
import { ourUrl, startAddressesAt, StompClient } from './stomp-client';

/**
 * One load process of the STOMP vote benchmark: `stomp-vote-worker.ts <port> <first device> <sessions>
 * <name ids file>`. Each session is its own seeded device. Votes are sent open-loop: vote i is due at its
 * intended time and goes to session i mod sessions, whether or not earlier votes have their RECEIPT yet, so
 * each session has many votes in flight; latency runs from the intended send time to the RECEIPT.
 */
const [port = '8080', first = '0', sessions = '1', namesFile = ''] = process.argv.slice(2);
const nameIds: unknown = JSON.parse(fs.readFileSync(namesFile, 'utf8'));
const names = Array.isArray(nameIds) ? nameIds.map(String) : [];

startAddressesAt(Number(first));

await serveSteps(async () => {
  const clients: StompClient[] = [];
  // A few connects at a time: the server caps concurrent upgrades.
  for (let index = 0; index < Number(sessions); index += 50) {
    const batch = Array.from({ length: Math.min(50, Number(sessions) - index) }, (_, offset) =>
      StompClient.connect({ url: ourUrl(Number(port), deviceId(Number(first) + index + offset)) }),
    );
    clients.push(...(await Promise.all(batch)));
  }
  const votesBySession = new Array<number>(clients.length).fill(0);
  return {
    send(index, done) {
      const session = index % clients.length;
      const client = clients[session];
      if (!client?.open) {
        done(false);
        return;
      }
      const vote = votesBySession[session] ?? 0;
      votesBySession[session] = vote + 1;
      const nameId = names[((Number(first) + session) * 131 + vote) % names.length] ?? '';
      client.sendCounted(APP_DESTINATIONS.vote, JSON.stringify({ nameId, approved: vote % 3 !== 0 }), done);
    },
    close() {
      clients.forEach((client) => client.close());
    },
  };
});
