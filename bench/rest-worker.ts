import http from 'node:http';
import { serveSteps } from './load-workers';
import { deviceId } from './seed';

/**
 * One REST load process: `rest-worker.ts <url with {device}> <connections> <devices> <active> <worker>
 * <workers>`. Keeps up to `connections` keep-alive sockets (further requests queue in the agent, and that wait
 * counts as latency), and asks for its `active` devices in turn (spread over the seeded ones, none shared with
 * the other workers), as many phones would.
 */
const [template = '', connections = '32', devices = '1', active = '1', worker = '0', workers = '1'] =
  process.argv.slice(2);
const url = new URL(template.replace('{device}', deviceId(0)));
const path = `${url.pathname}${url.search}`;
const placeholder = deviceId(0);
const deviceCount = Number(devices);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });

await serveSteps(async () => ({
  send(index, done) {
    const slot = (index % Number(active)) * Number(workers) + Number(worker);
    const device = (slot * 7919) % deviceCount;
    const request = http.get(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: path.replace(placeholder, deviceId(device)),
      },
      (response) => {
        const ok = response.statusCode === 200;
        response.on('end', () => done(ok));
        response.on('error', () => done(false));
        response.resume();
      },
    );
    request.on('error', () => done(false));
  },
  close() {
    agent.destroy();
  },
}));
