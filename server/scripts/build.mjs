import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// The contract workspace is TypeScript source, so it is bundled in; every npm dependency stays a runtime import.
await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile: new URL('../dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external: Object.keys(manifest.dependencies),
  sourcemap: 'linked',
  sourcesContent: false,
  logLevel: 'warning',
});
