import { z } from 'zod';
import { runScript, sleep, spawnWithFdLimit, stopChild, waitForHttp } from './processes';

export const restResultSchema = z.object({
  requestsPerSecond: z.number(),
  p50: z.number(),
  p99: z.number(),
  errors: z.number(),
  non2xx: z.number(),
  bytesPerRequest: z.number(),
});
export type RestResult = z.infer<typeof restResultSchema>;

export interface RestLoad {
  /** With `{device}` where the seeded device id goes. */
  url: string;
  connections: number;
  seconds: number;
  devices: number;
}

/** autocannon in its own process against one URL; a one-second warm-up run first. */
export async function measureRest(load: RestLoad): Promise<RestResult> {
  const args = (seconds: number) => [
    load.url,
    String(load.connections),
    String(seconds),
    String(load.devices),
  ];
  await runScript('rest-client.ts', args(1), (value) => restResultSchema.parse(value));
  return runScript('rest-client.ts', args(load.seconds), (value) => restResultSchema.parse(value));
}

/** Size in bytes of one response body of `url` (device 0), for a reference of the same size. */
export async function bodySize(url: string): Promise<number> {
  const response = await fetch(url.replace('{device}', '00000000-0000-4000-8000-000000000000'));
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return (await response.arrayBuffer()).byteLength;
}

/** The bare Fastify route returning a constant body of `bytes`, measured under the same load. */
export async function measureReference(
  port: number,
  bytes: number,
  load: Omit<RestLoad, 'url'>,
): Promise<RestResult> {
  const child = spawnWithFdLimit([
    'node',
    '--import',
    'tsx',
    'bench/reference-server.ts',
    String(port),
    String(bytes),
  ]);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/health`);
    await sleep(100);
    return await measureRest({ ...load, url: `http://127.0.0.1:${port}/api/reference?deviceId={device}` });
  } finally {
    await stopChild(child);
  }
}
