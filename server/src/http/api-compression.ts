import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer fits a packet or two anyway, and compressing it costs more than it saves. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses /api answers of 1 KB and more. gzip comes first when the client takes both: on a 9.5 KB deck it
 * takes ~170 µs for 1.6 KB, where Brotli at the quality a request can afford (4) takes ~380 µs for 1.7 KB;
 * Brotli goes to a client that takes only that. The web app's files are compressed once at build time and
 * served as they are (web-app.ts), and STOMP runs on the raw upgraded socket, which never passes Fastify's
 * routes. Request bodies stay plain JSON: no client of ours compresses them, and accepting them compressed would
 * only add a way in.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook, which leaves routes with `compress: false` alone.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) {
      route.compress = false;
    }
  });
  await app.register(fastifyCompress, {
    encodings: ['gzip', 'br'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
