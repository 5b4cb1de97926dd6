import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { repoRoot } from '../server/src/config';

export interface BundleSize {
  files: number;
  gzipBytes: number;
}

/** The JS and CSS files index.html loads (module scripts, preloads, stylesheets), as paths under `distDir`. */
export function firstScreenAssets(distDir: string): string[] {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const assets = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.(?:js|css))"/g)) {
    assets.add(match[1] ?? '');
  }
  return [...assets].map((asset) => asset.replace(/^\//, ''));
}

/**
 * Gzipped JS + CSS that index.html loads before the first screen: its module scripts, preloads and stylesheets,
 * the styles it carries inline, and the English texts of the first screen, which the entry fetches as soon as it
 * runs (the later screens' texts come with their code, decision 84).
 */
export function firstScreenSize(distDir: string): BundleSize {
  const assets = firstScreenAssets(distDir);
  for (const file of fs.readdirSync(path.join(distDir, 'assets'))) {
    if (/^_texts-en-start-[\w-]+\.js$/.test(file)) {
      assets.push(`assets/${file}`);
    }
  }
  let gzipBytes = 0;
  for (const asset of assets) {
    gzipBytes += zlib.gzipSync(fs.readFileSync(path.join(distDir, asset)), { level: 9 }).byteLength;
  }
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  for (const match of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    gzipBytes += zlib.gzipSync(match[1] ?? '', { level: 9 }).byteLength;
  }
  return { files: assets.length, gzipBytes };
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
