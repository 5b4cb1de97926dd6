import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { repoRoot } from '../server/src/config';

export interface BundleSize {
  files: number;
  gzipBytes: number;
}

/**
 * Gzipped JS + CSS that index.html loads before the first screen: its module scripts, preloads and stylesheets,
 * the styles it carries inline, and the English texts, which the entry fetches as soon as it runs.
 */
export function firstScreenSize(distDir: string): BundleSize {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const assets = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.(?:js|css))"/g)) {
    assets.add(match[1] ?? '');
  }
  let gzipBytes = 0;
  for (const file of fs.readdirSync(path.join(distDir, 'assets'))) {
    if (/^en-[\w-]+\.js$/.test(file)) {
      assets.add(`/assets/${file}`);
    }
  }
  for (const asset of assets) {
    const file = path.join(distDir, asset.replace(/^\//, ''));
    gzipBytes += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).byteLength;
  }
  for (const match of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    gzipBytes += zlib.gzipSync(match[1] ?? '', { level: 9 }).byteLength;
  }
  return { files: assets.size, gzipBytes };
}

/** Builds bench/bare-react (React + ReactDOM rendering one heading) with the web app's Vite config. */
export async function buildBareReact(): Promise<string> {
  const root = path.join(repoRoot, 'bench/bare-react');
  const outDir = path.join(root, 'dist');
  await build({
    configFile: path.join(repoRoot, 'web/vite.config.ts'),
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  return outDir;
}
