import fs from 'node:fs';
import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import { z } from 'zod';
import { serveSteps } from './load-workers';
import { deviceId } from './seed';
import { ourUrl, StompClient } from './stomp-client';

/**
 * One load process of the match-vote benchmark: `match-vote-worker.ts <port> <side a|b> <names file>`, where the
 * names file holds `{ families: number[], names: string[][] }`: the seeded families this process votes for and,
 * per family, names neither partner has voted on. Side a holds each family's first device, side b its second;
 * both subscribe as the web app does (the match overlay, a partner's like). Vote i goes to session i mod sessions
 * and likes that family's next fresh name, so when side a has run a step and side b runs the same step, every
 * like of side b makes a match.
 */
const [port = '8080', side = 'a', namesFile = ''] = process.argv.slice(2);
const plan = z
  .object({ families: z.array(z.number()), names: z.array(z.array(z.string())) })
  .parse(JSON.parse(fs.readFileSync(namesFile, 'utf8')));
const member = side === 'b' ? 1 : 0;

await serveSteps(async () => {
  const clients: StompClient[] = [];
  // A few connects at a time: the server caps concurrent upgrades.
  for (let index = 0; index < plan.families.length; index += 50) {
    const batch = plan.families.slice(index, index + 50).map((family) => {
      const device = family * 2 + member;
      return StompClient.connect({ url: ourUrl(Number(port), deviceId(device)), addressIndex: device + 1 });
    });
    clients.push(...(await Promise.all(batch)));
  }
  for (const client of clients) {
    client.subscribe(USER_DESTINATIONS.nameApproved, () => undefined);
    client.subscribe(USER_DESTINATIONS.partnerLike, () => undefined);
  }
  const likesBySession = new Array<number>(clients.length).fill(0);
  return {
    send(index, done) {
      const session = index % clients.length;
      const client = clients[session];
      const like = likesBySession[session] ?? 0;
      likesBySession[session] = like + 1;
      const nameId = plan.names[session]?.[like];
      if (!client?.open || nameId === undefined) {
        done(false);
        return;
      }
      client.sendCounted(APP_DESTINATIONS.vote, JSON.stringify({ nameId, approved: true }), done);
    },
    close() {
      clients.forEach((client) => client.close());
    },
  };
});
