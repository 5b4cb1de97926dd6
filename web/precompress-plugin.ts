import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** What browsers fetch as text; images and fonts are compressed in their own formats already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function writeSmaller(file: string, source: Buffer, compressed: Buffer): Promise<void> {
  if (compressed.length < source.length) {
    await writeFile(file, compressed);
  }
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy, at their best compression, next to every compressible file of the
 * build, for the server to send as they are (server/src/http/web-app.ts). It runs after every other plugin's
 * closeBundle, because vite-plugin-pwa writes sw.js and the Workbox runtime there, after the bundle; by then the
 * service worker's precache list is written, so the copies are never in it.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'name-swiper:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(
          files.map(async (file) => {
            const target = path.join(outDir, file);
            const source = await readFile(target);
            const [brotli, gzipped] = await Promise.all([
              toBrotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              toGzip(source, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([
              writeSmaller(`${target}.br`, source, brotli),
              writeSmaller(`${target}.gz`, source, gzipped),
            ]);
          }),
        );
      },
    },
  };
}
