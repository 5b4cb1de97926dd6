import { USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import { deviceId } from './seed';
import { ourUrl, RABBIT_HEADERS, RABBIT_URL, StompClient } from './stomp-client';

/**
 * Holds idle STOMP sessions with 10 s heart-beats until killed:
 * `idle-worker.ts <ours|rabbit> <port> <first device> <sessions>`. Each session CONNECTs and SUBSCRIBEs once,
 * then only exchanges heart-beats. Prints one JSON line once every session is connected.
 */
const [target = 'ours', port = '8080', first = '0', count = '1'] = process.argv.slice(2);
const HEART_BEAT_MS = 10_000;
const BATCH = 200;

const clients: StompClient[] = [];
let failures = 0;
for (let start = 0; start < Number(count); start += BATCH) {
  const batch = Array.from({ length: Math.min(BATCH, Number(count) - start) }, (_, offset) => {
    const index = Number(first) + start + offset;
    return target === 'rabbit'
      ? StompClient.connect({ url: RABBIT_URL, headers: RABBIT_HEADERS, heartBeatMs: HEART_BEAT_MS })
      : StompClient.connect({ url: ourUrl(Number(port), deviceId(index)), heartBeatMs: HEART_BEAT_MS });
  });
  for (const outcome of await Promise.allSettled(batch)) {
    if (outcome.status === 'fulfilled') {
      outcome.value.subscribe(
        target === 'rabbit' ? '/topic/bench-idle' : USER_DESTINATIONS.nameApproved,
        () => undefined,
      );
      clients.push(outcome.value);
    } else {
      failures += 1;
    }
  }
}
console.log(JSON.stringify({ connected: clients.length, failures }));
setInterval(() => undefined, 60_000);
