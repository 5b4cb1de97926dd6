import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const readManifest = (url) => JSON.parse(readFileSync(url, 'utf8'));
const manifest = readManifest(new URL('../package.json', import.meta.url));
const WORKSPACE_SCOPE = '@name-swiper/';
const dependencies = Object.keys(manifest.dependencies);
const workspaces = dependencies.filter((name) => name.startsWith(WORKSPACE_SCOPE));

// Our workspaces (contract, stomp-server) are TypeScript source, so they are bundled in; every npm dependency,
// the server's own and those of the workspaces it bundles, stays a runtime import.
const external = [
  ...dependencies.filter((name) => !name.startsWith(WORKSPACE_SCOPE)),
  ...workspaces.flatMap((name) =>
    Object.keys(
      readManifest(new URL(`../../node_modules/${name}/package.json`, import.meta.url)).dependencies ?? {},
    ),
  ),
];

await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile: new URL('../dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: 'linked',
  sourcesContent: false,
  logLevel: 'warning',
});
