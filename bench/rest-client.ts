import autocannon from 'autocannon';
import { deviceId } from './seed';

/**
 * Load generator process: `rest-client.ts <url with {device}> <connections> <seconds> <devices>` runs
 * autocannon against the URL, with a different seeded device in every request, and prints one JSON line.
 */
const [template = '', connections = '64', seconds = '5', devices = '1'] = process.argv.slice(2);
const deviceCount = Number(devices);
let next = 0;
const url = new URL(template.replace('{device}', deviceId(0)));

const result = await autocannon({
  url: url.origin,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [
    {
      method: 'GET',
      setupRequest: (request) => {
        next = (next + 7) % deviceCount;
        const path = `${url.pathname}${url.search}`.replace(deviceId(0), deviceId(next));
        return { ...request, path };
      },
    },
  ],
});

console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  }),
);
